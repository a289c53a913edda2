import type { ReactNode } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { PageHead } from '../app/shell/page-head.tsx';

export interface PageIntroProps {
  /** i18n key under pages.* */
  page: string;
  /** Values for the title/description (e.g. a model name). */
  values?: Record<string, string | number>;
  /** The page's own title and description (an article's, a company's) in place of the generic texts. */
  own?: { title: string; description: string } | null;
  /** A deep page's trail between the home page and itself (its own crumb is added). */
  crumbs?: readonly Crumb[];
  /** Keep the page out of search results (a page that duplicates another). */
  noindex?: boolean;
  children?: ReactNode;
}

/** Head tags, the page heading and its lead paragraph, all from the page's i18n entry. */
export function PageIntro({ page, values, own, crumbs, noindex, children }: PageIntroProps) {
  const { t } = useTranslation();
  const title = own?.title || t(`pages.${page}.title`, { ...values });
  const description = own?.description || t(`pages.${page}.description`, { ...values });
  return (
    <>
      <PageHead title={title} description={description} {...(noindex ? { noindex } : {})} />
      <section className="container page-intro">
        {crumbs ? <Breadcrumbs crumbs={[...crumbs, { label: title }]} /> : null}
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">{description}</p>
        {children}
      </section>
    </>
  );
}
