// Runs on a worker thread: builds the page language's formatters once, with the same options the
// page uses (shared/i18n/format.ts), which loads that locale's ICU data into the renderer process
// (see warm-intl.ts), then says so. A date formatter with a month name and a time zone needs more
// data than a plain one: the shape matters, so the worker uses the page's own functions.
import { formatDate, formatNumber, INTL_LOCALES } from '#shared/i18n/format.ts';
import { isLanguage } from '#shared/domain/language.ts';

self.onmessage = (event: MessageEvent<string>) => {
  const lang = event.data;
  try {
    if (isLanguage(lang)) {
      formatNumber(lang, 12_345);
      formatDate(lang, '2024-03-05');
      new Intl.PluralRules(INTL_LOCALES[lang]).select(2);
    }
  } finally {
    self.postMessage('warm');
  }
};
