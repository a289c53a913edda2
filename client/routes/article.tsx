import type { LoaderFunctionArgs } from 'react-router';
import { PageIntro } from '../app/page-intro.tsx';
import { ID_PATTERN, requireParam } from '../app/page-data.ts';

export function loader({ params }: LoaderFunctionArgs) {
  requireParam(params.id, ID_PATTERN);
  return null;
}

export function Component() {
  return <PageIntro page="article" />;
}
