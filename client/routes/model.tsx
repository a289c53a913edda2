import type { LoaderFunctionArgs } from 'react-router';
import { PageIntro } from '../app/page-intro.tsx';
import { ALIAS_PATTERN, ID_PATTERN, requireParam } from '../app/page-data.ts';

export function loader({ params }: LoaderFunctionArgs) {
  requireParam(params.alias, ALIAS_PATTERN);
  requireParam(params.id, ID_PATTERN);
  return null;
}

export function Component() {
  return <PageIntro page="model" />;
}
