// Every page's stylesheets as an import() of its styles.ts: Vite's preload helper appends a <link> for
// each of its CSS files to the head and resolves once they have loaded, skipping those a stylesheet
// <link> with the same address already brings (the server links the first page's that way).
const PAGE_STYLES = import.meta.glob('/client/routes/*/styles.ts');

/** Loads the stylesheets of the page module `source` (styles.ts in its folder), if it has any. */
export default function loadStylesheets(source: string): Promise<unknown> | undefined {
  return PAGE_STYLES[`/${source.replace(/[^/]+$/, 'styles.ts')}`]?.();
}
