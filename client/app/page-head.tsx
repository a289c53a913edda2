import { useLocation } from 'react-router';
import { useTranslation } from '#client/app/i18n.ts';
import { buildHeadTags } from '#shared/domain/head.ts';
import { useRootData } from '../hooks/use-root-data.ts';

export interface PageHeadProps {
  title: string;
  description: string;
  noindex?: boolean;
  image?: string;
}

/** Title, description, canonical, hreflang and Open Graph; React 19 hoists them into <head>. */
export function PageHead({ title, description, noindex, image }: PageHeadProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const root = useRootData();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const head = buildHeadTags({
    origin: root?.config.publicOrigin ?? '',
    pathname,
    lang,
    title,
    description,
    siteName: t('site.name'),
    noindex: noindex ?? false,
    ...(image ? { image } : {}),
  });
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((tag) =>
        tag.name ? <meta key={`n:${tag.name}`} name={tag.name} content={tag.content} /> : <meta key={`p:${tag.property}`} property={tag.property} content={tag.content} />,
      )}
      {head.links.map((link) => (
        <link key={`${link.rel}:${link.hrefLang ?? ''}`} rel={link.rel} href={link.href} hrefLang={link.hrefLang} />
      ))}
    </>
  );
}
