import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

export type PaginationItem = { kind: 'page'; page: number; near: boolean } | { kind: 'gap'; key: string };

/**
 * The page links to show: the first and last page, the current one and
 * `radius` pages either side of it, with a gap marker where pages are left
 * out. `near` marks the neighbours that narrow screens may hide.
 */
export function paginationItems(page: number, totalPages: number, radius = 1): PaginationItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const pages = new Set<number>([1, totalPages]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  // A gap of exactly one page is shown as that page: '1 … 3' would hide nothing useful.
  const sorted = [...pages].sort((a, b) => a - b);
  const filled: number[] = [];
  for (const p of sorted) {
    const previous = filled.at(-1);
    if (previous !== undefined && p - previous === 2) filled.push(previous + 1);
    filled.push(p);
  }
  const items: PaginationItem[] = [];
  for (const p of filled) {
    const previous = items.at(-1);
    if (previous?.kind === 'page' && p - previous.page > 1) items.push({ kind: 'gap', key: `gap-${p}` });
    items.push({ kind: 'page', page: p, near: p !== current && p !== 1 && p !== totalPages });
  }
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page, other query keys kept (the caller knows the URL scheme). */
  hrefFor: (page: number) => string;
  label?: string;
}

/** Page navigation made of real links, so every page is reachable without script and by crawlers. */
export function Pagination({ page, totalPages, hrefFor, label }: PaginationProps): ReactElement | null {
  const { t } = useTranslation();
  const items = paginationItems(page, totalPages);
  if (items.length === 0) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')} data-testid="pagination">
      {hasPrevious ? (
        <Link to={hrefFor(page - 1)} className="pagination__step" rel="prev" aria-label={t('pagination.previousPage')} data-testid="pagination-previous">
          <ChevronLeftIcon size={16} strokeWidth={2} />
          <span className="pagination__step-text">{t('pagination.previous')}</span>
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          <ChevronLeftIcon size={16} strokeWidth={2} />
          <span className="pagination__step-text">{t('pagination.previous')}</span>
        </span>
      )}
      <ul className="pagination__list">
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page} className={item.near ? 'pagination__item pagination__item--near' : 'pagination__item'}>
              {item.page === page ? (
                <span className="pagination__link" aria-current="page">
                  {/* A plain element takes no aria-label: the words are there for screen readers, the number for the eye. */}
                  <span className="visually-hidden">{t('pagination.page', { page: item.page })}</span>
                  <span aria-hidden="true">{item.page}</span>
                </span>
              ) : (
                <Link to={hrefFor(item.page)} className="pagination__link" aria-label={t('pagination.page', { page: item.page })} data-page={item.page}>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {hasNext ? (
        <Link to={hrefFor(page + 1)} className="pagination__step" rel="next" aria-label={t('pagination.nextPage')} data-testid="pagination-next">
          <span className="pagination__step-text">{t('pagination.next')}</span>
          <ChevronRightIcon size={16} strokeWidth={2} />
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          <span className="pagination__step-text">{t('pagination.next')}</span>
          <ChevronRightIcon size={16} strokeWidth={2} />
        </span>
      )}
    </nav>
  );
}
