import { describe, expect, it, vi } from 'vitest';
import { loadRegisteredTexts, loadTranslator, registerLanguageTexts } from '#client/app/i18n/i18n.ts';

describe('texts in the page language only (registerLanguageTexts)', () => {
  it('loads the page language only, once, before the page renders', async () => {
    const loads: string[] = [];
    const texts = (lang: 'ru' | 'en', title: string) => () => {
      loads.push(lang);
      return Promise.resolve({ default: { title } });
    };
    const ru = await loadTranslator('ru');
    registerLanguageTexts('languageArea', { ru: texts('ru', 'Заголовок'), en: texts('en', 'Title') });
    // Registered, not yet loaded: what a route module does before its `lazy` resolves.
    expect(ru.exists('languageArea.title')).toBe(false);
    await loadRegisteredTexts('ru');
    expect(ru.t('languageArea.title')).toBe('Заголовок');
    expect(loads).toEqual(['ru']);
    await loadRegisteredTexts('ru');
    expect(loads).toEqual(['ru']);

    // A navigation to the other language loads that language's texts of every registered area.
    const en = await loadTranslator('en');
    expect(en.t('languageArea.title')).toBe('Title');
    expect(loads).toEqual(['ru', 'en']);
  });

  it('never loads the other language of an area registered while both translators are loaded', async () => {
    const loads: string[] = [];
    const texts = (lang: 'ru' | 'en') => () => {
      loads.push(lang);
      return Promise.resolve({ default: { word: lang } });
    };
    await Promise.all([loadTranslator('ru'), loadTranslator('en')]);
    // A Russian page prefetched a page module; the visitor then navigates in English.
    registerLanguageTexts('laterArea', { ru: texts('ru'), en: texts('en') });
    await loadRegisteredTexts('en');
    expect(loads).toEqual(['en']);
    expect((await loadTranslator('en')).t('laterArea.word')).toBe('en');
    // Back in Russian: the Russian page's lazy (or the root loader) brings the Russian chunk then.
    await loadRegisteredTexts('ru');
    expect(loads).toEqual(['en', 'ru']);
  });

  it('lets a failed load be tried again', async () => {
    let attempts = 0;
    const flaky = () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: { word: 'слово' } }));
    const ru = await loadTranslator('ru');
    registerLanguageTexts('flakyArea', { ru: flaky, en: () => Promise.resolve({ default: { word: 'word' } }) });
    await expect(loadRegisteredTexts('ru')).rejects.toThrow('chunk failed');
    await loadRegisteredTexts('ru');
    expect(ru.t('flakyArea.word')).toBe('слово');
    expect(attempts).toBe(2);
  });

  it('holds an area registered while its language is still loading (the first page, before hydration)', async () => {
    // A fresh module: the language must not have been loaded by the tests above.
    vi.resetModules();
    const i18n = await import('#client/app/i18n/i18n.ts');
    let shellAreaRequested!: () => void;
    const shellAreaLoading = new Promise<void>((resolve) => (shellAreaRequested = resolve));
    let releaseShellArea!: () => void;
    const shellArea = new Promise<{ default: object }>((resolve) => (releaseShellArea = () => resolve({ default: { word: 'оболочка' } })));
    i18n.registerLanguageTexts('shellArea', {
      ru: () => {
        shellAreaRequested();
        return shellArea;
      },
      en: () => Promise.resolve({ default: { word: 'shell' } }),
    });
    // The client entry starts loading the page language...
    const entryLoad = i18n.loadTranslator('ru');
    await shellAreaLoading;
    // ...and the page's chunk evaluates meanwhile: its area is registered while the language loads.
    i18n.registerLanguageTexts('pageArea', { ru: () => Promise.resolve({ default: { word: 'страница' } }), en: () => Promise.resolve({ default: { word: 'page' } }) });
    // A component in that chunk carries its texts in both languages (registerTexts).
    i18n.registerTexts('componentArea', { ru: { word: 'компонент' }, en: { word: 'component' } });
    const pageReady = i18n.loadRegisteredTexts('ru');
    releaseShellArea();
    await Promise.all([entryLoad, pageReady]);
    const ru = i18n.translatorFor('ru');
    expect(ru.t('shellArea.word')).toBe('оболочка');
    expect(ru.t('pageArea.word')).toBe('страница');
    expect(ru.t('componentArea.word')).toBe('компонент');
  });
});
