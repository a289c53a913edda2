import { describe, expect, it } from 'vitest';
import { UPSTREAM_ENV_KEYS, UPSTREAM_HOSTS, demoUpstreamUrls } from '#server/upstream/hosts.ts';
import { loadConfig } from '#server/config.ts';
import { serverEnv } from '../server-process.ts';

describe('serverEnv', () => {
  it('points every upstream at the given URLs and keeps the server on loopback in production', () => {
    const urls = demoUpstreamUrls('http://127.0.0.1:4100');
    const env = serverEnv({ PATH: '/bin', UPSTREAM_API_URL: 'https://real.example/api', NODE_ENV: 'development' }, 4200, urls, 'warn');
    for (const host of UPSTREAM_HOSTS) expect(env[UPSTREAM_ENV_KEYS[host]]).toBe(urls[host]);
    expect(env).toMatchObject({ PATH: '/bin', NODE_ENV: 'production', PORT: '4200', HOST: '127.0.0.1', PUBLIC_ORIGIN: 'http://127.0.0.1:4200', LOG_LEVEL: 'warn' });
  });

  it('is a configuration the server accepts', () => {
    const env = serverEnv({}, 4200, demoUpstreamUrls('http://127.0.0.1:4100'), 'warn');
    const config = loadConfig(env);
    expect(config.upstreams).toEqual(demoUpstreamUrls('http://127.0.0.1:4100'));
    expect(config.host).toBe('127.0.0.1');
  });
});
