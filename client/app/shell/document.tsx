import { useEffect, type ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import type { Language } from '#shared/domain/language.ts';
import { DocumentLanguageContext } from '../i18n/use-language.ts';
import { markFirstLoadDone, whenDeferredHydrated } from '../deferred/deferred.tsx';

export interface DocumentProps {
  /** The document's language: the server's choice (render inputs), in the browser the boot data's. */
  lang: Language;
  styles: string[];
  /** Chunks of the matched pages: hinted as modulepreload so hydration does not wait on a waterfall. */
  preload?: string[];
  children: ReactNode;
}

/** The whole HTML document, rendered by React on the server and hydrated as such in the browser. */
export function Document({ lang, styles, preload = [], children }: DocumentProps) {
  for (const href of preload) preloadModule(href, { as: 'script' });
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Controls that only work with JavaScript take no room without it (see .script-only in app.css). */}
        <noscript>
          <style>{'.script-only{display:none!important}'}</style>
        </noscript>
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* No first paint of a half-parsed header: on a slow phone the parser yields mid-header, and the
            top bar and the actions, painted short, grow leftwards when the rest arrives (a layout shift). */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <div id="root">
          <DocumentLanguageContext value={lang}>{children}</DocumentLanguageContext>
        </div>
        <HydrationMarker />
      </body>
    </html>
  );
}

/**
 * Marks <html data-hydrated> once React owns the document and its deferred parts
 * (decision 0018) have hydrated too, so the page answers every control: tests and monitoring wait on it.
 */
function HydrationMarker() {
  useEffect(() => {
    // From now on a newly mounted deferred part waits for its code in its navigation.
    markFirstLoadDone();
    void whenDeferredHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}
