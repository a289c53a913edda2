import { describe, expect, it } from 'vitest';
import { UPSTREAM_ENV_KEYS, UPSTREAM_HOSTS, demoUpstreamUrls } from '#server/upstream/hosts.ts';
import { loadConfig } from '#server/config.ts';
import { demoRuleIds } from '#server/demo-upstream/start.ts';
import { readFileSync } from 'node:fs';
import { CONTAINER_MALLOC_ARENA_MAX, serverEnv } from '../server-process.ts';

describe('serverEnv', () => {
  const rules = demoRuleIds();

  it('points every upstream at the given URLs and keeps the server on loopback in production', () => {
    const urls = demoUpstreamUrls('http://127.0.0.1:4100');
    const env = serverEnv({ PATH: '/bin', UPSTREAM_API_URL: 'https://real.example/api', NODE_ENV: 'development' }, 4200, urls, rules, 'warn');
    for (const host of UPSTREAM_HOSTS) expect(env[UPSTREAM_ENV_KEYS[host]]).toBe(urls[host]);
    expect(env).toMatchObject({ PATH: '/bin', NODE_ENV: 'production', PORT: '4200', HOST: '127.0.0.1', PUBLIC_ORIGIN: 'http://127.0.0.1:4200', LOG_LEVEL: 'warn' });
  });

  it('replaces the inherited NODE_OPTIONS only when told', () => {
    const urls = demoUpstreamUrls('http://127.0.0.1:4100');
    expect(serverEnv({ NODE_OPTIONS: '--inspect' }, 1, urls, rules, 'warn').NODE_OPTIONS).toBe('--inspect --trace-warnings');
    expect(serverEnv({ NODE_OPTIONS: '--inspect' }, 1, urls, rules, 'warn', '--max-old-space-size=128').NODE_OPTIONS).toBe('--max-old-space-size=128 --trace-warnings');
    expect(serverEnv({}, 1, urls, rules, 'warn').NODE_OPTIONS).toBe('--trace-warnings');
  });

  it('gives the server its own metrics port on loopback when one is named', () => {
    const urls = demoUpstreamUrls('http://127.0.0.1:4100');
    expect(serverEnv({}, 4200, urls, rules, 'warn', null, 4300)).toMatchObject({ METRICS_PORT: '4300', METRICS_HOST: '127.0.0.1' });
    expect(serverEnv({}, 4200, urls, rules, 'warn').METRICS_PORT).toBeUndefined();
    expect(loadConfig(serverEnv({}, 4200, urls, rules, 'warn', null, 4300)).metricsPort).toBe(4300);
  });

  it('is a configuration the server accepts', () => {
    const env = serverEnv({}, 4200, demoUpstreamUrls('http://127.0.0.1:4100'), rules, 'warn');
    const config = loadConfig(env);
    expect(config.upstreams).toEqual(demoUpstreamUrls('http://127.0.0.1:4100'));
    expect(config.host).toBe('127.0.0.1');
    // The demo's manufacturer rules, as when the server starts the demo itself.
    expect(config.excludedCompanyIds).toEqual(rules.excludedCompanyIds);
    expect(config.vipTariffPlanIds).toEqual(rules.vipTariffPlanIds);
  });

  it('runs the server with the malloc arenas of the container unless told otherwise', () => {
    const urls = demoUpstreamUrls('http://127.0.0.1:4100');
    const dockerfile = readFileSync(new URL('../../../Dockerfile', import.meta.url), 'utf8');
    expect(/MALLOC_ARENA_MAX=(\S+)/.exec(dockerfile)?.[1]).toBe(CONTAINER_MALLOC_ARENA_MAX);
    expect(serverEnv({}, 1, urls, rules, 'warn').MALLOC_ARENA_MAX).toBe(CONTAINER_MALLOC_ARENA_MAX);
    expect(serverEnv({ MALLOC_ARENA_MAX: '8' }, 1, urls, rules, 'warn').MALLOC_ARENA_MAX).toBe('8');
  });
});
