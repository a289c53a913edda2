import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderAssets } from '#shared/api/render.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'client/entry.client.tsx';

/**
 * A page's stylesheets: styles.ts in its route module's folder imports them, and the browser loads
 * it with import() on a client navigation (client/app/shell/page-styles.ts), so the manifest lists it
 * as an entry of its own (docs/decisions/0031).
 */
export const pageStylesOf = (source: string): string => `${path.posix.dirname(source)}/styles.ts`;

/** Reads Vite's client manifest once at start and resolves what every document references. */
export async function loadBuildAssets(distDir: string): Promise<RenderAssets> {
  const file = path.join(distDir, 'client', '.vite', 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`The production build is missing or broken (${file}); run \`npm run build\` first`, { cause: error });
  }
  return assetsFromManifest(manifest);
}

export function assetsFromManifest(manifest: Manifest): RenderAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`Vite manifest has no entry for ${CLIENT_ENTRY}`);

  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };

  const entryKeys = closure(CLIENT_ENTRY);
  // A chunk's stylesheets; a module that imports nothing but one stylesheet is that stylesheet itself.
  const cssOf = (key: string): string[] => {
    const chunk = manifest[key];
    return chunk ? [...(chunk.file.endsWith('.css') ? [chunk.file] : []), ...(chunk.css ?? [])] : [];
  };
  const styles = [...new Set([...entryKeys].flatMap((key) => manifest[key]?.css ?? []))].map((f) => `/${f}`);
  const routeChunks: Record<string, string[]> = {};
  const routeStyles: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    // Page modules and the per-language text modules are the dynamic chunks a first render needs.
    if ((!key.startsWith('client/routes/') && !key.startsWith('shared/i18n/locales/')) || key.endsWith('/styles.ts')) continue;
    // Chunks the entry already loads need no hint.
    routeChunks[key] = [...closure(key)].filter((k) => !entryKeys.has(k)).map((k) => `/${manifest[k]?.file ?? chunk.file}`);
    // A page's texts in one language (registerLanguageTexts), under `<page source>?lang=<lang>`.
    for (const lang of ['ru', 'en']) {
      const texts = [...closure(key)].flatMap((k) => (manifest[k]?.dynamicImports ?? []).filter((dep) => dep.endsWith(`?lang=${lang}`)));
      if (texts.length > 0) routeChunks[`${key}?lang=${lang}`] = texts.map((k) => `/${manifest[k]?.file ?? chunk.file}`);
    }
    if (!key.startsWith('client/routes/')) continue;
    // The page's stylesheet, and whatever CSS its static imports brought (none, by the rule: a route
    // module that imported CSS would make every page's entry carry its name, decision 0031).
    const own = manifest[pageStylesOf(key)] ? [...closure(pageStylesOf(key))] : [];
    const pageStyles = [...new Set([...closure(key), ...own].filter((k) => !entryKeys.has(k)).flatMap(cssOf))];
    if (pageStyles.length > 0) routeStyles[key] = pageStyles.map((f) => `/${f}`);
  }
  return { bootstrapModules: [`/${entry.file}`], styles, routeStyles, routeChunks };
}
