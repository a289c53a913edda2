/*
 * A page's stylesheets (those client/routes/<page>/styles.ts imports, docs/decisions/0031). The server
 * links the first page's in the document head; after that a page's route `lazy` waits for them, so a
 * client navigation never paints the page unstyled. The table of every page's stylesheets is a chunk
 * of its own, loaded on the first navigation: its hashed file names would otherwise weigh on every first load.
 */

/**
 * Loads the stylesheets of the page module `source`; resolves once they apply (at once when they are in
 * the document already). Until the first page's modules are in, the server's links are enough.
 */
export let loadPageStyles = (_source: string): Promise<unknown> | void => undefined;

/** Called once the first page's modules are in (before hydration): from now on pages load their own stylesheets. */
export function pagesLoadTheirStyles(): void {
  loadPageStyles = (source) => import('./page-stylesheets.ts').then((sheets) => sheets.default(source));
}
