import type { ReactNode } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { PageHead } from '#client/app/shell/page-head.tsx';
import { JsonLd } from '#client/app/shell/json-ld.tsx';
import type { PageInput } from '#client/app/shell/json-ld-script.tsx';

export interface ContentHeroProps {
  /** i18n key under pages.* for the title and description. */
  page: string;
  eyebrow: string;
  lead: string;
  children?: ReactNode;
  /** What the page is to schema.org (JSON-LD named and described as its head): a plain WebPage unless it says. */
  structuredData?: Omit<PageInput, 'name' | 'description'>;
}

/** Head tags and the opening block of a content page: eyebrow, heading, lead, and the page's first actions. */
export function ContentHero({ page, eyebrow, lead, children, structuredData = { kind: 'WebPage' } }: ContentHeroProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  return (
    <>
      <PageHead title={title} description={t(`pages.${page}.description`)} />
      <JsonLd kind="webPage" input={{ ...structuredData, name: title, description: t(`pages.${page}.description`) }} />
      <header className="content-hero">
        <div className="container">
          <p className="content-hero__eyebrow">{eyebrow}</p>
          <h1 className="page-title">{title}</h1>
          <p className="content-hero__lead">{lead}</p>
          {children ? <div className="content-hero__actions">{children}</div> : null}
        </div>
      </header>
    </>
  );
}
