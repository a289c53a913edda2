// `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone, 4x CPU slowdown,
// slow 4G) on Debian's Chromium against the production build with the demo upstream,
// over the home page, the catalogue, a model, an article, a manufacturer and
// /statreport. Each page is measured LIGHTHOUSE_RUNS times (3) and judged by its
// median run: SEO must be 100, accessibility and best practices at least 95,
// performance at least 95 with Total Blocking Time at most 200 ms (issue 26). Run it on
// a quiet machine (the load average is printed first): a busy CPU is measured as a
// slow phone. Run `npm run build` first.
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Category -> the lowest acceptable score (0-100) of a page's median run. */
const THRESHOLDS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
/** Issue 26: the main thread a phone can spare while the page loads. */
const MAX_TOTAL_BLOCKING_TIME_MS = 200;
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);
/** While iterating, some of the pages: `LIGHTHOUSE_PAGES=models,model` (names as in PAGE_NAMES). */
const PAGE_NAMES = ['home', 'models', 'model', 'article', 'manufacturer', 'statreport'] as const;
const ONLY = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
/** `LIGHTHOUSE_DETAIL=1`: where each median run's main thread went (by kind, by script, the long tasks), to find a cause. */
const DETAIL = process.env.LIGHTHOUSE_DETAIL === '1';

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  tbtMs: number;
  lcpMs: number;
  mainThreadMs: number;
  failing: Record<string, string[]>;
  unmeasured: string | null;
  detail: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type AuditItems = Record<string, { details?: unknown }>;

/** The main thread of one run, in lines: the work by kind, the scripts that cost most, and every long task. */
function describeMainThread(audits: AuditItems): string[] {
  const items = (id: string): Array<Record<string, unknown>> => {
    const listed = (audits[id]?.details as { items?: unknown } | undefined)?.items;
    return Array.isArray(listed) ? listed : [];
  };
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  const shortUrl = (value: unknown) => String(value).replace(/^https?:\/\/[^/]+/, '');
  return [
    `work: ${items('mainthread-work-breakdown').map((item) => `${String(item.groupLabel)} ${ms(item.duration)}`).join(', ')}`,
    ...items('bootup-time').slice(0, 8).map((item) => `script ${shortUrl(item.url)}: total ${ms(item.total)}, evaluation ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)}`),
    ...items('long-tasks').map((item) => `long task at ${ms(item.startTime)}: ${ms(item.duration)} ${shortUrl(item.url)}`),
  ];
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(url: string, chromePort: number): Promise<Run> {
  // The cookie notice is a first visit's; Lighthouse sees every page as a first visit.
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const lhr = result?.lhr;
  const categories = lhr?.categories ?? {};
  const audits = lhr?.audits ?? {};
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)])) as Run['scores'];
  const failing = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && (categories[category]?.auditRefs ?? []).some((ref) => ref.id === audit.id && ref.weight > 0))
        .map((audit) => audit.id),
    ]),
  );
  // A category without a score is a measurement that failed, not a page that scored 0: say why.
  const unscored = CATEGORIES.filter((category) => categories[category]?.score === null || categories[category]?.score === undefined);
  const errors = Object.values(audits).filter((audit) => audit.errorMessage).map((audit) => `${audit.id}: ${audit.errorMessage}`);
  return {
    scores,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    failing,
    detail: DETAIL ? describeMainThread(audits) : [],
    unmeasured: unscored.length > 0 ? `${unscored.join(', ')}: ${lhr?.runtimeError?.message ?? errors.slice(0, 3).join('; ')}` : null,
  };
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PORT: String(port), PUBLIC_ORIGIN: origin }), { logger: false });
await app.listen({ port, host: '127.0.0.1' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
let failed = false;
try {
  const json = async <T>(path: string): Promise<T> => (await fetch(origin + path, { headers: { 'accept-language': 'ru' } })).json() as Promise<T>;
  const model = (await json<{ models: Array<{ href: string }> }>('/api/models')).models[0]?.href;
  const article = (await json<{ items: Array<{ href: string }> }>('/api/articles')).items[0]?.href;
  const manufacturer = (await json<{ items: Array<{ href: string }> }>('/api/manufacturers')).items[0]?.href;
  const paths = ['/', '/models', model, article, manufacturer, '/statreport'];
  const pages = paths.filter((path, i): path is string => typeof path === 'string' && (ONLY.length === 0 || ONLY.includes(PAGE_NAMES[i]!)));
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}; ${RUNS} run(s) per page, the median reported`);
  console.log(`${'page'.padEnd(44)}${CATEGORIES.map((category) => category.padStart(15)).join('')}${'TBT ms'.padStart(9)}${'LCP ms'.padStart(9)}${'main ms'.padStart(9)}`);
  for (const path of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(origin + path, chrome.port));
    // The run of median performance stands for the page, so its scores and timings belong together.
    const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
    const run = byPerformance[Math.floor(byPerformance.length / 2)]!;
    const tbtMs = median(runs.map((r) => r.tbtMs));
    console.log(
      `${path.slice(0, 43).padEnd(44)}${CATEGORIES.map((category) => String(run.scores[category]).padStart(15)).join('')}` +
        `${String(Math.round(tbtMs)).padStart(9)}${String(Math.round(median(runs.map((r) => r.lcpMs)))).padStart(9)}${String(Math.round(median(runs.map((r) => r.mainThreadMs)))).padStart(9)}` +
        (RUNS > 1 ? `   performance runs: ${runs.map((r) => r.scores.performance).join(', ')}` : ''),
    );
    for (const line of run.detail) console.log(`  ${line}`);
    // Any run that failed to measure is named, not only the median one: a failure that repeats would decide the median.
    runs.forEach((r, i) => {
      if (r.unmeasured) console.log(`  run ${i + 1} not measured (${r.unmeasured})`);
    });
    for (const category of CATEGORIES) {
      if (run.scores[category] >= THRESHOLDS[category]) continue;
      failed = true;
      console.log(`  ${category} ${run.scores[category]} < ${THRESHOLDS[category]}: ${run.failing[category]!.join(', ')}`);
    }
    if (!(tbtMs <= MAX_TOTAL_BLOCKING_TIME_MS)) {
      failed = true;
      console.log(`  total blocking time ${Math.round(tbtMs)} ms > ${MAX_TOTAL_BLOCKING_TIME_MS} ms`);
    }
  }
} finally {
  chrome.kill();
  await app.close();
}
process.exitCode = failed ? 1 : 0;
