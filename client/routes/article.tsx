import type { LoaderFunctionArgs } from 'react-router';
import { PageIntro } from '../app/page-intro.tsx';
import { requireParam } from '../app/page-data.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';

export function loader({ params }: LoaderFunctionArgs) {
  requireParam(params.id, NUMERIC_ID_PATTERN);
  return null;
}

export function Component() {
  return <PageIntro page="article" />;
}
