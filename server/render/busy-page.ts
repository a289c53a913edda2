import type { Language } from '#shared/domain/language.ts';
import { en } from '#shared/i18n/locales/en.ts';
import { ru } from '#shared/i18n/locales/ru.ts';

/**
 * The answer to a page request the server is too busy to render in time (issue 25,
 * docs/decisions/0025): a 503 with Retry-After and this page, sent at once. It is a
 * constant document per language, not a React render, so answering it costs a Buffer
 * copy however loaded the server is. Under 1 KB, so the compressor leaves it alone.
 */
const TEXTS: Readonly<Record<Language, { title: string; lead: string; retry: string }>> = {
  ru: {
    title: 'Сайт сейчас перегружен',
    lead: 'Слишком много посетителей одновременно, и страница не успела подготовиться.',
    retry: 'Обновите страницу через несколько секунд.',
  },
  en: {
    title: 'The site is busy right now',
    lead: 'Too many visitors at once, and the page could not be prepared in time.',
    retry: 'Please reload the page in a few seconds.',
  },
};

const SITE_NAMES: Readonly<Record<Language, string>> = { ru: ru.site.name, en: en.site.name };

function busyHtml(lang: Language): string {
  const t = TEXTS[lang];
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${t.title} — ${SITE_NAMES[lang]}</title></head>` +
    '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:48px 24px;line-height:1.5">' +
    `<h1 style="font-size:1.5rem">${t.title}</h1><p>${t.lead}</p><p>${t.retry}</p></body></html>`
  );
}

export const BUSY_PAGES: Readonly<Record<Language, Buffer>> = { ru: Buffer.from(busyHtml('ru')), en: Buffer.from(busyHtml('en')) };

/** Retry-After for a busy answer: the expected wait, rounded up to whole seconds, 1 to 30. */
export function retryAfterSeconds(expectedWaitMs: number): number {
  if (!Number.isFinite(expectedWaitMs)) return 30;
  return Math.min(30, Math.max(1, Math.ceil(expectedWaitMs / 1000)));
}
