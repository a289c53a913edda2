import type { ReactNode } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { PageHead } from '#client/app/shell/page-head.tsx';

export interface ContentHeroProps {
  /** i18n key under pages.* for the title and description. */
  page: string;
  eyebrow: string;
  lead: string;
  children?: ReactNode;
}

/** Head tags and the opening block of a content page: eyebrow, heading, lead, and the page's first actions. */
export function ContentHero({ page, eyebrow, lead, children }: ContentHeroProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  return (
    <>
      <PageHead title={title} description={t(`pages.${page}.description`)} />
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
