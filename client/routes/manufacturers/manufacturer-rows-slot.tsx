import { deferredChoice } from '#client/app/deferred-choice.tsx';
import type { ManufacturerListItemDto } from '#shared/api/dto.ts';

/**
 * The list's rows, out of the page's first load (docs/decisions/0018): the server renders
 * them whole; their code (the row, the company logo, the model card's counters icons and
 * uploads address) arrives as hydration reaches them. Their only prop, the page's items,
 * changes only in a navigation. A choice of one, for its preload: the loader brings the
 * code along when a navigation shows rows for the first time (after a search that found
 * nothing), so their boundary never mounts empty.
 */
export const ManufacturerRowsSlot = deferredChoice<'rows', { items: readonly ManufacturerListItemDto[] }>({
  rows: () => import('./manufacturer-row.tsx').then((module) => ({ default: module.ManufacturerRows })),
});
