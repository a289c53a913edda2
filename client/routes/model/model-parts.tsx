import { deferred } from '#client/app/deferred/deferred.tsx';
// The like votes are a page part inside the summary: declared here, by the page's own module,
// their code too comes with the page on a client navigation (loadPageParts knows the parts
// declared when the page module has loaded, not those a part declares as it loads).
import '../../components/like-votes-slot.tsx';

// The model page's blocks whose code is not in the first load (docs/decisions/0018,
// third pass): the server renders them whole, the browser keeps its HTML until a
// block's chunk arrives and then hydrates it. Their props come from the page's
// loader data and the location, so they change only with a navigation or a login,
// which React Router runs as transitions that React holds until the code is there;
// the page view logged at hydration is a data submission, which does not revalidate
// the page. Their styles are in the global stylesheet (model-page.css via app.css)
// and their texts are the page's (registerLanguageTexts) or the language chunk's. As page
// parts, their code comes with the page on a client navigation (loadPageParts).

/** The pictures (its controls answer once it has hydrated; the thumbnails are links before). */
export const ModelGalleryPart = deferred(() => import('./model-gallery.tsx').then((module) => ({ default: module.ModelGallery })), { pagePart: true });

/** The hero's text column, with the like votes (a deferred part of their own). */
export const ModelSummaryPart = deferred(() => import('./model-summary.tsx').then((module) => ({ default: module.ModelSummary })), { pagePart: true });

/** The 3D view, the properties, the classification and the video. */
export const ModelDetailsPart = deferred(() => import('./model-details.tsx').then((module) => ({ default: module.ModelDetails })), { pagePart: true });

/** The files, the documents and the QR hint. */
export const ModelAsidePart = deferred(() => import('./model-aside.tsx').then((module) => ({ default: module.ModelAside })), { pagePart: true });

/** Similar models, more from the manufacturer, and the analogues. */
export const ModelRelatedPart = deferred(() => import('./model-related.tsx').then((module) => ({ default: module.ModelRelated })), { pagePart: true });

/** The request form's heading and lead; the form itself loads later still (see RequestModelSlot). */
export const RequestModelPart = deferred(() => import('./request-model-slot.tsx').then((module) => ({ default: module.RequestModelSlot })), { pagePart: true });
