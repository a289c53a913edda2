// `npm run upstream:demo`: runs the demo upstream on its own and prints the environment
// to point the portal at it. Reads PORT (default 4000), HOST (default 127.0.0.1) and
// DEMO_SEED (optional).

import { UPSTREAM_ENV_KEYS, UPSTREAM_HOSTS } from '#server/upstream/hosts.ts';
import { startDemoUpstream } from './start.ts';

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be 0..65535, got '${value}'`);
  return port;
}

function readSeed(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`DEMO_SEED must be an integer, got '${value}'`);
  return seed;
}

const upstream = await startDemoUpstream({
  port: readPort(process.env.PORT),
  host: process.env.HOST || '127.0.0.1',
  ...(readSeed(process.env.DEMO_SEED) !== undefined ? { seed: readSeed(process.env.DEMO_SEED) } : {}),
});

const lines = UPSTREAM_HOSTS.map((host) => `${UPSTREAM_ENV_KEYS[host]}=${upstream.urls[host]}`);
process.stdout.write(
  `Demo upstream listening on ${upstream.origin} (${upstream.dataset.models.length} models, ${upstream.dataset.companies.length} companies, generated in ${Math.round(upstream.generationMs)} ms).\nSet:\n${lines.join('\n')}\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    upstream.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
