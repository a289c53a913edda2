import { deferredChoice } from '#client/app/deferred-choice.tsx';
import type { ManufacturerPageDto } from '#shared/api/dto.ts';
import type { ManufacturerTab } from '#shared/domain/links.ts';

/** What every tab gets: the page's data (all tabs' data comes with the page) and the page's address. */
export interface ManufacturerTabProps {
  data: ManufacturerPageDto;
  path: string;
}

/**
 * The manufacturer page's tabs, out of its first load (docs/decisions/0018): the server
 * renders the open tab whole; the browser loads that tab's code as hydration reaches
 * it, and another tab's when a link switches to it (or is hovered or focused). A
 * switch is a navigation (`?tab=`), which React Router runs as a transition, so the
 * open tab stays until the next one's code has arrived: no empty panel in between.
 */
export const ManufacturerTabPanel = deferredChoice<ManufacturerTab, ManufacturerTabProps>({
  products: () => import('./products-tab.tsx').then((module) => ({ default: module.ProductsTab })),
  publications: () => import('./publications-tab.tsx').then((module) => ({ default: module.PublicationsTab })),
  plugins: () => import('./plugins-tab.tsx').then((module) => ({ default: module.PluginsTab })),
  videos: () => import('./videos-tab.tsx').then((module) => ({ default: module.VideosTab })),
  about: () => import('./about-tab.tsx').then((module) => ({ default: module.AboutTab })),
  partnership: () => import('./partnership-tab.tsx').then((module) => ({ default: module.PartnershipTab })),
});
