import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '#client/app/i18n.ts';
import { useLocalizedPath } from '#client/app/use-language.ts';
import { PageIntro } from '../app/page-intro.tsx';
import { ALIAS_PATTERN, loadPageData, requireParam } from '../app/page-data.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';

/** An unknown manufacturer is the 404 page, never an empty 200 (spec §8). */
export async function loader(args: LoaderFunctionArgs) {
  requireParam(args.params.alias, ALIAS_PATTERN);
  const id = requireParam(args.params.id, NUMERIC_ID_PATTERN);
  const { company } = await loadPageData(args, (env) => env.api.getManufacturer(id));
  return { title: company.name, description: company.summary };
}

export function Component() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const crumbs = [{ label: t('pages.manufacturers.title'), href: localize('/manufacturers') }];
  return <PageIntro page="manufacturer" own={useLoaderData<typeof loader>()} crumbs={crumbs} />;
}
