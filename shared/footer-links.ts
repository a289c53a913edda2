// The footer's columns and the social channels of spec §2, apart from ./links.ts so the pages
// that link a document or the login do not load the footer's lists (the footer is a deferred part).
// Labels are i18n keys of the 'common' namespace.
import { DOCUMENT_LINKS, EXTERNAL_LINKS, type ExternalLink } from './links.ts';

export type SocialKind = 'messenger' | 'video' | 'social' | 'blog';

export interface SocialLink extends ExternalLink {
  kind: SocialKind;
}

/** The four channels of spec §2: messenger channel, video channel, social network, blog platform. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'telegram', kind: 'messenger', href: 'https://t.me/bim_library', labelKey: 'social.telegram' },
  { id: 'youtube', kind: 'video', href: 'https://www.youtube.com/@bim-library', labelKey: 'social.youtube' },
  { id: 'vk', kind: 'social', href: 'https://vk.com/bim_library', labelKey: 'social.vk' },
  { id: 'dzen', kind: 'blog', href: 'https://dzen.ru/bim_library', labelKey: 'social.dzen' },
];

/** Footer columns; `path` entries are portal pages, `href` entries are external. */
export interface FooterLink {
  id: string;
  labelKey: string;
  path?: string;
  href?: string;
  /** A document this server serves outside the pages (the read API's description). */
  document?: string;
}

export interface FooterColumn {
  id: string;
  titleKey: string;
  links: readonly FooterLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    id: 'portal',
    titleKey: 'footer.columns.portal',
    links: [
      { id: 'main', labelKey: 'footer.links.mainSite', path: '/' },
      { id: 'models', labelKey: 'footer.links.models', path: '/models' },
      { id: 'manufacturers', labelKey: 'footer.links.manufacturers', path: '/manufacturers' },
      { id: 'articles', labelKey: 'footer.links.articles', path: '/articles' },
      { id: 'api', labelKey: 'footer.links.api', document: '/api/docs' },
    ],
  },
  {
    id: 'company',
    titleKey: 'footer.columns.company',
    links: [
      { id: 'about', labelKey: 'footer.links.about', path: '/about' },
      { id: 'cases', labelKey: 'footer.links.cases', path: '/cases' },
      { id: 'statreport', labelKey: 'footer.links.statreport', path: '/statreport' },
      { id: 'support', labelKey: 'footer.links.support', path: '/about#support' },
      { id: 'careers', labelKey: 'footer.links.careers', href: EXTERNAL_LINKS.careers },
    ],
  },
  {
    id: 'documents',
    titleKey: 'footer.columns.documents',
    links: [
      { id: 'user-agreement', labelKey: 'footer.links.userAgreement', href: DOCUMENT_LINKS.userAgreement },
      { id: 'privacy-policy', labelKey: 'footer.links.privacyPolicy', href: DOCUMENT_LINKS.privacyPolicy },
      { id: 'offer', labelKey: 'footer.links.offer', href: DOCUMENT_LINKS.offer },
    ],
  },
];
