import { useMatches } from 'react-router';
import { PageIntro } from '../app/page-intro.tsx';

/** The six CAD plugin pages share one module; the route's handle names the product. */
export function Component() {
  const page = (useMatches().at(-1)?.handle as { page?: string } | undefined)?.page ?? 'plugins';
  return <PageIntro page={page} />;
}
