import { useEffect, type ReactElement } from 'react';
import { Form, Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { registerLanguageTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage, useLocalizedPath } from '#client/app/i18n/use-language.ts';
import { revalidateOn } from '#client/app/data/revalidation.ts';
import { PageIntro } from '#client/components/page-intro.tsx';
import { COMPARE_MAX_MODELS } from '#shared/constants.ts';
import { COMPARE_IDS_QUERY } from '#shared/domain/compare-set.ts';
import { COMPARE_ONLY_DIFFERENCES_QUERY, compareHref } from '#shared/domain/compare-address.ts';
import { deferred } from '#client/app/deferred/deferred.tsx';
import { COMPARE_CHECK_QUERY, loadComparePage, type ComparePageData } from './compare-data.ts';

// The table shows on the first paint but runs nothing a visitor needs at once (docs/decisions/0018).
const CompareTable = deferred(() => import('./compare-table.tsx'), 'CompareTable');

// This page's own texts, in the page language only (see registerLanguageTexts).
registerLanguageTexts('compare', {
  ru: () => import('#shared/i18n/texts/compare.ts?lang=ru'),
  en: () => import('#shared/i18n/texts/compare.ts?lang=en'),
});

export function loader(args: LoaderFunctionArgs): Promise<ComparePageData> {
  return loadComparePage(args);
}

/** The data follows the ids, the IDS check and the language; the "only differences" switch filters it in place. */
export const shouldRevalidate = revalidateOn((url) => `${url.searchParams.get(COMPARE_IDS_QUERY)}|${url.searchParams.get(COMPARE_CHECK_QUERY)}`);

function DroppedNote({ dropped }: { dropped: ComparePageData['dropped'] }): ReactElement | null {
  const { t } = useTranslation();
  const notes = [
    dropped.invalid.length > 0 ? t('compare.droppedInvalid', { list: dropped.invalid.join(', ') }) : null,
    dropped.cut.length > 0 ? t('compare.droppedCut', { list: dropped.cut.join(', '), max: COMPARE_MAX_MODELS }) : null,
    dropped.missing.length > 0 ? t('compare.droppedMissing', { list: dropped.missing.join(', ') }) : null,
    dropped.failed.length > 0 ? t('compare.droppedFailed', { list: dropped.failed.join(', ') }) : null,
  ].filter((note): note is string => note !== null);
  if (notes.length === 0) return null;
  return (
    <div className="compare-page__dropped" role="status" data-testid="compare-dropped">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}

/** Issue 24 §4: the compared models side by side. */
export function Component(): ReactElement {
  const { models, dropped, offered, checkId } = useLoaderData() as ComparePageData;
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const asked = query.has(COMPARE_IDS_QUERY);
  const onlyDifferences = query.get(COMPARE_ONLY_DIFFERENCES_QUERY) === '1';

  useEffect(() => {
    // The bare address shows the visitor's stored set. An address with ids (a shared link, a step
    // back in history) is shown as it is and leaves the stored set alone; removing a model from the
    // table takes it out of both (compare-table.tsx).
    // The store's module comes after the first paint: this page has no toggle to show at once.
    if (asked) return;
    let current = true;
    void import('#client/hooks/use-compared-ids.ts').then(({ comparedIds }) => {
      if (current && comparedIds().length > 0) void navigate(compareHref(comparedIds(), lang), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [asked, lang, navigate]);

  const ids = models.map((model) => String(model.id));
  const withCheck = (href: string) => (checkId ? `${href}${href.includes('?') ? '&' : '?'}${COMPARE_CHECK_QUERY}=${checkId}` : href);
  const removeHref = (id: number) => withCheck(compareHref(ids.filter((other) => other !== String(id)), lang, onlyDifferences));
  const cataloguePath = localize('/models');

  return (
    <div className="compare-page" data-testid="compare-page">
      <PageIntro page="compare" noindex crumbs={[{ label: t('compare.catalogue'), href: cataloguePath }]} />
      <div className="container compare-page__body">
        <DroppedNote dropped={dropped} />
        {models.length === 0 ? (
          <div className="compare-page__empty" data-testid="compare-empty">
            <h2>{t('compare.empty')}</h2>
            <p>{t('compare.emptyHint', { max: COMPARE_MAX_MODELS })}</p>
            <Link className="button button--primary" to={cataloguePath}>
              {t('compare.toCatalogue')}
            </Link>
          </div>
        ) : (
          <>
            <div className="compare-toolbar">
              <nav className="compare-toolbar__view" aria-label={t('compare.view')}>
                <Link className={onlyDifferences ? 'chip' : 'chip is-active'} to={withCheck(compareHref(ids, lang, false))} aria-current={onlyDifferences ? undefined : 'page'} data-testid="compare-all">
                  {t('compare.all')}
                </Link>
                <Link className={onlyDifferences ? 'chip is-active' : 'chip'} to={withCheck(compareHref(ids, lang, true))} aria-current={onlyDifferences ? 'page' : undefined} data-testid="compare-only-differences">
                  {t('compare.onlyDifferences')}
                </Link>
              </nav>
              {offered.length > 0 ? (
                // A GET form: its address can be shared, and without JavaScript the browser sends it.
                <Form className="compare-check" method="get" action={pathname} data-testid="compare-check" preventScrollReset>
                  <input type="hidden" name={COMPARE_IDS_QUERY} value={ids.join('-')} />
                  {onlyDifferences ? <input type="hidden" name={COMPARE_ONLY_DIFFERENCES_QUERY} value="1" /> : null}
                  <label className="compare-check__label">
                    <span>{t('compare.check')}</span>
                    <select name={COMPARE_CHECK_QUERY} defaultValue={checkId ?? ''} className="select">
                      <option value="">{t('compare.checkNone')}</option>
                      {offered.map((item) => (
                        <option key={item.id} value={item.id}>
                          {item.title}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="submit" className="button button--secondary">
                    {t('compare.checkApply')}
                  </button>
                </Form>
              ) : null}
              {models.length < COMPARE_MAX_MODELS ? (
                <Link className="compare-toolbar__add" to={cataloguePath}>
                  {t('compare.add')}
                </Link>
              ) : null}
            </div>
            <CompareTable models={models} checked={checkId !== null} onlyDifferences={onlyDifferences} removeHref={removeHref} />
          </>
        )}
      </div>
    </div>
  );
}
