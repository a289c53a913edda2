import { deferred } from '#client/app/deferred/deferred.tsx';

// The model page's blocks whose code is not in the first load (docs/decisions/0018):
// the server renders them whole and the browser hydrates each when its chunk arrives.

/** The pictures (its controls answer once it has hydrated; the thumbnails are links before). */
export const ModelGalleryPart = deferred(() => import('./model-gallery.tsx'), 'ModelGallery');

/** The hero's text column, with the like votes (a deferred part of their own). */
export const ModelSummaryPart = deferred(() => import('./model-summary.tsx'), 'ModelSummary');

/** The 3D view, the properties, the classification, the video and what the IFC file holds. */
export const ModelDetailsPart = deferred(() => import('./model-details.tsx'), 'ModelDetails');

/** The files, the documents and the QR hint. */
export const ModelAsidePart = deferred(() => import('./model-aside.tsx'), 'ModelAside');

/** Similar models, more from the manufacturer, and the analogues. */
export const ModelRelatedPart = deferred(() => import('./model-related.tsx'), 'ModelRelated');

/** The request form's heading and lead; the form itself loads later still (see RequestModelSlot). */
export const RequestModelPart = deferred(() => import('./request-model-slot.tsx'), 'RequestModelSlot');
