import { PLUGIN_PRODUCTS, type PluginProductName } from '#shared/domain/plugins.ts';

/** The CAD products' own names (trademarks: the same in both languages), in the order the portal lists them. */
export const PLUGIN_PRODUCT_NAMES: Record<PluginProductName, string> = {
  revit: 'Revit',
  archicad: 'Archicad',
  renga: 'Renga',
  civil3d: 'Civil 3D',
  modelstudiocs: 'Model Studio CS',
  ifc: 'IFC',
};

export const PLUGIN_PAGE_PRODUCTS: readonly PluginProductName[] = PLUGIN_PRODUCTS;

/** The product of a plugin page's path (/renga, /en/archicad); null for any other path. */
export function pluginProductOf(pathname: string): PluginProductName | null {
  const name = pathname.replace(/^\/en(?=\/)/, '').replace(/^\/+|\/+$/g, '');
  return (PLUGIN_PRODUCTS as readonly string[]).includes(name) ? (name as PluginProductName) : null;
}
