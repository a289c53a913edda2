// `npm run trace -- <url>`: where a phone's main thread goes while a page loads (issue 26).
// Loads the page once in Debian's Chromium at 412 px with the CPU slowed 4× (Lighthouse's mobile
// CPU), records a performance trace and a JS profile, and prints:
// - every task over 50 ms, with the trace events that filled it and the functions that ran most;
// - every style recalculation of more than TRACE_RECALC_ELEMENTS elements after the first
//   second, with what invalidated the styles just before (the invalidation-tracking events);
// - the totals of style, layout, paint, script and the sum of the tasks' blocking parts.
// One load is one sample: compare several runs of each variant, never one. Start the server first
// (`npm start`, or `node dist/server/main.js` with NODE_ENV=production after `npm run build`) and give its page's URL.
import { chromium } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; elementCount?: number; data?: Record<string, unknown> & { stackTrace?: Array<{ functionName: string; url: string }> } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const url = process.argv[2];
if (!url) {
  console.error('usage: npm run trace -- <page url>');
  process.exit(2);
}
const CPU_SLOWDOWN = 4;
const LONG_TASK_US = 50_000;
const RECALC_ELEMENTS = Number(process.env.TRACE_RECALC_ELEMENTS ?? 1000);
const SETTLE_MS = Number(process.env.TRACE_SETTLE_MS ?? 6000);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    // A phone's user agent: the server treats headless Chromium's own as a crawler.
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.invalidationTracking,disabled-by-default-devtools.timeline.stack,v8.execute',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;

  // The page's renderer main thread: the busiest CrRendererMain (a navigation may change process).
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busiest = (thread: TraceEvent) => events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length;
  const main = mains.sort((a, b) => busiest(b) - busiest(a))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const spans = onMain.filter((event) => event.ph === 'X' && event.dur);
  const t0 = Math.min(...spans.map((event) => event.ts));
  const at = (ts: number) => `${((ts - t0) / 1000).toFixed(0).padStart(6)} ms`;
  const file = (value: unknown) => String(value ?? '').split('/').pop();

  // Samples of the JS profile, with their time, to name the functions inside a task.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples: Array<{ ts: number; ms: number; key: string }> = [];
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(id)!.callFrame;
    samples.push({ ts, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000, key: `${frame.functionName || '(anonymous)'} ${file(frame.url)}:${frame.lineNumber}` });
  });

  const tasks = spans.filter((event) => event.name === 'RunTask' && event.dur! > LONG_TASK_US);
  let blocking = 0;
  console.log(`Tasks over 50 ms on the main thread (CPU ${CPU_SLOWDOWN}× slower):`);
  for (const task of tasks) {
    blocking += task.dur! / 1000 - 50;
    const inside = spans.filter((event) => event !== task && event.name !== 'RunTask' && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!);
    const byName = new Map<string, number>();
    for (const event of inside) {
      const name = event.name + (event.args?.data?.url ? ` ${file(event.args.data.url)}` : '');
      byName.set(name, Math.max(byName.get(name) ?? 0, event.dur! / 1000));
    }
    const functions = new Map<string, number>();
    for (const sample of samples) if (sample.ts >= task.ts && sample.ts <= task.ts + task.dur! && !sample.key.startsWith('(')) functions.set(sample.key, (functions.get(sample.key) ?? 0) + sample.ms);
    const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(' | ');
    console.log(`${at(task.ts)}  ${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${top(byName, 5)}`);
    if (functions.size > 0) console.log(`${' '.repeat(20)}functions: ${top(functions, 5)}`);
  }

  console.log(`\nStyle recalculations of more than ${RECALC_ELEMENTS} elements after the first second, and what invalidated styles in the 400 ms before:`);
  for (const recalc of spans.filter((event) => event.name === 'UpdateLayoutTree' && (event.args?.elementCount ?? 0) > RECALC_ELEMENTS && event.ts - t0 > 1_000_000)) {
    const causes = new Map<string, number>();
    for (const event of onMain) {
      if (!/InvalidationTracking/.test(event.name) || event.ts > recalc.ts || event.ts < recalc.ts - 400_000) continue;
      const data = event.args?.data ?? {};
      const where = (data.stackTrace ?? []).slice(0, 2).map((frame) => `${frame.functionName || '(anonymous)'}@${file(frame.url)}`).join(' < ');
      const key = `${String(data.reason ?? '')} ${String(data.nodeName ?? '')}${where ? ` from ${where}` : ''}`;
      causes.set(key, (causes.get(key) ?? 0) + 1);
    }
    console.log(`${at(recalc.ts)}  ${(recalc.dur! / 1000).toFixed(0).padStart(4)} ms  ${recalc.args!.elementCount} elements`);
    for (const [cause, count] of [...causes].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`${' '.repeat(20)}${count} × ${cause}`);
  }

  const total = (name: string) => spans.filter((event) => event.name === name).reduce((sum, event) => sum + event.dur! / 1000, 0).toFixed(0);
  console.log(
    `\nTotals (ms): style ${total('UpdateLayoutTree')}, layout ${total('Layout')}, paint ${total('Paint')}, HTML parse ${total('ParseHTML')}, ` +
      `script calls ${total('FunctionCall')}, microtasks ${total('RunMicrotasks')}, module evaluation ${total('v8.evaluateModule')}; ` +
      `${tasks.length} tasks over 50 ms, their blocking parts ${blocking.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
}
