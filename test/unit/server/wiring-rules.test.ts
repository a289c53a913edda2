import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One composition root (server/composition.ts) builds the upstream pools, the cache,
// the services and the demo upstream; one plugin (server/plugins/request-api.ts)
// makes the per-request data port; the session code owns the token cookies.
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

// The app's own source; scripts/ holds tools (the bench runs the demo upstream as a separate process).
const SOURCE = ['server', 'client', 'shared'].flatMap(files);
const HARNESS = 'test/integration/api/harness.ts';
const text = (file: string) => readFileSync(file, 'utf8');
/** The source files whose text matches, outside the given folder. */
const matching = (pattern: RegExp, except: string[] = []) =>
  SOURCE.filter((file) => !except.some((folder) => file.startsWith(folder)) && pattern.test(text(file))).sort();

describe('server wiring', () => {
  it('nothing outside server/demo-upstream imports its dataset (tests may)', () => {
    expect(matching(/from\s+['"][^'"]*demo-upstream\/dataset\//, ['server/demo-upstream/'])).toEqual([]);
  });

  it('only the composition root builds pools, the response cache and the services, or starts the demo upstream', () => {
    expect(matching(/\bcreateUpstreamPools\(/, ['server/upstream/'])).toEqual(['server/composition.ts']);
    expect(matching(/\bcreateResponseCache\(/, ['server/cache/'])).toEqual(['server/composition.ts']);
    expect(matching(/\bcreateServices\(/, ['server/services/'])).toEqual(['server/composition.ts']);
    // The demo upstream's own entry points (npm run upstream:demo, the worker thread) start it too.
    expect(matching(/\bstartDemoUpstream(Worker)?\(/, ['server/demo-upstream/'])).toEqual(['server/composition.ts']);
  });

  it('buildApp, the cluster primary and the integration harness all start from it', () => {
    for (const file of ['server/app.ts', 'server/cluster.ts', HARNESS]) {
      expect(text(file), file).toMatch(/from\s+['"](\.\/|#server\/)composition\.ts['"]/);
    }
    expect(text('server/app.ts')).toMatch(/\bcomposeServer\(/);
    expect(text('server/cluster.ts')).toMatch(/\bresolveUpstream\(/);
    expect(text(HARNESS)).toMatch(/\bcomposeServer\(/);
  });

  it('one place makes the per-request data port; routes read request.api', () => {
    expect(matching(/\.forRequest\(/, ['server/services/'])).toEqual(['server/plugins/request-api.ts']);
    expect(matching(/\brequestContext\(/)).toEqual(['server/plugins/request-api.ts']);
  });

  it('the token cookie names are spelled once, in the session code', () => {
    expect(matching(/['"](access_token|refresh_token)['"]/, ['server/demo-upstream/'])).toEqual(['server/session/token-cookies.ts']);
  });
});
