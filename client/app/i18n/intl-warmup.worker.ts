// Runs on a worker thread: builds the page language's number, date and plural formatters once,
// which loads the ICU data they need into the renderer process (see warm-intl.ts), then says so.
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  try {
    new Intl.NumberFormat(locale).format(12_345);
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0);
    new Intl.PluralRules(locale).select(2);
  } finally {
    self.postMessage('warm');
  }
};
