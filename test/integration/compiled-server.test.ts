// The compiled server (dist/server/main.js, what `npm start` and the container run;
// decision 0035) as a child process on its built-in demo upstream: its worker threads
// (the demo upstream's, the IFC parse workers) and the files it reads at run time (the
// IDS library) are found from the build's output, not from the TypeScript sources.
// Needs `npm run build` first, as every integration test does.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import type { IdsOfferedListDto, IfcFactsDto } from '#shared/api/dto.ts';
import { freePort, waitFor } from '#test/support/portal-process.ts';

const DIST_SERVER = 'dist/server';
const ENTRY = path.join(DIST_SERVER, 'main.js');

let child: ChildProcess;
let origin: string;
let metricsOrigin: string;
let stderr = '';

const get = (pathname: string) => fetch(`${origin}${pathname}`, { signal: AbortSignal.timeout(20_000) });

beforeAll(async () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run npm run build first`);
  const port = await freePort();
  const metricsPort = await freePort();
  origin = `http://127.0.0.1:${port}`;
  metricsOrigin = `http://127.0.0.1:${metricsPort}`;
  child = spawn(process.execPath, [...packageJson.config.nodeOptions.split(' '), ENTRY], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', METRICS_PORT: String(metricsPort), WEB_CONCURRENCY: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the compiled server exited with ${child.exitCode}: ${stderr}`);
      const response = await get('/readyz').catch(() => null);
      await response?.arrayBuffer();
      return response?.status === 200 ? true : null;
    },
    45_000,
    'the compiled server to be ready',
  );
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

describe('the compiled server', () => {
  it('refers to no TypeScript module: the container has none', () => {
    const files = readdirSync(DIST_SERVER, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js') && !file.startsWith('assets'));
    expect(files).toEqual(expect.arrayContaining(['main.js', path.join('ifc', 'parse-worker.js'), path.join('demo-upstream', 'worker-entry.js')]));
    const typescript = files.filter((file) => /(?:\bfrom\s*|\bimport\s*\(\s*|new URL\(\s*|new Worker\(\s*)['"][^'"]+\.tsx?['"]/.test(readFileSync(path.join(DIST_SERVER, file), 'utf8')));
    expect(typescript).toEqual([]);
  });

  it('answers /healthz and /models from its demo upstream worker', async () => {
    expect((await get('/healthz')).status).toBe(200);
    const models = await get('/models');
    expect(models.status).toBe(200);
    expect(models.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await models.text()).toContain('href="/model/');
  });

  it('reads a model IFC file on a parse worker and shows its facts on the model page', async () => {
    const list = (await (await get('/api/models')).json()) as { models: Array<{ id: number; href: string }> };
    let model: { id: number; href: string } | undefined;
    // The first models with a file that reads (a cold worker may outlast one wait).
    for (const candidate of list.models.slice(0, 6)) {
      const facts = (await (await get(`/api/models/${candidate.id}/ifc-facts?wait=8000`)).json()) as IfcFactsDto;
      if (facts.state === 'read') {
        model = candidate;
        break;
      }
    }
    expect(model, 'no demo model file was read: the parse worker does not start from dist').toBeDefined();
    const page = await get(model!.href);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/data-testid="model-ifc" data-state="read"/);
  });

  it('serves the IDS library it reads at run time', async () => {
    const offered = (await (await get('/api/ids')).json()) as IdsOfferedListDto;
    expect(offered.items.length).toBeGreaterThan(0);
    const file = await get(offered.items[0]!.href);
    expect(file.status).toBe(200);
    expect(await file.text()).toMatch(/<ids[\s>]/);
  });

  it('gives memory it freed back to the system once it goes quiet (decisions 0037, 0038)', async () => {
    // The addon is built by `npm run build` (scripts/build-native.ts); the container's build checks it too.
    expect(existsSync(path.join(DIST_SERVER, 'native', 'malloc-trim.node'))).toBe(true);
    for (const pathname of ['/', '/models', '/manufacturers']) await (await get(pathname)).arrayBuffer();
    const count = (text: string, metric: string) =>
      [...text.matchAll(new RegExp(`^${metric}_count(?:\\{[^}]*\\})? (\\d+)`, 'gm'))].reduce((sum, match) => sum + Number(match[1]), 0);
    // A lull of FREED_MEMORY_POLICY.heapQuietMs after the last answer: V8's GC, then the trim.
    const done = await waitFor(
      async () => {
        const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
        const steps = { trims: count(text, 'malloc_trim_duration_seconds'), gcs: count(text, 'v8_heap_reduce_duration_seconds') };
        return steps.trims > 0 && steps.gcs > 0 ? steps : null;
      },
      10_000,
      "V8's memory-reducing GC and a malloc_trim after the answers",
    );
    expect(done.gcs).toBe(1);
    expect(done.trims).toBeGreaterThan(0);
  });

  it('printed no error or warning', () => {
    expect(stderr).toBe('');
  });
});
