// Runs inside the worker started by worker.ts: starts the demo upstream on a
// loopback port and reports where it listens and the rule ids that fit its data.
import { parentPort } from 'node:worker_threads';
import { startDemoUpstream } from './start.ts';

try {
  const demo = await startDemoUpstream({ host: '127.0.0.1', port: 0 });
  parentPort?.postMessage({ type: 'ready', origin: demo.origin, urls: demo.urls, ruleIds: demo.ruleIds });
} catch (error) {
  parentPort?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
