// The small documents the download door answers a browser with when it gives no
// file: the sign-in call to action (401), finish registration (403), the spec's
// 404 and 500 pages, and "too many downloads" (429). Made here rather than by the
// page renderer: the address is /download/…, which no page of the route table
// matches, so a rendered page would not hydrate there (docs/decisions/0024). No
// script, noindex, every value escaped; texts from the shared catalogues.
import { escapeUTF8 } from 'entities';
import type { Language } from '#shared/domain/language.ts';
import { localisePath } from '#shared/domain/language.ts';
import { ru } from '#shared/i18n/locales/ru.ts';
import { en } from '#shared/i18n/locales/en.ts';
import { modelPageTexts } from '#shared/i18n/texts/model-page.ts';
import { validateTexts } from '#shared/i18n/texts/validate.ts';
import { VALIDATE_PATH, RETURN_QUERY } from '#shared/domain/registration.ts';

export type DoorPageKind = 'sign-in' | 'finish-registration' | 'not-found' | 'server-error' | 'busy';

/** The door's own sentences; the rest comes from the page texts the site shows elsewhere. */
const DOOR_TEXTS = {
  ru: {
    finishToDownload: 'Чтобы скачать модель, завершите регистрацию',
    backToModel: 'Вернуться к модели',
    busyTitle: 'Слишком много скачиваний подряд',
    busyText: 'Подождите несколько минут и попробуйте ещё раз.',
  },
  en: {
    finishToDownload: 'To download the model, complete your registration',
    backToModel: 'Back to the model',
    busyTitle: 'Too many downloads in a row',
    busyText: 'Please wait a few minutes and try again.',
  },
} as const;

const COMMON = { ru, en } as const;

export interface DoorPageOptions {
  lang: Language;
  /** The model page: where the visitor returns after signing in, and the back link. Null: the home page. */
  modelPage: string | null;
  /** A message to show under a 500's text (spec §8 'Unknown middleware {name}'). */
  detail?: string;
}

interface Content {
  title: string;
  text: string;
  action: { href: string; label: string } | null;
}

function content(kind: DoorPageKind, { lang, modelPage, detail }: DoorPageOptions): Content {
  const door = DOOR_TEXTS[lang];
  const errors = COMMON[lang].errors;
  const home = localisePath('/', lang);
  const back = modelPage ?? home;
  switch (kind) {
    case 'sign-in':
      return {
        title: modelPageTexts[lang].loginToDownload,
        text: '',
        action: { href: `/auth/login?${new URLSearchParams({ return: back })}`, label: modelPageTexts[lang].loginAction },
      };
    case 'finish-registration':
      return {
        title: door.finishToDownload,
        text: validateTexts[lang].nextSteps,
        action: { href: `${localisePath(VALIDATE_PATH, lang)}?${new URLSearchParams({ [RETURN_QUERY]: back })}`, label: validateTexts[lang].submit },
      };
    case 'busy':
      return { title: door.busyTitle, text: door.busyText, action: null };
    case 'not-found':
      return { title: errors.notFound.title, text: errors.notFound.text, action: { href: home, label: errors.notFound.home } };
    case 'server-error':
      return { title: errors.serverError.title, text: detail ? `${errors.serverError.text} ${detail}` : errors.serverError.text, action: { href: home, label: errors.serverError.home } };
  }
}

const STYLE =
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#263238;margin:0;padding:64px 24px;text-align:center}' +
  'main{max-width:560px;margin:0 auto}h1{font-size:1.5rem;line-height:1.3;margin:0 0 16px}p{line-height:1.5;margin:0 0 16px}' +
  '.button{display:inline-block;padding:12px 24px;border-radius:8px;background:#1565c0;color:#fff;text-decoration:none;font-weight:600}' +
  '.button:focus-visible,a:focus-visible{outline:3px solid #0d47a1;outline-offset:2px}a{color:#1565c0}';

/** The whole document, in the visitor's language. */
export function doorPage(kind: DoorPageKind, options: DoorPageOptions): string {
  const { title, text, action } = content(kind, options);
  const door = DOOR_TEXTS[options.lang];
  const site = COMMON[options.lang].site.name;
  const back = options.modelPage && kind !== 'not-found' ? `<p><a href="${escapeUTF8(options.modelPage)}" data-testid="door-back">${escapeUTF8(door.backToModel)}</a></p>` : '';
  return (
    `<!DOCTYPE html><html lang="${options.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeUTF8(`${title} — ${site}`)}</title><style>${STYLE}</style></head>` +
    `<body><main data-testid="door-${kind}"><h1>${escapeUTF8(title)}</h1>${text ? `<p>${escapeUTF8(text)}</p>` : ''}` +
    (action ? `<p><a class="button" href="${escapeUTF8(action.href)}" data-testid="door-action">${escapeUTF8(action.label)}</a></p>` : '') +
    `${back}</main></body></html>`
  );
}
