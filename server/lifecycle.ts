import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** The process must be gone within this bound, whatever is still in flight. */
  timeoutMs: number;
  exit: (code: number) => void;
}

/**
 * Graceful drain: readiness answers 503 at once, the listener stops accepting,
 * idle keep-alive sockets close, in-flight requests finish, then the process
 * exits; after timeoutMs it exits anyway. Returns the trigger, idempotent.
 */
export function createShutdown(app: FastifyInstance, options: ShutdownOptions): (signal: string) => Promise<void> {
  let running: Promise<void> | null = null;
  return (signal: string) => {
    if (running) return running;
    app.readiness.ready = false;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out; exiting with requests still open');
      options.exit(1);
    }, options.timeoutMs);
    deadline.unref();
    running = app
      .close()
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
