import { describe, expect, it } from 'vitest';
import { loadRegisteredTexts, loadTranslator, registerLanguageTexts } from '#client/app/i18n/i18n.ts';

describe('texts in the page language only (registerLanguageTexts)', () => {
  it('loads only the languages whose translator is loaded, once each, before the page renders', async () => {
    const loads: string[] = [];
    const texts = (lang: 'ru' | 'en', title: string) => () => {
      loads.push(lang);
      return Promise.resolve({ default: { title } });
    };
    const ru = await loadTranslator('ru');
    registerLanguageTexts('languageArea', { ru: texts('ru', 'Заголовок'), en: texts('en', 'Title') });
    // Registered, not yet loaded: what a route module does before its `lazy` resolves.
    expect(ru.exists('languageArea.title')).toBe(false);
    await loadRegisteredTexts();
    expect(ru.t('languageArea.title')).toBe('Заголовок');
    expect(loads).toEqual(['ru']);
    await loadRegisteredTexts();
    expect(loads).toEqual(['ru']);

    // A navigation to the other language loads that language's texts of every registered area.
    const en = await loadTranslator('en');
    expect(en.t('languageArea.title')).toBe('Title');
    expect(loads).toEqual(['ru', 'en']);
  });

  it('lets a failed load be tried again', async () => {
    let attempts = 0;
    const flaky = () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: { word: 'слово' } }));
    const ru = await loadTranslator('ru');
    // The English translator is loaded too (the test above): its texts load once and fine.
    registerLanguageTexts('flakyArea', { ru: flaky, en: () => Promise.resolve({ default: { word: 'word' } }) });
    await expect(loadRegisteredTexts()).rejects.toThrow('chunk failed');
    await loadRegisteredTexts();
    expect(ru.t('flakyArea.word')).toBe('слово');
    expect(attempts).toBe(2);
  });
});
