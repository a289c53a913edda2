import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ADMISSION_MAX_WAIT_MS, DEFAULT_PAGE_CACHE_STALE_MS, DEFAULT_RENDER_CONCURRENCY, ENV_SCHEMA, loadConfig } from '#server/config.ts';
import { UPSTREAM_ENV_KEYS } from '#server/upstream/hosts.ts';

const allUpstreams = Object.fromEntries(Object.values(UPSTREAM_ENV_KEYS).map((key, i) => [key, `https://host${i}.example/api`]));

describe('loadConfig', () => {
  it('defaults to port 3000 and the demo upstream', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.upstreams).toBeNull();
    expect(config.publicOrigin).toBe('http://localhost:3000');
  });

  it('renders a bounded number of pages at a time by default; RENDER_CONCURRENCY=0 lifts the limit, a bad value is named', () => {
    expect(loadConfig({}).renderConcurrency).toBe(DEFAULT_RENDER_CONCURRENCY);
    expect(loadConfig({ RENDER_CONCURRENCY: '0' }).renderConcurrency).toBe(0);
    expect(loadConfig({ RENDER_CONCURRENCY: '3' }).renderConcurrency).toBe(3);
    for (const bad of ['-1', 'many', '2.5']) expect(() => loadConfig({ RENDER_CONCURRENCY: bad })).toThrow(/RENDER_CONCURRENCY/);
  });

  // Issue 25 (docs/decisions/0025).
  it('sheds pages whose render would wait over a second, keeps stale pages a minute, and keeps /readyz 200 under overload by default', () => {
    const config = loadConfig({});
    expect([config.admissionMaxWaitMs, config.pageCacheStaleMs, config.readyzFailsWhenOverloaded]).toEqual([DEFAULT_ADMISSION_MAX_WAIT_MS, DEFAULT_PAGE_CACHE_STALE_MS, false]);
    expect(DEFAULT_ADMISSION_MAX_WAIT_MS).toBe(1_000);
    const set = loadConfig({ ADMISSION_MAX_WAIT_MS: '0', PAGE_CACHE_STALE_MS: '0', READYZ_FAILS_WHEN_OVERLOADED: '1' });
    expect([set.admissionMaxWaitMs, set.pageCacheStaleMs, set.readyzFailsWhenOverloaded]).toEqual([0, 0, true]);
    for (const [key, bad] of [['ADMISSION_MAX_WAIT_MS', '-1'], ['ADMISSION_MAX_WAIT_MS', '1.5'], ['PAGE_CACHE_STALE_MS', 'soon'], ['READYZ_FAILS_WHEN_OVERLOADED', 'yes']] as const) {
      expect(() => loadConfig({ [key]: bad })).toThrow(new RegExp(key));
    }
  });

  it('reads every upstream host when all are set', () => {
    const config = loadConfig({ ...allUpstreams, PUBLIC_ORIGIN: 'https://bim.example', PORT: '8080' });
    expect(config.upstreams?.api).toBe('https://host2.example/api');
    expect(config.publicOrigin).toBe('https://bim.example');
    expect(config.port).toBe(8080);
  });

  it('names every bad key at once', () => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', PUBLIC_ORIGIN: 'not a url', CACHE_MAX_BYTES: '-1', UPSTREAM_API_URL: 'ftp://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const key of ['PORT', 'LOG_LEVEL', 'PUBLIC_ORIGIN', 'CACHE_MAX_BYTES', 'UPSTREAM_API_URL', 'UPSTREAM_WEB_API2_URL', 'LK_URL']) {
        expect(message).toContain(key);
      }
    }
  });

  it('names every bad key at once however many there are, one sentence each, saying what the value must be', () => {
    const bad = {
      PORT: 'abc', HOST: 'a b', LOG_LEVEL: 'loud', CACHE_MAX_BYTES: '-1', PAGE_CACHE_TTL_MS: 'x', PAGE_CACHE_MAX_BYTES: '1', RENDER_CONCURRENCY: '1e3',
      EXCLUDED_COMPANY_IDS: 'a,b c', SHUTDOWN_TIMEOUT_MS: '5', METRICS_HOST: 'a b', TAG_MANAGER_ID: 'x', METRICS_COUNTER_ID: 'y',
      ANALYTICS_FORWARD_RABBIT: 'yes', CHAT_GLOBAL: 'a.b', COMMENTS_SITE_ID: 'a b', WEB_CONCURRENCY: '2.5',
    };
    try {
      loadConfig(bad);
      expect.unreachable();
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual(Object.keys(bad).sort());
      expect(problems).toContain('PORT must be an integer from 0 to 65535 (got "abc")');
      expect(problems).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")');
      expect(problems).toContain('EXCLUDED_COMPANY_IDS must be a comma-separated list of ids (got "a,b c")');
      expect(problems).toContain('ANALYTICS_FORWARD_RABBIT must be 1 or 0 (got "yes")');
    }
  });

  it('reads a blank value as unset, and URLs without their trailing slashes', () => {
    expect(loadConfig({ PORT: '  ', HOST: '', EXCLUDED_COMPANY_IDS: ' ', LOG_LEVEL: ' debug ' })).toMatchObject({ port: 3000, host: '0.0.0.0', excludedCompanyIds: null, logLevel: 'debug' });
    const withSlashes = Object.fromEntries(Object.entries(allUpstreams).map(([key, url]) => [key, `${url}//`]));
    expect(loadConfig(withSlashes).upstreams?.api).toBe('https://host2.example/api');
    expect(loadConfig({ EXCLUDED_COMPANY_IDS: ' 7, 9 ,,12' }).excludedCompanyIds).toEqual(['7', '9', '12']);
  });

  it('rejects a public origin with a path', () => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://bim.example/portal' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('trusts no proxy by default, and reads a hop count or addresses and CIDR ranges from TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
  });

  it('refuses TRUST_PROXY values that would trust every client or cannot be read', () => {
    for (const bad of ['true', '17', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', 'proxy.example', '1.2.3.4/8/1', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/would trust any client/);
  });

  it('serves metrics on their own port, on loopback unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' })).toMatchObject({ metricsPort: 9100, metricsHost: '0.0.0.0' });
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_HOST: 'a b' })).toThrow(/METRICS_HOST/);
  });
});

