import type { Language } from '../domain/language.ts';

/**
 * The one door through which route loaders get data. On the server it is the
 * services layer in-process; in the browser it is a thin client over /api/*.
 * Both implement this interface, so a page and its client-side navigation
 * share one loader.
 */
export interface ApiPort {
  /** The logged-in user's view of the session; per user, never shared-cached. */
  getSession(): Promise<SessionView>;
}

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  avatar: string;
  countNewMessage: number;
  registered: boolean;
  createdAt: string;
  company: { id: string; nameFull: string; nameShort: string } | null;
}

export interface SessionView {
  user: SessionUser | null;
}

/** Public, non-secret configuration the browser needs (links to the account and admin hosts). */
export interface PublicConfig {
  publicOrigin: string;
  lkUrl: string;
  adminUrl: string;
  /** Where the uploads host serves images from, for <img src>. */
  uploadsUrl: string;
}

/** What the root route's loader returns; every layout reads it with useRouteLoaderData('root'). */
export interface RootData {
  lang: Language;
  session: SessionView;
  config: PublicConfig;
}
