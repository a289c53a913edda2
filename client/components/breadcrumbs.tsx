import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { useLocalizedPath } from '#client/app/i18n/use-language.ts';
import { usePublicOrigin } from '#client/app/data/use-root-data.ts';
import { JsonLd } from '#client/app/shell/json-ld.tsx';

export interface Crumb {
  label: string;
  /** The crumb's page (already localised); absent on the current page's own crumb. */
  href?: string;
}

/**
 * The visible trail of a deep page, from the home page to the page itself, and
 * the same trail as schema.org BreadcrumbList for search engines.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }): ReactElement {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const origin = usePublicOrigin();
  const { pathname } = useLocation();
  const trail: Crumb[] = [{ label: t('breadcrumbs.home'), href: localize('/') }, ...crumbs];
  // The current page's crumb is not a link, but search engines get its address too.
  const urlOf = (crumb: Crumb): string | undefined => (origin ? origin + (crumb.href ?? pathname) : undefined);
  return (
    <>
      <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')} data-testid="breadcrumbs">
        <ol className="breadcrumbs__list">
          {trail.map((crumb, index) => (
            <li key={`${index}:${crumb.label}`} className="breadcrumbs__item">
              {crumb.href ? (
                <Link to={crumb.href} className="breadcrumbs__link">
                  {crumb.label}
                </Link>
              ) : (
                <span className="breadcrumbs__current" aria-current="page">
                  {crumb.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd kind="breadcrumbList" input={trail.map((crumb) => ({ name: crumb.label, ...(urlOf(crumb) ? { url: urlOf(crumb) } : {}) }))} />
    </>
  );
}
