import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT_DIST = 'dist/client';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('the browser bundle', () => {
  const scripts = files(CLIENT_DIST).filter((file) => file.endsWith('.js'));
  const text = scripts.map((file) => readFileSync(file, 'utf8')).join('\n');

  it('exists and is split into page chunks', () => {
    expect(scripts.length).toBeGreaterThan(10);
  });

  it('holds no server-only module', () => {
    for (const marker of ['fastify', 'undici', 'lru-cache', 'prom-client', 'createUpstreamHttp', 'createResponseCache', 'buildDemoUpstream', 'demo-upstream', 'node:stream', 'node:fs']) {
      expect(text.includes(marker), marker).toBe(false);
    }
  });

  it('holds no secret or environment read', () => {
    for (const marker of ['process.env', 'UPSTREAM_API_URL', 'access_token=', 'refresh_token', 'BEGIN PRIVATE KEY']) {
      expect(text.includes(marker), marker).toBe(false);
    }
  });

  it('ships no source maps or the manifest to the public folder root', () => {
    expect(files(CLIENT_DIST).some((file) => file.endsWith('.map'))).toBe(false);
  });
});
