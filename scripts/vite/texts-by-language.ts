// Vite plugin: `import('#shared/i18n/texts/<area>.ts?lang=ru')` is that area's Russian texts
// alone, as a module whose default export is the plain object. The texts stay written once per
// area with both languages side by side (shared/i18n/texts/*.ts, what the i18n tests read);
// a page's chunk then carries only the language it is shown in (docs/decisions/0018).
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const TEXTS_MODULE = /[\\/]shared[\\/]i18n[\\/]texts[\\/][\w-]+\.ts\?lang=(ru|en)$/;

/** The one export of a texts module that holds both languages. */
function areaTexts(module: Record<string, unknown>, file: string): Record<string, unknown> {
  const areas = Object.values(module).filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null && 'ru' in value && 'en' in value,
  );
  if (areas.length !== 1) throw new Error(`${file} must export exactly one { ru, en } texts object, found ${areas.length}`);
  return areas[0] as Record<string, unknown>;
}

export function textsByLanguage(): Plugin {
  return {
    name: 'bim-portal:texts-by-language',
    async load(id) {
      const match = TEXTS_MODULE.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      const lang = match[1] as 'ru' | 'en';
      this.addWatchFile(file);
      // Texts modules are plain data with no imports, so Node runs them as they are (type stripping);
      // a fresh URL each time reads an edited file again in watch mode.
      const url = `${pathToFileURL(file).href}?t=${Date.now()}`;
      const texts = areaTexts((await import(url)) as Record<string, unknown>, file)[lang];
      return `export default ${JSON.stringify(texts)};\n`;
    },
  };
}
