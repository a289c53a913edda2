// Every page's stylesheet as an import(): Vite's preload helper appends its <link> to the head and
// resolves once it has loaded, or at once when a stylesheet <link> with its address is in the
// document already (the server links the first page's with the same address).
const STYLESHEETS = import.meta.glob('/client/routes/*/styles.css');

/** Loads the stylesheet of the page module `source` (styles.css in its folder), if it has one. */
export default function loadStylesheet(source: string): Promise<unknown> | undefined {
  return STYLESHEETS[`/${source.replace(/[^/]+$/, 'styles.css')}`]?.();
}
