import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RenderAssets, RenderFunction } from '#shared/api/render.ts';

export interface DevRenderer {
  loadRender: () => Promise<RenderFunction>;
  assets: () => Promise<RenderAssets>;
}

/**
 * `npm run dev`: Vite in middleware mode inside Fastify. The SSR module is
 * loaded through Vite on each request, so edits show up without a restart;
 * the browser gets HMR over Vite's websocket.
 */
export async function registerViteDev(app: FastifyInstance): Promise<DevRenderer> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());


  return {
    loadRender: async () => ((await vite.ssrLoadModule('/client/entry.server.tsx')) as { render: RenderFunction }).render,
    assets: async () => ({
      bootstrapModules: ['/@vite/client', '/client/dev-preamble.ts', '/client/entry.client.tsx'],
      styles: ['/client/styles/app.css'],
      // Vite serves a page's stylesheets as such when a <link> asks for them.
      routeStyles: devRouteStyles(),
      routeChunks: {},
    }),
  };
}

/** The stylesheets each page folder's styles.ts imports, keyed by its route module (docs/decisions/0031). */
function devRouteStyles(): Record<string, string[]> {
  const styles: Record<string, string[]> = {};
  for (const page of readdirSync('client/routes', { withFileTypes: true })) {
    const file = path.join('client/routes', page.name, 'styles.ts');
    if (!page.isDirectory() || !existsSync(file)) continue;
    const imports = [...readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map((match) => `/${path.posix.join('client/routes', page.name, match[1] ?? '')}`);
    styles[`client/routes/${page.name}/route.tsx`] = imports;
  }
  return styles;
}
