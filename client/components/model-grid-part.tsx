import { deferred } from '#client/app/deferred/deferred.tsx';

/*
 * Grids and rows of model cards as deferred parts (docs/decisions/0018), for pages whose first
 * paint shows them but need not run them at once (the home page, a producer's products): the
 * cards, their compare toggle and its store leave those pages' first load.
 */
export const ModelGridPart = deferred(() => import('./model-grid.tsx'), 'ModelGrid');
export const ModelRowPart = deferred(() => import('./model-row.tsx'), 'ModelRow');
