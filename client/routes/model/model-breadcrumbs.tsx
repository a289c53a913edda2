import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n.ts';

export interface Crumb {
  label: string;
  /** Absent on the current page's own crumb. */
  href?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export function ModelBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }): ReactElement {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('modelPage.breadcrumbs')} data-testid="breadcrumbs">
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, index) => (
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
  );
}
