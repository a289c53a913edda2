// Runs inside a parse worker (entry: ./parse-worker.ts): loads web-ifc once, then
// reads one file per message and answers its facts or why it could not be read.
// Any failure ends with the model closed; the pool replaces a worker after a
// failed parse anyway, since web-ifc's memory may not be trusted after one.
import { parentPort, workerData } from 'node:worker_threads';
import { webIfc as W } from './web-ifc.ts';
import { extractFacts } from './extract-facts.ts';
import type { ParseReply, ParseRequest } from './parse-messages.ts';
import { stepEnvelopeProblem } from './step-envelope.ts';

const { wasmMemoryBytes } = workerData as { wasmMemoryBytes: number };
const port = parentPort!;
const api = new W.IfcAPI();
await api.Init(undefined, true);
api.SetLogLevel(W.LogLevel.LOG_LEVEL_OFF);
port.postMessage({ type: 'ready' } satisfies ParseReply);

port.on('message', (request: ParseRequest) => {
  const started = performance.now();
  const data = new Uint8Array(request.bytes);
  const problem = stepEnvelopeProblem(data);
  if (problem) {
    port.postMessage({ type: 'failed', jobId: request.jobId, reason: 'malformed', message: problem, touched: false } satisfies ParseReply);
    return;
  }
  let modelID = -1;
  try {
    modelID = api.OpenModel(data, { MEMORY_LIMIT: wasmMemoryBytes, COORDINATE_TO_ORIGIN: false });
    if (modelID < 0) throw new Error('web-ifc could not open the model');
    const facts = extractFacts(api, modelID);
    if (!facts.entities.some((entity) => entity.role === 'project')) throw new Error('the file has no IfcProject');
    port.postMessage({ type: 'done', jobId: request.jobId, facts, ms: performance.now() - started } satisfies ParseReply);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ type: 'failed', jobId: request.jobId, reason: 'malformed', message: message.slice(0, 300), touched: true } satisfies ParseReply);
  } finally {
    if (modelID >= 0) {
      try {
        api.CloseModel(modelID);
      } catch {
        // The pool replaces this worker after a failure; nothing to keep.
      }
    }
  }
});
