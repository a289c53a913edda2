// npm run bench:ifc — what reading IFC files costs (issue 24 §2): a parse worker's
// start, a cold parse of each fixture (and of a generated large file), and what 20
// concurrent cold parses do to the main thread while it keeps "rendering pages"
// (a 5 ms synchronous task every 20 ms, as page renders are). Prints a table;
// figures depend on the machine's load: quote `uptime` with them.
import { readFileSync, readdirSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { createParserPool } from '../server/ifc/parser-pool.ts';

const FIXTURES = new URL('../test/fixtures/ifc/', import.meta.url);
const BIG_PRODUCTS = Number(process.env.IFC_BENCH_PRODUCTS ?? 20_000);

/** A large but ordinary file: one storey of proxies, each with a property set of five properties. */
function generated(products: number): Buffer {
  const lines = [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('bench'),'2;1');",
    "FILE_NAME('bench.ifc','2026-01-01T00:00:00',(''),(''),'','','');",
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
    "#1=IFCPROJECT('0BvctVUKr0kugbFTf53O9L',$,'Bench',$,$,$,$,$,#2);",
    '#2=IFCUNITASSIGNMENT((#3));',
    '#3=IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.);',
    "#4=IFCSITE('1BvctVUKr0kugbFTf53O9L',$,'Site',$,$,$,$,$,.ELEMENT.,$,$,$,$,$);",
    "#5=IFCBUILDINGSTOREY('2BvctVUKr0kugbFTf53O9L',$,'Level',$,$,$,$,$,.ELEMENT.,0.);",
    "#6=IFCRELAGGREGATES('3BvctVUKr0kugbFTf53O9L',$,$,$,#1,(#4));",
    "#7=IFCRELAGGREGATES('4BvctVUKr0kugbFTf53O9L',$,$,$,#4,(#5));",
  ];
  const ids: string[] = [];
  let at = 100;
  for (let n = 0; n < products; n += 1) {
    const product = at;
    lines.push(`#${at}=IFCBUILDINGELEMENTPROXY('P${String(n).padStart(21, '0')}',$,'Proxy ${n}',$,$,$,$,$,$);`);
    const props = [1, 2, 3, 4, 5].map((k) => `#${at + k}=IFCPROPERTYSINGLEVALUE('Property${k}',$,IFCLABEL('Value ${n}-${k}'),$);`);
    lines.push(...props);
    lines.push(`#${at + 6}=IFCPROPERTYSET('S${String(n).padStart(21, '0')}',$,'Pset_BuildingElementProxyCommon',$,(${[1, 2, 3, 4, 5].map((k) => `#${at + k}`).join(',')}));`);
    lines.push(`#${at + 7}=IFCRELDEFINESBYPROPERTIES('R${String(n).padStart(21, '0')}',$,$,$,(#${product}),#${at + 6});`);
    ids.push(`#${product}`);
    at += 8;
  }
  lines.push(`#${at}=IFCRELCONTAINEDINSPATIALSTRUCTURE('5BvctVUKr0kugbFTf53O9L',$,$,$,(${ids.join(',')}),#5);`);
  lines.push('ENDSEC;', 'END-ISO-10303-21;');
  return Buffer.from(lines.join('\n'), 'latin1');
}

/** A 5 ms "render" every 20 ms on the main thread; `stop` ends it and says how late each one started. */
function startRenderLoop(): { stop(): { p50: number; p99: number; max: number; count: number } } {
  const lateness: number[] = [];
  let expected = performance.now() + 20;
  const timer = setInterval(() => {
    const now = performance.now();
    lateness.push(Math.max(0, now - expected));
    expected = now + 20;
    const until = now + 5;
    while (performance.now() < until);
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      lateness.sort((a, b) => a - b);
      const at = (q: number) => lateness[Math.min(lateness.length - 1, Math.floor(q * lateness.length))] ?? 0;
      return { p50: at(0.5), p99: at(0.99), max: lateness.at(-1) ?? 0, count: lateness.length };
    },
  };
}

/** Runs the render loop for a while, nothing else on the main thread, and reports how late it started. */
async function renderLateness(durationMs: number): Promise<{ p50: number; p99: number; max: number }> {
  const loop = startRenderLoop();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  return loop.stop();
}

function ms(value: number): string {
  return `${value.toFixed(0)} ms`;
}

async function main(): Promise<void> {
  console.log(`load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  const files: Array<{ name: string; bytes: Buffer }> = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.ifc'))
    .map((name) => ({ name, bytes: readFileSync(new URL(name, FIXTURES)) }));
  files.push({ name: `generated (${BIG_PRODUCTS} proxies)`, bytes: generated(BIG_PRODUCTS) });

  // A worker's start: loading web-ifc and compiling its WebAssembly, once per worker.
  const starter = createParserPool({ size: 1 });
  let started = performance.now();
  await starter.parse(new Uint8Array(files.find((f) => f.name === 'door-complete.ifc')!.bytes));
  const workerStart = performance.now() - started;
  console.log(`\nworker start + first small parse: ${ms(workerStart)}`);

  console.log('\nfile                                   size        cold parse (worker warm)   outcome');
  for (const file of files) {
    started = performance.now();
    const outcome = await starter.parse(new Uint8Array(file.bytes));
    const took = performance.now() - started;
    const what = outcome.ok ? `ok, ${outcome.facts.entities.length} entities${outcome.facts.truncated ? ' (bounded)' : ''}` : outcome.reason;
    console.log(`${file.name.padEnd(38)} ${`${(file.bytes.length / 1024).toFixed(0)} KB`.padStart(10)}  ${ms(took).padStart(24)}   ${what}`);
  }
  await starter.close();

  // The same "rendering" with no parse at all: what the machine's load alone does to it.
  const baseline = await renderLateness(3_000);
  console.log(`\nno parse (baseline, 3 s): a 5 ms "render" every 20 ms started late by p50 ${baseline.p50.toFixed(1)} ms, p99 ${baseline.p99.toFixed(1)} ms, max ${baseline.max.toFixed(1)} ms`);

  // 20 concurrent cold parses (a fresh pool: its workers start too) while the main thread renders.
  const pool = createParserPool();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const render = startRenderLoop();
  delay.enable();
  started = performance.now();
  const big = files.at(-1)!.bytes;
  const outcomes = await Promise.all(Array.from({ length: 20 }, (_v, n) => pool.parse(new Uint8Array(n === 0 ? big : files[n % (files.length - 1)]!.bytes))));
  const elapsed = performance.now() - started;
  delay.disable();
  const late = render.stop();
  await pool.close();
  console.log(`\n20 concurrent cold parses (pool of 2, one of them the generated file): all done in ${ms(elapsed)}, ${outcomes.filter((o) => o.ok).length} read`);
  console.log(`main thread during them: event-loop delay p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`);
  console.log(`a 5 ms "render" every 20 ms started late by p50 ${late.p50.toFixed(1)} ms, p99 ${late.p99.toFixed(1)} ms, max ${late.max.toFixed(1)} ms (${late.count} renders)`);
}

await main();
