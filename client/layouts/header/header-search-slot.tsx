import { deferred } from '#client/app/deferred/deferred.tsx';

/**
 * The header search, out of the first load (docs/decisions/0018): the server
 * renders the whole form; its combobox code arrives as hydration reaches it.
 */
export const HeaderSearchSlot = deferred(() => import('./header-search.tsx').then((module) => ({ default: module.HeaderSearch })));