describe('loadConfig: shutdown', () => {
  it('serves through a grace period of 5 s inside a 10 s bound by default', () => {
    const config = loadConfig({});
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.shutdownGraceMs).toBe(5_000);
  });

  it('keeps the default grace within a shorter bound', () => {
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2000' }).shutdownGraceMs).toBe(1_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
  });

  it('refuses a grace period that leaves no time to drain, or a bad value', () => {
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '10000' })).toThrow(/SHUTDOWN_GRACE_MS .*less than SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});

describe('loadConfig: REDIS_URL', () => {
  it('is off by default and takes redis:// or rediss:// URLs', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example:6380/2' }).redisUrl).toBe('rediss://:secret@cache.example:6380/2');
  });

  it('refuses anything else without repeating the value (it may hold a password)', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@cache.example' })).toThrow(/REDIS_URL must be a redis/);
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@cache.example' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
  });
});

describe('the comments service (COMMENTS_URL, COMMENTS_SITE_ID)', () => {
  it('is unset by default, with Remark42’s default site', () => {
    expect(loadConfig({}).comments).toEqual({ url: null, siteId: 'remark' });
  });

  it('reads an https base URL (trailing slashes dropped) and a site id', () => {
    expect(loadConfig({ COMMENTS_URL: 'https://comments.example/remark42/', COMMENTS_SITE_ID: 'bim-portal' }).comments).toEqual({ url: 'https://comments.example/remark42', siteId: 'bim-portal' });
  });

  it('allows plain http only on loopback, for a local Remark42', () => {
    expect(loadConfig({ COMMENTS_URL: 'http://localhost:8080' }).comments.url).toBe('http://localhost:8080');
    expect(loadConfig({ COMMENTS_URL: 'http://127.0.0.1:8080' }).comments.url).toBe('http://127.0.0.1:8080');
    expect(() => loadConfig({ COMMENTS_URL: 'http://comments.example' })).toThrow(/COMMENTS_URL must be an https URL/);
  });

  it('refuses other schemes, credentials, a query or a fragment, and a site id that is not a plain id', () => {
    for (const url of ['ftp://comments.example', 'javascript:alert(1)', 'https://user:secret@comments.example', 'https://comments.example/?site=x', 'https://comments.example/#x', 'not a url']) {
      expect(() => loadConfig({ COMMENTS_URL: url }), url).toThrow(/COMMENTS_URL/);
    }
    for (const site of ['a b', 'x&url=y', '"><script>', 'x'.repeat(65)]) {
      expect(() => loadConfig({ COMMENTS_SITE_ID: site }), site).toThrow(/COMMENTS_SITE_ID/);
    }
  });
});

describe('ENV_SCHEMA and README.md', () => {
  const rows = [...readFileSync('README.md', 'utf8').matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| ([^|]+) \|/gm)].map((m) => ({ key: m[1]!, fallback: m[2]!.trim() }));

  it('declares exactly the variables of the README’s configuration table', () => {
    expect(Object.keys(ENV_SCHEMA.properties).sort()).toEqual(rows.map((row) => row.key).sort());
  });

  it('has the default the README gives, where the README gives one value', () => {
    const properties = ENV_SCHEMA.properties as Record<string, { default?: unknown }>;
    const asWritten = (value: unknown) => (value === false ? '0' : value === true ? '1' : String(value));
    const literal = rows.filter((row) => /^`[^`]+`$/.test(row.fallback) && properties[row.key]?.default !== undefined);
    expect(literal.length).toBeGreaterThan(10);
    for (const row of literal) expect(`\`${asWritten(properties[row.key]!.default)}\``, row.key).toBe(row.fallback);
  });
});

