import { absoluteOn } from './url.ts';
import { localisePath, type Language } from './language.ts';

export interface HeadInput {
  origin: string;
  pathname: string;
  lang: Language;
  title: string;
  description: string;
  siteName: string;
  /** The 404 page and other pages crawlers must not index. */
  noindex?: boolean;
  /** With noindex: crawlers may still follow the page's links (a catalogue filter leads to models worth indexing). */
  follow?: boolean;
  image?: string;
}

export interface HeadTags {
  title: string;
  meta: Array<{ name?: string; property?: string; content: string }>;
  links: Array<{ rel: string; href: string; hrefLang?: string }>;
}

const OG_LOCALE: Record<Language, string> = { ru: 'ru_RU', en: 'en_US' };

/**
 * Title, description, canonical (front host + path), hreflang alternates for
 * ru, en and x-default (the Russian page), and Open Graph tags for one page.
 */
export function buildHeadTags(input: HeadInput): HeadTags {
  const origin = input.origin.replace(/\/+$/, '');
  const canonical = origin + input.pathname;
  const ru = origin + localisePath(input.pathname, 'ru');
  const en = origin + localisePath(input.pathname, 'en');
  const fullTitle = input.title === input.siteName ? input.title : `${input.title} — ${input.siteName}`;
  const meta: HeadTags['meta'] = [
    { name: 'description', content: input.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[input.lang] },
  ];
  // Crawlers need an absolute address; in demo mode uploads are paths on this site.
  if (input.image) meta.push({ property: 'og:image', content: absoluteOn(origin, input.image) });
  if (input.noindex) meta.push({ name: 'robots', content: input.follow ? 'noindex, follow' : 'noindex, nofollow' });
  const links: HeadTags['links'] = input.noindex
    ? []
    : [
        { rel: 'canonical', href: canonical },
        { rel: 'alternate', hrefLang: 'ru', href: ru },
        { rel: 'alternate', hrefLang: 'en', href: en },
        { rel: 'alternate', hrefLang: 'x-default', href: ru },
      ];
  return { title: fullTitle, meta, links };
}
