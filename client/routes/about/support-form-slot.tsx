import { deferred } from '#client/app/deferred/deferred.tsx';

/**
 * The support form, out of the page's first load (docs/decisions/0018): the server
 * renders it whole at the foot of /about; its code and texts arrive as hydration reaches it.
 */
export const SupportFormSlot = deferred(() => import('./support-form.tsx').then((module) => ({ default: module.SupportForm })), { pagePart: true });
