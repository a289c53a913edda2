// The two third-party analytics tags of spec §7 (a tag manager's data layer and a
// metrics counter). Each is loaded only when its id is configured; their origins
// enter the Content-Security-Policy only then, so an unconfigured portal loads
// and allows no third-party script at all.
import type { ChatConfig } from './chat.ts';

/** What the browser needs to know about analytics (public configuration). */
export interface AnalyticsConfig {
  /** Tag-manager container id (GTM-XXXX); null: no data layer, no script. */
  tagManagerId: string | null;
  /** Metrics-counter id (digits); null: no goals, no script. */
  metricsCounterId: string | null;
  /** Spec §7: the optional flag that also forwards events to /rabbit. */
  forwardToRabbit: boolean;
}

export const NO_ANALYTICS_TAGS: AnalyticsConfig = { tagManagerId: null, metricsCounterId: null, forwardToRabbit: false };

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;
const METRICS_COUNTER_ID = /^\d{4,12}$/;

export const isTagManagerId = (value: string): boolean => TAG_MANAGER_ID.test(value);
export const isMetricsCounterId = (value: string): boolean => METRICS_COUNTER_ID.test(value);

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const METRICS_ORIGIN = 'https://mc.yandex.ru';

/** The tag scripts to load, in order; empty when nothing is configured. */
export function tagScriptUrls(config: AnalyticsConfig): string[] {
  const urls: string[] = [];
  if (config.tagManagerId) urls.push(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`);
  if (config.metricsCounterId) urls.push(`${METRICS_ORIGIN}/metrika/tag.js`);
  return urls;
}

/** Origins the CSP must allow for the configured tags: scripts, their beacons and pixels. */
export function tagOrigins(config: AnalyticsConfig): { script: string[]; connect: string[]; img: string[] } {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  if (config.tagManagerId) {
    script.push(TAG_MANAGER_ORIGIN);
    connect.push(TAG_MANAGER_ORIGIN, 'https://www.google-analytics.com');
    img.push(TAG_MANAGER_ORIGIN, 'https://www.google-analytics.com');
  }
  if (config.metricsCounterId) {
    script.push(METRICS_ORIGIN);
    connect.push(METRICS_ORIGIN);
    img.push(METRICS_ORIGIN);
  }
  return { script, connect, img };
}

/** Everything third-party the CSP must allow: the configured tags and the chat tool (its script, socket, frames and images). */
export function thirdPartyOrigins(tags: AnalyticsConfig, chat: ChatConfig): { script: string[]; connect: string[]; img: string[]; frame: string[] } {
  const origins = { ...tagOrigins(tags), frame: [] as string[] };
  if (chat.scriptUrl) {
    const { origin, host } = new URL(chat.scriptUrl);
    origins.script.push(origin);
    origins.connect.push(origin, `wss://${host}`);
    origins.img.push(origin);
    origins.frame.push(origin);
  }
  return origins;
}
