import type { ReactElement } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { registerLanguageTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { CasesDto } from '#shared/api/dto.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { useLocalizedPath } from '../../app/i18n/use-language.ts';
import { loadPageData } from '../../app/data/page-data.ts';
import { ArticleCard } from '../../components/article-card.tsx';

registerLanguageTexts('readingRoom', {
  ru: () => import('#shared/i18n/texts/reading-room.ts?lang=ru'),
  en: () => import('#shared/i18n/texts/reading-room.ts?lang=en'),
});

export function loader(args: LoaderFunctionArgs): Promise<CasesDto> {
  return loadPageData(args, (env) => env.api.getCases());
}

/** Spec §2 /cases: cases whose second language version is Published (spec §5), as cards; each opens its article page. */
export function Component(): ReactElement {
  const { items } = useLoaderData() as CasesDto;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const viewsText = (count: number) => t('readingRoom.views', { count });
  return (
    <>
      <PageHead title={t('pages.cases.title')} description={t('pages.cases.description')} />
      <JsonLd kind="webPage" input={{ kind: 'CollectionPage', name: t('pages.cases.title'), description: t('pages.cases.description'), items: items.map((item) => ({ name: item.title, url: localize(item.href) })) }} />
      <div className="container cases-page" data-testid="cases-page">
        <h1 className="page-title">{t('pages.cases.title')}</h1>
        <p className="page-lead">{t('readingRoom.casesLead')}</p>
        {items.length === 0 ? (
          <p className="muted" data-testid="cases-empty">
            {t('readingRoom.casesEmpty')}
          </p>
        ) : (
          <ul className="card-grid card-grid--wide articles-grid" data-testid="cases-grid">
            {items.map((item, index) => (
              <li key={item.id}>
                <ArticleCard article={item} viewsText={viewsText} editorial={t('readingRoom.editorial')} headingLevel={2} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
