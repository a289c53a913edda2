// The address a person starting the server should open: the first line the server logs.
import type { AppConfig } from './config.ts';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

/** The configured front host, or this machine's own address on the port actually bound. */
export function addressToOpen(config: Pick<AppConfig, 'publicOrigin' | 'publicOriginFixed' | 'host'>, port: number): string {
  if (config.publicOriginFixed) return config.publicOrigin;
  const host = WILDCARD_HOSTS.has(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

/**
 * Fastify's listenTextResolver: it logs one line per address it listens on; the
 * first of them says what to open, the rest where else the server answers.
 */
export function listenText(config: Pick<AppConfig, 'publicOrigin' | 'publicOriginFixed' | 'host'>): (address: string) => string {
  let first = true;
  return (address) => {
    if (!first) return `also listening at ${address}`;
    first = false;
    const port = Number(/:(\d+)$/.exec(address)?.[1] ?? 0);
    return `portal ready: open ${addressToOpen(config, port)} (listening at ${address})`;
  };
}
