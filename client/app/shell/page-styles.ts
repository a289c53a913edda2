/*
 * A page's stylesheets (those client/routes/<page>/styles.ts imports, docs/decisions/0031). The server
 * links the first page's in the document head; after that a page's route `lazy` waits for them, so a
 * client navigation never paints the page unstyled. The table of every page's stylesheets is a chunk
 * of its own, loaded on the first navigation: its hashed file names would otherwise weigh on every first load.
 */
let linkedByServer = true;

/** Called once the first page's modules are in (before hydration): from now on pages load their own stylesheets. */
export function pagesLoadTheirStyles(): void {
  linkedByServer = false;
}

/** Loads the stylesheets of the page module `source`; resolves once they apply (at once when they are in the document already). */
export function loadPageStyles(source: string): Promise<unknown> | undefined {
  return linkedByServer ? undefined : import('./page-stylesheets.ts').then((sheets) => sheets.default(source));
}
