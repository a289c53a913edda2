import type { ReactElement } from 'react';
import { deferred } from '#client/app/deferred/deferred.tsx';
import type { ManufacturerPageDto } from '#shared/api/dto.ts';
import type { ManufacturerTab } from '#shared/domain/links.ts';

/** What every tab gets: the page's data (all tabs' data comes with the page) and the page's address. */
export interface ManufacturerTabProps {
  data: ManufacturerPageDto;
  path: string;
}

// Each tab is a deferred part (docs/decisions/0018): only the open tab's code loads with the page;
// a switch is a navigation (`?tab=`), which waits for the next tab's code before it shows.
const TABS = {
  products: deferred(() => import('./products-tab.tsx'), 'ProductsTab'),
  publications: deferred(() => import('./publications-tab.tsx'), 'PublicationsTab'),
  plugins: deferred(() => import('./plugins-tab.tsx'), 'PluginsTab'),
  videos: deferred(() => import('./videos-tab.tsx'), 'VideosTab'),
  about: deferred(() => import('./about-tab.tsx'), 'AboutTab'),
  partnership: deferred(() => import('./partnership-tab.tsx'), 'PartnershipTab'),
} satisfies Record<ManufacturerTab, unknown>;

/** The open tab. */
export function ManufacturerTabPanel({ which, ...props }: ManufacturerTabProps & { which: ManufacturerTab }): ReactElement {
  const Tab = TABS[which];
  return <Tab {...props} />;
}

/** Starts loading a tab's code when its link is hovered, focused or touched. */
export function preloadTab(tab: ManufacturerTab): void {
  void TABS[tab].preload();
}
