// /metrics on its own listener (METRICS_PORT, loopback by default), never on the
// site's port: the exposition names the Node version, the routes, the upstream
// endpoints and the error counts, which are for ops, not for every visitor.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsServerOptions {
  host: string;
  port: number;
  /** The Prometheus text: this process's registry, or the sum over cluster workers. */
  exposition: () => Promise<string>;
  contentType: string;
  onError?: (error: unknown) => void;
}

export interface MetricsServer {
  /** Where it listens, e.g. http://127.0.0.1:9464. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves GET and HEAD /metrics and 404 for everything else. It does not keep the
 * process alive: shutdown is decided by the site's server.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    options.exposition().then(
      (text) => {
        response.writeHead(200, { 'content-type': options.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        options.onError?.(error);
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n');
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
