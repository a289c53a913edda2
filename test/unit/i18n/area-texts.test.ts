import { describe, expect, it } from 'vitest';
import { loadTranslator, registerTexts } from '#client/app/i18n/i18n.ts';
import { AREA_TEXTS, areaTexts } from '../../support/i18n-texts.ts';
import { ru } from '#shared/i18n/locales/ru.ts';
import { en } from '#shared/i18n/locales/en.ts';

describe('area texts (registerTexts)', () => {
  it('keeps page-only texts out of the language chunks the browser loads first', () => {
    for (const area of Object.keys(AREA_TEXTS)) {
      expect(Object.keys(ru), area).not.toContain(area);
      expect(Object.keys(en), area).not.toContain(area);
    }
  });

  it('adds an area to translators loaded before and after it registers', async () => {
    const before = await loadTranslator('ru');
    expect(before.exists('catalogue.notFoundTitle')).toBe(false);
    registerTexts('catalogue', areaTexts('catalogue'));
    expect(before.t('catalogue.notFoundTitle')).toBe(areaTexts('catalogue').ru.notFoundTitle);
    const after = await loadTranslator('en');
    expect(after.t('catalogue.notFoundTitle')).toBe(areaTexts('catalogue').en.notFoundTitle);
  });
});
