// Debian's nginx in front of portal replicas on loopback, for the rolling-restart test,
// with the shipped proxy settings (deploy/nginx/proxy.conf) and the shipped readiness
// watcher (deploy/compose/upstream-watch.ts): a replica whose /readyz is not 200 is
// marked down and nginx reloads, as in deploy/compose.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { upstreamBlock, watchUpstreams } from '../../deploy/compose/upstream-watch.ts';
import { waitFor } from './portal-process.ts';

export const NGINX_PATH = '/usr/sbin/nginx';
const PROXY_SNIPPET = path.resolve('deploy/nginx/proxy.conf');

export interface Balancer {
  origin: string;
  /** Which replicas nginx currently routes to. */
  up(): string[];
  /** How many times the upstream block changed (each change is a reload). */
  reloads(): number;
  close(): Promise<void>;
}

export interface BalancerOptions {
  port: number;
  /** Replica origins, e.g. http://127.0.0.1:4001; all ready at start. */
  replicas: string[];
  /** How often /readyz is polled. */
  pollMs: number;
  /** Extra directives for the proxied location, e.g. `proxy_next_upstream off;`. */
  locationExtra?: string;
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  if (!existsSync(NGINX_PATH)) throw new Error(`${NGINX_PATH} is missing: run sh scripts/ensure-test-tools.sh (it says how to install Debian's nginx)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  // nginx started by root runs its workers as nobody: they must reach the temp paths.
  chmodSync(dir, 0o755);
  const upstreamFile = path.join(dir, 'upstream.conf');
  const errorLog = path.join(dir, 'error.log');
  writeFileSync(upstreamFile, upstreamBlock(options.replicas, new Set(options.replicas)));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  include ${upstreamFile};
  server {
    listen 127.0.0.1:${options.port};
    location / {
      include ${PROXY_SNIPPET};
      ${options.locationExtra ?? ''}
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
      try {
        return (await fetch(`${origin}/healthz`)).ok ? true : null;
      } catch {
        return null;
      }
    },
    10_000,
    'nginx to answer',
  );

  let reloads = 0;
  const watch = watchUpstreams({
    replicas: options.replicas,
    pollMs: options.pollMs,
    initiallyReady: options.replicas,
    onChange: (block) => {
      writeFileSync(upstreamFile, block);
      // SIGHUP: nginx starts workers on the new configuration and lets the old ones finish their requests.
      child.kill('SIGHUP');
      reloads += 1;
    },
  });

  return {
    origin,
    up: () => watch.ready(),
    reloads: () => reloads,
    async close() {
      await watch.stop();
      // SIGQUIT: nginx's graceful stop.
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
