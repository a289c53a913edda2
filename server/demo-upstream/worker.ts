// The demo upstream in a worker thread, for the production server's demo mode:
// its dataset lives in the worker's own heap and its request handling on the
// other core, so the BFF's memory and latency are the BFF's alone.
import { Worker } from 'node:worker_threads';
import type { UpstreamUrls } from '#server/upstream/hosts.ts';
import type { DemoRuleIds } from './start.ts';

export interface DemoUpstreamWorker {
  origin: string;
  urls: UpstreamUrls;
  ruleIds: DemoRuleIds;
  close(): Promise<void>;
}

type Ready = { type: 'ready'; origin: string; urls: UpstreamUrls; ruleIds: DemoRuleIds } | { type: 'error'; message: string };

export async function startDemoUpstreamWorker(options: { startTimeoutMs?: number } = {}): Promise<DemoUpstreamWorker> {
  // Its own heap bound: the server's tight --max-old-space-size is for the BFF, not for the demo's dataset.
  const worker = new Worker(new URL('./worker-entry.ts', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 768 } });
  const ready = await new Promise<Extract<Ready, { type: 'ready' }>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the demo upstream worker did not start in time')), options.startTimeoutMs ?? 30_000);
    worker.once('message', (message: Ready) => {
      clearTimeout(timer);
      if (message.type === 'ready') resolve(message);
      else reject(new Error(`the demo upstream worker failed: ${message.message}`));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return {
    origin: ready.origin,
    urls: ready.urls,
    ruleIds: ready.ruleIds,
    async close() {
      await worker.terminate();
    },
  };
}
