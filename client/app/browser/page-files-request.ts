import type { Language } from '#shared/domain/language.ts';

/** What the idle prefetch asks its worker for (page-files.worker.ts). */
export interface PageFilesRequest {
  /** Page modules by their source path (client/routes.ts), grouped by the language of their texts. */
  pages: Array<{ lang: Language; sources: string[] }>;
  /** Files the document links already (the entry's, this page's): in the browser's caches. */
  present: string[];
}
