// npm run bench:cold-search — what a visitor waits for when a list's search is cold and
// the upstream slow (issue 23 §5): the catalogue's model search and the manufacturers
// list's company search. The production app runs on the built bundle and the demo
// upstream, whose search answers only after COLD_SEARCH_DELAY_MS (default 5,000; the
// spec's search deadline is 20 s). Each request is a search no one made before, so
// neither the search cache nor the page cache has it. Prints, per visitor kind, the time
// to the response's first byte and to its end: median of COLD_SEARCH_RUNS (default 3).
// Figures depend on the machine's load: quote the printed load average with them.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';

const DELAY_MS = Number(process.env.COLD_SEARCH_DELAY_MS ?? 5_000);
const RUNS = Number(process.env.COLD_SEARCH_RUNS ?? 3);

/** The lists whose first page may come before its results (docs/decisions/0034), and the upstream call delayed for each. */
const LISTS = [
  { path: '/models', upstream: '/web2/model/searchmodels*', word: 'дверь' },
  { path: '/manufacturers', upstream: '/web2/company_search_elastic', word: 'про' },
] as const;

const VISITORS = {
  'browser, anonymous': { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36' },
  crawler: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
} as const;

interface Timing {
  firstByteMs: number;
  endMs: number;
  status: number;
  pending: boolean;
}

async function timeRequest(url: string, headers: Record<string, string>): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'br, gzip', accept: 'text/html' } });
  const reader = response.body!.getReader();
  let firstByteMs = 0;
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (firstByteMs === 0) firstByteMs = performance.now() - started;
    chunks.push(value);
  }
  const html = Buffer.concat(chunks).toString('utf8');
  return { firstByteMs, endMs: performance.now() - started, status: response.status, pending: html.includes('data-testid="list-pending"') };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const app = await buildApp(loadConfig({ ...process.env, PUBLIC_ORIGIN: 'http://127.0.0.1', LOG_LEVEL: 'silent' }), { logger: false, demoFaults: true });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const demo = app.demoUpstream!;
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}; search delayed ${DELAY_MS} ms; median of ${RUNS}`);
  // Warm the rest (option lists, banners, the render's modules): only the search is cold below.
  await timeRequest(`${origin}/models`, VISITORS['browser, anonymous']);
  await timeRequest(`${origin}/manufacturers`, VISITORS['browser, anonymous']);
  console.log('\nlist            visitor               first byte      end   status  results in the page');
  let run = 0;
  for (const list of LISTS) {
    demo.faults.clear();
    demo.faults.set(list.upstream, { kind: 'delay', ms: DELAY_MS });
    for (const [visitor, headers] of Object.entries(VISITORS)) {
      const timings: Timing[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        run += 1;
        timings.push(await timeRequest(`${origin}${list.path}?search=${encodeURIComponent(`${list.word} ${Date.now()} ${run}`)}`, headers));
      }
      const pending = timings.filter((timing) => timing.pending).length;
      console.log(
        `${list.path.padEnd(15)} ${visitor.padEnd(20)} ${`${median(timings.map((t) => t.firstByteMs)).toFixed(0)} ms`.padStart(11)} ${`${median(timings.map((t) => t.endMs)).toFixed(0)} ms`.padStart(8)}   ${timings.map((t) => t.status).join(',')}  ${pending === 0 ? 'yes' : `loading state (${pending} of ${RUNS})`}`,
      );
    }
  }
  demo.faults.clear();
  await app.close();
}

await main();
