// Open-source nginx has no active health checks: it would keep sending requests to a
// replica that is draining, and then to its closed port. This watcher does what a
// cloud load balancer or a Kubernetes Service does with the readiness probe: it polls
// each replica's /readyz and writes nginx's upstream block, with a replica that is not
// ready marked `down`; nginx reloads when the block changes (deploy/compose/nginx-entry.sh).
// The portal's drain keeps serving for SHUTDOWN_GRACE_MS after readiness turns 503,
// longer than a poll and a reload take, so no request is sent to a closed port.
//
// Run in compose with the portal image's Node:
//   UPSTREAM_REPLICAS=http://portal-1:3000,http://portal-2:3000 UPSTREAM_FILE=/shared/upstream.conf node upstream-watch.ts
// The rolling-restart e2e test (test/e2e/rolling-restart.test.ts) runs the same code.
import { renameSync, writeFileSync } from 'node:fs';

export type Readiness = 'ready' | 'not-ready' | 'unknown';

/**
 * One probe. An answer decides (200: ready; 503 or a refused connection: not ready);
 * a probe that times out on a busy machine is 'unknown' and changes nothing, as a
 * load balancer's failure threshold would have it.
 */
export async function probeReadiness(origin: string, timeoutMs = 2_000): Promise<Readiness> {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status === 200 ? 'ready' : 'not-ready';
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? 'not-ready' : 'unknown';
  }
}

/** nginx's `upstream portal` block: every replica, those not ready marked down. */
export function upstreamBlock(replicas: string[], ready: ReadonlySet<string>): string {
  const servers = replicas.map((origin) => `  server ${new URL(origin).host}${ready.has(origin) ? '' : ' down'};`);
  return `upstream portal {\n${servers.join('\n')}\n  keepalive 16;\n}\n`;
}

export interface UpstreamWatch {
  /** The replicas routed to now. */
  ready(): string[];
  stop(): Promise<void>;
}

/** Polls every replica's readiness every pollMs and calls onChange with the new block whenever the ready set changes. */
export function watchUpstreams(options: { replicas: string[]; pollMs: number; initiallyReady?: string[]; onChange: (block: string, ready: string[]) => void }): UpstreamWatch {
  const ready = new Set(options.initiallyReady ?? []);
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const states = await Promise.all(options.replicas.map(async (replica) => [replica, await probeReadiness(replica)] as const));
      let changed = false;
      for (const [replica, state] of states) {
        if (state === 'ready' && !ready.has(replica)) {
          ready.add(replica);
          changed = true;
        } else if (state === 'not-ready' && ready.has(replica)) {
          ready.delete(replica);
          changed = true;
        }
      }
      if (changed && !stopped) options.onChange(upstreamBlock(options.replicas, ready), [...ready]);
      await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    }
  })();
  return {
    ready: () => [...ready],
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

if (import.meta.main) {
  const replicas = (process.env.UPSTREAM_REPLICAS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const file = process.env.UPSTREAM_FILE ?? '';
  if (replicas.length === 0 || !file) {
    console.error('upstream-watch: set UPSTREAM_REPLICAS (comma-separated origins) and UPSTREAM_FILE');
    process.exit(1);
  }
  const write = (block: string) => {
    // Atomic, so nginx never reads half a file.
    writeFileSync(`${file}.tmp`, block);
    renameSync(`${file}.tmp`, file);
  };
  write(upstreamBlock(replicas, new Set()));
  const watch = watchUpstreams({
    replicas,
    pollMs: Number(process.env.UPSTREAM_POLL_MS ?? 500),
    onChange: (block, ready) => {
      write(block);
      console.log(JSON.stringify({ msg: 'upstreams changed', ready }));
    },
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void watch.stop().then(() => process.exit(0)));
}
