// `npm run lighthouse`: Lighthouse (mobile preset) on Debian's Chromium against
// the production build with the demo upstream, over the home page, the
// catalogue, a model, an article and a manufacturer. SEO must be 100,
// accessibility and best practices at least 95; performance is reported, not
// asserted (these machines are shared and noisy). Run `npm run build` first.
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Category -> the lowest acceptable score (0-100); performance is only reported. */
const THRESHOLDS: Record<string, number> = { seo: 100, accessibility: 95, 'best-practices': 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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
  const pages = ['/', '/models', model, article, manufacturer].filter((path): path is string => typeof path === 'string');
  console.log(`${'page'.padEnd(44)} ${CATEGORIES.map((category) => category.padStart(15)).join('')}`);
  for (const path of pages) {
    // The cookie notice is a first visit's; Lighthouse sees every page as a first visit.
    const result = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const categories = result?.lhr.categories ?? {};
    const scores = CATEGORIES.map((category) => Math.round((categories[category]?.score ?? 0) * 100));
    console.log(`${path.slice(0, 43).padEnd(44)} ${scores.map((score) => String(score).padStart(15)).join('')}`);
    // A category without a score is a measurement that failed, not a page that scored 0: say why.
    const unscored = CATEGORIES.filter((category) => categories[category]?.score === null || categories[category]?.score === undefined);
    if (unscored.length > 0) {
      const errors = Object.values(result?.lhr.audits ?? {}).filter((audit) => audit.errorMessage).map((audit) => `${audit.id}: ${audit.errorMessage}`);
      console.log(`  not measured (${unscored.join(', ')}): ${result?.lhr.runtimeError?.message ?? errors.slice(0, 3).join('; ')}`);
    }
    CATEGORIES.forEach((category, index) => {
      const minimum = THRESHOLDS[category];
      if (minimum === undefined || scores[index]! >= minimum) return;
      failed = true;
      const audits = Object.values(result?.lhr.audits ?? {}).filter((audit) => audit.score !== null && audit.score < 1 && (categories[category]?.auditRefs ?? []).some((ref) => ref.id === audit.id && ref.weight > 0));
      console.log(`  ${category} ${scores[index]} < ${minimum}: ${audits.map((audit) => audit.id).join(', ')}`);
    });
  }
} finally {
  chrome.kill();
  await app.close();
}
process.exitCode = failed ? 1 : 0;
