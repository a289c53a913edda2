// A stand-in parse worker that misbehaves on purpose (server/ifc/parser-pool.ts must
// survive it): the first byte of the file says how. 'h' hangs, 'c' throws, 'x' exits,
// 'm' fills its heap, anything else answers like the real worker would.
import { parentPort } from 'node:worker_threads';
import type { ParseReply, ParseRequest } from '#server/ifc/parse-messages.ts';

const port = parentPort!;
port.postMessage({ type: 'ready' } satisfies ParseReply);
port.on('message', (request: ParseRequest) => {
  const how = String.fromCharCode(new Uint8Array(request.bytes)[0] ?? 0);
  if (how === 'h') for (;;);
  if (how === 'c') throw new Error('the worker crashed');
  if (how === 'x') process.exit(3);
  if (how === 'm') {
    const hoard: number[][] = [];
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_v, i) => i * 1.5));
  }
  port.postMessage({
    type: 'done',
    jobId: request.jobId,
    ms: 1,
    facts: { schema: 'IFC4', lengthUnit: { symbol: 'm', metres: 1 }, entities: [], mainProductId: null, productCount: 0, truncated: false },
  } satisfies ParseReply);
});
