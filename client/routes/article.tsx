import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '#client/app/i18n.ts';
import { useLocalizedPath } from '#client/app/use-language.ts';
import { PageIntro } from '../app/page-intro.tsx';
import { loadPageData, requireParam } from '../app/page-data.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';

/** An unknown article is the 404 page, never an empty 200 (spec §5, §8). */
export async function loader(args: LoaderFunctionArgs) {
  const id = requireParam(args.params.id, NUMERIC_ID_PATTERN);
  const article = await loadPageData(args, (env) => env.api.getArticle(id));
  return { title: article.title, description: article.description };
}

export function Component() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const crumbs = [{ label: t('pages.articles.title'), href: localize('/articles') }];
  return <PageIntro page="article" own={useLoaderData<typeof loader>()} crumbs={crumbs} />;
}
