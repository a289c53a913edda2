import { useLocation } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { buildHeadTags } from '#shared/domain/head.ts';
import { isUtilityPath } from '#shared/domain/indexing.ts';
import { useRootData } from '../data/use-root-data.ts';
import { useLanguage } from '../i18n/use-language.ts';

export interface PageHeadProps {
  title: string;
  description: string;
  noindex?: boolean;
  /** With noindex: crawlers may still follow the page's links. */
  follow?: boolean;
  image?: string;
  /**
   * Query ('' or '?...') that is part of the page's identity, e.g. a catalogue
   * filter page: appended to the canonical, hreflang and og:url addresses.
   */
  canonicalSearch?: string;
}

/** Title, description, canonical, hreflang and Open Graph; React 19 hoists them into <head>. */
export function PageHead({ title, description, noindex, follow, image, canonicalSearch = '' }: PageHeadProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const root = useRootData();
  const lang = useLanguage();
  const head = buildHeadTags({
    origin: root?.config.publicOrigin ?? '',
    pathname,
    lang,
    title,
    description,
    siteName: t('site.name'),
    // Utility pages are never indexed, whatever the page asks for.
    noindex: (noindex ?? false) || isUtilityPath(pathname),
    follow: (follow ?? false) && !isUtilityPath(pathname),
    ...(image ? { image } : {}),
  });
  const withSearch = (href: string): string => (canonicalSearch ? href + canonicalSearch : href);
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((tag) =>
        tag.name ? <meta key={`n:${tag.name}`} name={tag.name} content={tag.content} /> : <meta key={`p:${tag.property}`} property={tag.property} content={tag.property === 'og:url' ? withSearch(tag.content) : tag.content} />,
      )}
      {head.links.map((link) => (
        <link key={`${link.rel}:${link.hrefLang ?? ''}`} rel={link.rel} href={withSearch(link.href)} hrefLang={link.hrefLang} />
      ))}
    </>
  );
}
