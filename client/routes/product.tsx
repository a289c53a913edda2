import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '#client/app/i18n.ts';
import { useLocalizedPath } from '#client/app/use-language.ts';
import { PageIntro } from '../app/page-intro.tsx';
import { loadPageData, requireParam } from '../app/page-data.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';

/** A product is a model of the library: an id that is not one is the 404 page. */
export async function loader(args: LoaderFunctionArgs) {
  const id = requireParam(args.params.id, NUMERIC_ID_PATTERN);
  await loadPageData(args, (env) => env.api.getModel(id));
  return null;
}

export function Component() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const crumbs = [{ label: t('pages.models.title'), href: localize('/models') }];
  // The model page is the indexed address of a product.
  return <PageIntro page="product" crumbs={crumbs} noindex />;
}
