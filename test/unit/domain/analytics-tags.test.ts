// Spec §7 analytics tags: loaded and allowed by the CSP only when their ids are configured.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chatUserHash } from '#server/services/session.ts';
import { loadConfig } from '#server/config.ts';
import { NO_ANALYTICS_TAGS, tagOrigins, tagScriptUrls, thirdPartyOrigins } from '#shared/domain/analytics-tags.ts';
import { NO_CHAT } from '#shared/domain/chat.ts';

describe('analytics tags', () => {
  it('are all off when nothing is configured: no script, no origin', () => {
    const { analytics } = loadConfig({});
    expect(analytics).toEqual(NO_ANALYTICS_TAGS);
    expect(tagScriptUrls(analytics)).toEqual([]);
    expect(tagOrigins(analytics)).toEqual({ script: [], connect: [], img: [] });
  });

  it('load each configured tag and allow only its origins', () => {
    const { analytics } = loadConfig({ TAG_MANAGER_ID: 'GTM-AB12CD3', METRICS_COUNTER_ID: '98765432', ANALYTICS_FORWARD_RABBIT: '1' });
    expect(analytics).toEqual({ tagManagerId: 'GTM-AB12CD3', metricsCounterId: '98765432', forwardToRabbit: true });
    expect(tagScriptUrls(analytics)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', 'https://mc.yandex.ru/metrika/tag.js']);
    expect(tagOrigins({ ...analytics, tagManagerId: null }).script).toEqual(['https://mc.yandex.ru']);
  });

  it('refuses ids that could smuggle anything into a script address', () => {
    expect(() => loadConfig({ TAG_MANAGER_ID: 'GTM-1"><script>' })).toThrow(/TAG_MANAGER_ID/);
    expect(() => loadConfig({ METRICS_COUNTER_ID: '12ab' })).toThrow(/METRICS_COUNTER_ID/);
    expect(() => loadConfig({ ANALYTICS_FORWARD_RABBIT: 'yes' })).toThrow(/ANALYTICS_FORWARD_RABBIT/);
  });
});

describe('chat tool configuration', () => {
  it('is off by default, and adds only its own origin (script, socket, frames) when set', () => {
    expect(loadConfig({}).chat).toEqual(NO_CHAT);
    expect(thirdPartyOrigins(NO_ANALYTICS_TAGS, NO_CHAT)).toEqual({ script: [], connect: [], img: [], frame: [] });
    const { chat } = loadConfig({ CHAT_SCRIPT_URL: 'https://chat.example/widget.js', CHAT_GLOBAL: 'chatTool' });
    expect(chat).toEqual({ scriptUrl: 'https://chat.example/widget.js', globalName: 'chatTool' });
    expect(thirdPartyOrigins(NO_ANALYTICS_TAGS, chat)).toEqual({
      script: ['https://chat.example'],
      connect: ['https://chat.example', 'wss://chat.example'],
      img: ['https://chat.example'],
      frame: ['https://chat.example'],
    });
  });

  it('refuses a script over plain http or a global that is not an identifier', () => {
    expect(() => loadConfig({ CHAT_SCRIPT_URL: 'http://chat.example/widget.js' })).toThrow(/CHAT_SCRIPT_URL must be an https URL/);
    expect(() => loadConfig({ CHAT_GLOBAL: 'window.x;alert(1)' })).toThrow(/CHAT_GLOBAL/);
  });
});

describe('chat auth signature', () => {
  it('is HMAC-SHA256 of the user id with the configured key, and the key must be a real one', () => {
    expect(chatUserHash('demo-chat-user-auth-key-0123456789', '42')).toBe(createHmac('sha256', 'demo-chat-user-auth-key-0123456789').update('42').digest('hex'));
    expect(loadConfig({ CHAT_AUTH_KEY: 'demo-chat-user-auth-key-0123456789' }).chatAuthKey).toBe('demo-chat-user-auth-key-0123456789');
    expect(loadConfig({}).chatAuthKey).toBeNull();
    expect(() => loadConfig({ CHAT_AUTH_KEY: 'short' })).toThrow(/CHAT_AUTH_KEY/);
  });
});
