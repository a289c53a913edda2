// The links the shell and several pages point to: site paths (language-neutral; the UI
// localises them), external pages, documents, the login and the account-host menu of spec §2.
// The footer's columns and social channels are in ./footer-links.ts (only the footer needs them).
// Labels are i18n keys of the 'common' namespace.

/** The public brand site; external pages and documents live there. */
export const BRAND_ORIGIN = 'https://bim-library.ru';

export interface SiteLink {
  id: string;
  /** Language-neutral path on this portal. */
  path: string;
  labelKey: string;
}

export interface ExternalLink {
  id: string;
  href: string;
  labelKey: string;
}

/** Main navigation of the default header and the mobile menu (spec §2). */
export const MAIN_NAV: readonly SiteLink[] = [
  { id: 'models', path: '/models', labelKey: 'nav.models' },
  { id: 'manufacturers', path: '/manufacturers', labelKey: 'nav.manufacturers' },
  { id: 'articles', path: '/articles', labelKey: 'nav.articles' },
  { id: 'plugins', path: '/plugins', labelKey: 'nav.plugins' },
  { id: 'for-manufacturers', path: '/for-manufacturers', labelKey: 'nav.forManufacturers' },
];

/** External pages the shell links to. */
export const EXTERNAL_LINKS = {
  careers: `${BRAND_ORIGIN}/careers/`,
  bimDevelopment: `${BRAND_ORIGIN}/store/bim-development/`,
  promotion: `${BRAND_ORIGIN}/promotion/`,
} as const;

/** Legal documents (footer). */
export const DOCUMENT_LINKS = {
  userAgreement: `${BRAND_ORIGIN}/documents/user-agreement.pdf`,
  privacyPolicy: `${BRAND_ORIGIN}/documents/privacy-policy.pdf`,
  offer: `${BRAND_ORIGIN}/documents/offer.pdf`,
} as const;

/** Where the login button sends the browser; the server route redirects to the external login page. */
export const LOGIN_PATH = '/auth/login';

/**
 * The login URL that brings the user back to `returnTo` afterwards. Only a
 * path on this site is kept (an absolute or protocol-relative URL would make an
 * open redirect), anything else falls back to the home page.
 */
export function loginHref(returnTo: string): string {
  const safe = isLocalPath(returnTo) ? returnTo : '/';
  return `${LOGIN_PATH}?return=${encodeURIComponent(safe)}`;
}

export function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !/[\r\n\t]/.test(value);
}

export interface AccountLink {
  id: string;
  labelKey: string;
  href: string;
}

/** Private-menu targets on the account host (spec §2), in menu order; `area` says who may see each (shared/domain/account-access.ts). */
export const ACCOUNT_PATHS: readonly { id: string; labelKey: string; path: string; area: 'personal' | 'company-statistics' }[] = [
  { id: 'home', labelKey: 'account.home', path: '', area: 'personal' },
  { id: 'messages', labelKey: 'account.messages', path: '/messages/', area: 'personal' },
  { id: 'models', labelKey: 'account.models', path: '/models/', area: 'personal' },
  { id: 'statistic-contacts', labelKey: 'account.statisticContacts', path: '/statistic/contacts/', area: 'company-statistics' },
  { id: 'statistic-users', labelKey: 'account.statisticUsers', path: '/statistic/users/', area: 'company-statistics' },
  { id: 'statistic-company-email', labelKey: 'account.statisticCompanyEmail', path: '/statistic/company/email/', area: 'company-statistics' },
];

/** The account-host URL of `path` ('' is the account home); a trailing slash on the base is ignored. */
export function accountHref(lkUrl: string, path: string): string {
  const base = lkUrl.replace(/\/+$/, '');
  if (path === '') return base === '' ? '/' : `${base}/`;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The private menu's links; `allows` filters them by area (every link when absent). */
export function accountLinks(lkUrl: string, allows: (area: 'personal' | 'company-statistics') => boolean = () => true): AccountLink[] {
  return ACCOUNT_PATHS.filter(({ area }) => allows(area)).map(({ id, labelKey, path }) => ({ id, labelKey, href: accountHref(lkUrl, path) }));
}

/** The GISP register of Russian industrial products (the /gisp page links to it). */
export const GISP_REGISTRY_URL = 'https://gisp.gov.ru/pp719v2/pub/prod/';
