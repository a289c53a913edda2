import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** The process must be gone within this bound after the signal, grace period included, whatever is still in flight. */
  timeoutMs: number;
  /**
   * How long the server keeps serving everything but readiness after the signal,
   * so a load balancer (or Kubernetes) that polls /readyz takes the instance out
   * before the listener closes. 0 closes at once.
   */
  graceMs: number;
  exit: (code: number) => void;
}

/**
 * Graceful drain in two phases. Grace: /readyz answers 503 at once, every other
 * request is still served, and each response ends its keep-alive connection
 * (onSend in app.ts), so clients reconnect, through the balancer, elsewhere.
 * Drain: the listener closes, idle keep-alive sockets close, requests already
 * on a connection are served (not 503: return503OnClosing is off) and their
 * connections close after the response; then the process exits 0. At
 * timeoutMs after the signal it exits 1 anyway. Returns the trigger, idempotent.
 */
export function createShutdown(app: FastifyInstance, options: ShutdownOptions): (signal: string) => Promise<void> {
  let running: Promise<void> | null = null;
  return (signal: string) => {
    if (running) return running;
    app.readiness.ready = false;
    app.log.info({ signal, graceMs: options.graceMs }, 'shutting down: readiness is 503, still serving for the grace period');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out; exiting with requests still open');
      options.exit(1);
    }, options.timeoutMs);
    deadline.unref();
    running = new Promise<void>((resolve) => setTimeout(resolve, options.graceMs))
      .then(() => {
        app.log.info('grace period over: closing the listener, finishing in-flight requests');
        return app.close();
      })
      .then(() => {
        clearTimeout(deadline);
        app.log.info('shutdown complete');
        options.exit(0);
      })
      .catch((error: unknown) => {
        clearTimeout(deadline);
        app.log.error({ err: error }, 'shutdown failed');
        options.exit(1);
      });
    return running;
  };
}
