import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { TranslationProvider } from '#client/app/i18n/i18n.ts';
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, type RouteObject } from 'react-router';
import type { RootData, SessionUser } from '#shared/api/port.ts';
import { NO_ANALYTICS_TAGS } from '#shared/domain/analytics-tags.ts';
import { NO_CHAT } from '#shared/domain/chat.ts';
import type { Language } from '#shared/domain/language.ts';
import { createI18n } from '../../support/i18n-texts.ts';
import { loadDeferred } from '#client/app/deferred/deferred.tsx';

export const TEST_CONFIG: RootData['config'] = {
  publicOrigin: 'https://portal.test',
  lkUrl: 'https://lk.portal.test/',
  adminUrl: 'https://admin.portal.test',
  uploadsUrl: 'https://uploads.portal.test/uploads',
  avatarsOrigin: 'https://api.portal.test',
  analytics: NO_ANALYTICS_TAGS,
  chat: NO_CHAT,
  comments: null,
};

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'ivan@example.test',
    firstName: 'Иван',
    lastName: 'петров',
    avatar: 'Avatar3',
    countNewMessage: 5,
    registered: true,
    createdAt: '2024-05-01T00:00:00Z',
    company: null,
    permissions: [],
    modulePermissions: {},
    ...overrides,
  };
}

export interface RenderOptions {
  path: string;
  lang: Language;
  user?: SessionUser | null;
  /** Wraps the page, like a layout route. */
  layout?: ComponentType;
  page?: ComponentType;
  /** Render without root data, as when the root loader failed. */
  noRootData?: boolean;
}

function Page() {
  return <p data-testid="page">page body</p>;
}

/** Server-renders a component tree through React Router's static handler, as the SSR entry does. */
export async function renderShell(options: RenderOptions): Promise<string> {
  const rootData: RootData = { lang: options.lang, session: { user: options.user ?? null }, config: TEST_CONFIG };
  const Leaf = options.page ?? Page;
  const leaves: RouteObject[] = [
    { index: true, Component: Leaf },
    { path: '*', Component: Leaf },
  ];
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => (options.noRootData ? null : rootData),
      Component: Outlet,
      children: options.layout ? [{ Component: options.layout, children: leaves }] : leaves,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${options.path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // As the server does: deferred parts render whole once their modules are loaded.
  await loadDeferred();
  return renderToString(
    <TranslationProvider translator={createI18n(options.lang)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </TranslationProvider>,
  );
}

/** The opening tag of the first element carrying `attribute` (e.g. 'data-testid="login"'). */
export function tagWith(html: string, attribute: string): string {
  const at = html.indexOf(attribute);
  if (at < 0) throw new Error(`no element with ${attribute}`);
  const start = html.lastIndexOf('<', at);
  const end = html.indexOf('>', at);
  return html.slice(start, end + 1);
}

export function attr(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? null : match[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}
