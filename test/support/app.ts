import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '#server/app.ts';
import { loadConfig, type AppConfig } from '#server/config.ts';

/** The production app on the built bundle and the demo upstream (with fault injection), not listening. */
export async function buildTestApp(env: Record<string, string> = {}, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const config: AppConfig = loadConfig({ PUBLIC_ORIGIN: 'https://bim.example', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { logger: false, demoFaults: true, ...overrides });
  await app.ready();
  return app;
}
