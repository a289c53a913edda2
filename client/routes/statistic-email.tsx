import { PageIntro } from '../app/page-intro.tsx';

export function Component() {
  return <PageIntro page="statisticEmail" />;
}
