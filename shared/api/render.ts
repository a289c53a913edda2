import type { Language } from '../domain/language.ts';
import type { ApiPort, PublicConfig } from './port.ts';

/** Built files the document must reference, resolved by the server from Vite's manifest. */
export interface RenderAssets {
  /** Module scripts that boot the client (the entry; in dev also Vite's client). */
  bootstrapModules: string[];
  /** Stylesheets of the entry: the shell's, on every page. */
  styles: string[];
  /** A page's own stylesheets, keyed by its route module's source path (docs/decisions/0031). */
  routeStyles: Record<string, string[]>;
  /** Chunks worth a modulepreload for a route module, keyed by its source path; its texts in one language (registerLanguageTexts) under `<source>?lang=<lang>`. */
  routeChunks: Record<string, string[]>;
}

/** Where the browser's idle prefetch reads every page's files in one language: `${PAGE_FILES_PATH}/<lang>` (server/routes/page-files.ts). */
export const PAGE_FILES_PATH = '/_page-files';

/** What the server hands the SSR bundle for one request. */
export interface RenderDeps {
  api: ApiPort;
  /** The page language, decided once per request by the server (shared/domain/language.ts chooseLanguage). */
  lang: Language;
  /** Language of a path outside /en/ for this visitor: their preference, which the browser needs for client navigations. */
  neutralLang: Language;
  config: PublicConfig;
  /** CSP nonce of the inline scripts; '' for none (a cached page, allowed by script hashes instead). */
  nonce: string;
  /** Crawlers get the whole document at once; browsers get the shell as soon as it is ready. */
  isBot: boolean;
  /**
   * Loaders wait for all of their data (crawlers: a page without its results is a thin
   * page to them). false: a list may come without results that are slow to arrive, and the
   * browser asks for them (the catalogue's searchPending).
   */
  waitForData: boolean;
  assets: RenderAssets;
  /** Bound on streaming; the render aborts after it. */
  streamTimeoutMs: number;
  /**
   * Waits for a turn to render and write the document, taken once the loaders have
   * their data (server/render/render-slots.ts); resolves to the function that ends
   * the turn. Absent: no limit.
   */
  renderTurn?: () => Promise<() => void>;
  /**
   * A form's result to show again (docs/decisions/0029): the answer of the form posted
   * without JavaScript whose 303 led to this page. The page renders as it did right
   * after the action, with the result as the route's action data.
   */
  formResult?: FormOutcome;
}

/** A route action's result and the route that gave it. */
export interface FormOutcome {
  routeId: string;
  data: unknown;
}

/** Values the document inlines for the browser bootstrap (escaped by the server-side serialiser). */
export interface BootData {
  /** The document's language (RenderDeps.lang). */
  lang: Language;
  /** The visitor's preference (RenderDeps.neutralLang): the root loader decides a new URL's language with it. */
  neutralLang: Language;
  config: PublicConfig;
  /** The document's stylesheets (the shell's and the page's), as the server linked them: hydration renders the same <head>. */
  assets: Pick<RenderAssets, 'styles'>;
  /** The ids of the routes the server matched, outermost first: the browser loads their modules without matching the URL again (a phone spends tens of milliseconds on it). */
  routeIds: string[];
}

export type RenderFunction = (request: Request, deps: RenderDeps) => Promise<RenderResult>;

/** A Node readable stream, described structurally so shared/ stays free of node:* types. */
export interface NodeBody {
  readonly readable: boolean;
}

/** The SSR bundle's answer: a streamed document, or a redirect (or a refused post) with no body. */
export interface RenderResult {
  status: number;
  headers: Headers;
  body: NodeBody | null;
  /** A form posted without JavaScript was sent: its result, for the page the 303 leads to. */
  formResult?: FormOutcome;
}
