// Runs on a worker thread: builds a number, a date and a plural formatter for the page's locale
// once, which loads that locale's ICU data into the renderer process (see warm-intl.ts), then says
// so. Their options do not matter: the data is the locale's, whatever the formatter's shape.
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  try {
    new Intl.NumberFormat(locale).format(12_345);
    new Intl.DateTimeFormat(locale).format(0);
    new Intl.PluralRules(locale).select(2);
  } finally {
    self.postMessage('warm');
  }
};
