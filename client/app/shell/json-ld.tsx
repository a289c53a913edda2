import { deferred } from '../deferred/deferred.tsx';

/**
 * A page's schema.org JSON-LD. Search engines read it in the server's HTML and the
 * page never reads it, so its builders stay out of the first load (docs/decisions/0018):
 * the server renders the script whole and the browser hydrates it when its chunk arrives.
 */
export const JsonLd = deferred(() => import('./json-ld-script.tsx'), 'JsonLdScript');
