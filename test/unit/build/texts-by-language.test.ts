import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textsByLanguage } from '../../../scripts/vite/texts-by-language.ts';
import { catalogueTexts } from '#shared/i18n/texts/catalogue.ts';
import { manufacturersTexts } from '#shared/i18n/texts/manufacturers.ts';

type Load = (this: { addWatchFile(file: string): void }, id: string) => Promise<string | null>;
const load = textsByLanguage().load as unknown as Load;
const watched: string[] = [];
const run = (id: string) => load.call({ addWatchFile: (file) => watched.push(file) }, id);
const textsFile = (area: string) => path.resolve('shared/i18n/texts', `${area}.ts`);
const moduleValue = (code: string | null): unknown => JSON.parse(String(code).replace(/^export default /, '').replace(/;\n$/, ''));

describe('an area texts module in one language (Vite plugin)', () => {
  it('is the one language of the texts module, as written there', async () => {
    expect(moduleValue(await run(`${textsFile('catalogue')}?lang=ru`))).toEqual(catalogueTexts.ru);
    expect(moduleValue(await run(`${textsFile('catalogue')}?lang=en`))).toEqual(catalogueTexts.en);
    expect(moduleValue(await run(`${textsFile('manufacturers')}?lang=en`))).toEqual(manufacturersTexts.en);
    expect(watched).toContain(textsFile('catalogue'));
  });

  it('carries none of the other language', async () => {
    const code = String(await run(`${textsFile('catalogue')}?lang=ru`));
    expect(code).not.toContain(catalogueTexts.en.notFoundTitle);
    expect(code).toContain(catalogueTexts.ru.notFoundTitle);
  });

  it('leaves every other module to Vite', async () => {
    expect(await run(textsFile('catalogue'))).toBeNull();
    expect(await run(`${textsFile('catalogue')}?lang=de`)).toBeNull();
    expect(await run(`${path.resolve('client/app/i18n/i18n.ts')}?lang=ru`)).toBeNull();
  });
});
