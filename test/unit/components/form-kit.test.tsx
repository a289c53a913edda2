// The form kit's parts as the server renders them: the 429 sentence said once, in both
// languages with their plurals; the consent box with its error wired for assistive technology.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { TranslationProvider } from '#client/app/i18n/i18n.ts';
import { FormFailureMessage } from '#client/components/form/form-failure-message.tsx';
import { ConsentField } from '#client/components/form/consent-field.tsx';
import type { Language } from '#shared/domain/language.ts';
import { createI18n } from '../../support/i18n-texts.ts';

const render = (lang: Language, element: ReactElement) => renderToStaticMarkup(<TranslationProvider translator={createI18n(lang)}>{element}</TranslationProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('FormFailureMessage', () => {
  it('says the wait after too many submissions in minutes, with the plural of each language', () => {
    const wait = (lang: Language, retryAfterS: number) => text(render(lang, <FormFailureMessage className="x" failure={{ ok: false, status: 429, retryAfterS }} failed="failed" />));
    expect(wait('ru', 60)).toContain('через 1 минуту');
    expect(wait('ru', 150)).toContain('через 3 минуты');
    expect(wait('ru', 600)).toContain('через 10 минут');
    expect(wait('en', 60)).toContain('in 1 minute;');
    expect(wait('en', 3_600)).toContain('in 60 minutes;');
  });

  it('says the form’s own sentence for any other failure, as an alert, with what follows it', () => {
    const html = render('ru', (
      <FormFailureMessage className="form__alert" id="e1" testId="failed" failure={{ ok: false, status: 502 }} failed="Не удалось отправить">
        <button type="button">Ещё раз</button>
      </FormFailureMessage>
    ));
    expect(html).toBe('<div id="e1" class="form__alert" role="alert" tabindex="-1" data-testid="failed"><p>Не удалось отправить</p><button type="button">Ещё раз</button></div>');
  });
});

describe('ConsentField', () => {
  it('posts "true" under its name, required with a mark for the eye, its error described', () => {
    const html = render('ru', (
      <ConsentField id="c" name="consent" block="request-model" error="Нужно согласие" defaultChecked={false}>
        Согласен
      </ConsentField>
    ));
    expect(html).toMatch(/<input id="c" type="checkbox"[^>]* name="consent" value="true"/);
    expect(html).toContain('required=""');
    expect(html).toContain('aria-invalid="true" aria-describedby="c-error"');
    expect(html).toContain('<p id="c-error" class="request-model__error">Нужно согласие</p>');
    expect(html).toContain('class="request-model__required" aria-hidden="true"');
    expect(html).toContain('request-model__field--invalid');
  });

  it('an optional box (a mailing) has neither the mark nor required', () => {
    const html = render('en', (
      <ConsentField id="m" name="mailing" block="validate-form" required={false}>
        News
      </ConsentField>
    ));
    expect(html).not.toContain('required');
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('class="validate-form__check validate-form__check--consent"');
  });
});
