// Every UI text of both languages as one i18next JSON v4 tree per language: the common texts
// (shared/i18n/locales) plus each area's texts (shared/i18n/texts) under the prefix the client's
// code registers them with (registerTexts / registerLanguageTexts in client/app/i18n/i18n.ts). The
// app never needs them merged; tests do, to check keys and render components in one go. The table
// is read from the code, so a new texts module needs no edit here (docs/adding-a-page.md §5).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '#shared/domain/language.ts';
import { ru as ruCommon } from '#shared/i18n/locales/ru.ts';
import { en as enCommon } from '#shared/i18n/locales/en.ts';
import { createTranslator, type Translator } from '#shared/i18n/translator.ts';
import { formatNumber, INTL_LOCALES } from '#shared/i18n/format.ts';

type Tree = { [key: string]: string | Tree };
export type AreaTexts = Readonly<Record<Language, Tree>>;

const ROOT = path.resolve(import.meta.dirname, '../..');
// Each module exports one { ru, en } object (docs/adding-a-page.md §5).
const MODULES = import.meta.glob<Record<string, AreaTexts>>('../../shared/i18n/texts/*.ts', { eager: true });
const moduleTexts = (file: string): AreaTexts => {
  const module = MODULES[`../../shared/i18n/texts/${file}.ts`];
  const texts = module ? Object.values(module)[0] : undefined;
  if (!texts) throw new Error(`shared/i18n/texts/${file}.ts is registered but exports no texts`);
  return texts;
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Which texts module each prefix names, as the client's registrations say. */
function registrations(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(path.join(ROOT, 'client'))) {
    const text = readFileSync(file, 'utf8');
    const imported = new Map([...text.matchAll(/import \{([^}]*)\} from '#shared\/i18n\/texts\/([\w-]+)\.ts'/g)].flatMap((m) => m[1]!.split(',').map((name) => [name.trim(), m[2]!] as const)));
    for (const m of text.matchAll(/registerTexts\('([\w.]+)',\s*(\w+)\)/g)) {
      const module = imported.get(m[2]!);
      if (module) found.set(m[1]!, module);
    }
    for (const m of text.matchAll(/registerLanguageTexts\('([\w.]+)',\s*\{\s*ru: \(\) => import\('#shared\/i18n\/texts\/([\w-]+)\.ts\?lang=ru'\)/g)) found.set(m[1]!, m[2]!);
  }
  // Read by the server directly, never registered in the browser: the page for a refused form post (server/routes/page-posts.ts).
  found.set('formPost', 'form-post');
  return found;
}

/** The texts module (its file name in shared/i18n/texts) registered under each prefix. */
export const AREA_MODULES: ReadonlyMap<string, string> = registrations();

/** Area texts by the prefix their code registers them under. */
export const AREA_TEXTS: Readonly<Record<string, AreaTexts>> = Object.fromEntries([...AREA_MODULES].map(([prefix, file]) => [prefix, moduleTexts(file)]));

/** The texts modules no client code registers (a test holds this empty). */
export const UNREGISTERED_TEXT_MODULES = Object.keys(MODULES)
  .map((key) => path.basename(key, '.ts'))
  .filter((file) => ![...AREA_MODULES.values()].includes(file));

function withAreas<T extends object>(common: T, lang: Language): T & Tree {
  const tree = structuredClone(common) as T & Tree;
  for (const [prefix, texts] of Object.entries(AREA_TEXTS)) {
    const keys = prefix.split('.');
    let node: Tree = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree;
    node[keys.at(-1)!] = texts[lang];
  }
  return tree;
}

export const TEXTS = { ru: withAreas(ruCommon, 'ru'), en: withAreas(enCommon, 'en') } as const;

/** Page ids with a pages.<id>.title and pages.<id>.description text. */
export type PageTextId = keyof typeof ruCommon.pages;
export const PAGE_TEXT_IDS = Object.keys(ruCommon.pages) as PageTextId[];

/** The compiled translator over every text of a language, as the app has it once a page's code has loaded. */
export function createI18n(lang: Language): Translator {
  return createTranslator(lang, INTL_LOCALES[lang], TEXTS[lang], (n) => formatNumber(lang, n));
}

/** An area's texts; throws when no client code registers that prefix. */
export function areaTexts(prefix: string): AreaTexts {
  const texts = AREA_TEXTS[prefix];
  if (!texts) throw new Error(`no client code registers texts under '${prefix}'`);
  return texts;
}
