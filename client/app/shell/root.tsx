import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, redirect, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';
import type { RootData } from '#shared/api/port.ts';
import { languageRedirect } from '#shared/domain/page-language.ts';
import { chooseLanguage, pathLanguage, type Language } from '#shared/domain/language.ts';
import { needsAgreement } from '#shared/domain/agreement.ts';
import { LANGUAGE_QUERY } from '#shared/constants.ts';
import { ErrorLayout, RootLayout } from '../../layouts/root-layout.tsx';
import { loadTranslator, TranslationProvider, translatorFor, useTranslation } from '../i18n/i18n.ts';
import { loaderEnv } from '../data/loader-env.ts';
import { registrationGateResponse } from '../data/registration-gate.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { reloadOnChunkError } from '../browser/chunk-reload.ts';
import { useDelegatedNavigation } from '../browser/link-delegation.ts';

export async function rootLoader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const env = context.get(loaderEnv);
  const url = new URL(request.url);
  // The server decided the document's language once (server/plugins/language.ts). A client
  // navigation to a new URL applies the same rule, the visitor's preference standing in for the cookie.
  const lang = env.lang ?? chooseLanguage({ query: url.searchParams.get(LANGUAGE_QUERY), pathname: url.pathname, cookie: env.neutralLang });
  // One URL, one language (docs/decisions/0010): as the server does, a choice that is not the URL's language goes to that language's URL.
  if (lang !== pathLanguage(url.pathname)) throw redirect(languageRedirect(url.pathname, url.search, lang));
  // Spec §8: a failed context fetch is ignored silently; the visitor is anonymous.
  const [session] = await Promise.all([env.api.getSession().catch(() => ({ user: null })), loadTranslator(lang)]);
  // Spec §4: an unfinished sign-up goes to /validate (documents: a 302 from the server).
  const gate = registrationGateResponse(session, url);
  if (gate) throw gate;
  // Spec §4 agreement popup: only users old enough to need it ask whether they have agreed; a failure shows no popup (§8).
  const user = session.user;
  const pending = user !== null && needsAgreement(user.createdAt, false) && (await env.api.getAgreement().then((answer) => !answer.agreement, () => false));
  return { lang, session, config: env.config, ...(pending ? { agreementPending: true as const } : {}) };
}

function LanguageProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  useEffect(() => {
    // Only a change: a write of the same value restyles every element of the page (:lang and
    // hyphenation depend on it), 30–70 ms on a 4× slower phone after each hydration (issue 26).
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  return <TranslationProvider translator={translatorFor(lang)}>{children}</TranslationProvider>;
}

export function Root() {
  const { lang } = useLoaderData() as RootData;
  useDelegatedNavigation();
  return (
    <LanguageProvider lang={lang}>
      <RootLayout />
    </LanguageProvider>
  );
}

function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (reloadOnChunkError(error)) return <p className="container page-lead">{t('errors.reloading')}</p>;
  return <ErrorLayout notFound={isRouteErrorResponse(error) && error.status === 404} />;
}

/**
 * One boundary for the whole tree: 404 page for unknown routes, failed route
 * validation and page-data failures; 500 page otherwise; and, should the error
 * page itself fail, the plain fallback of spec §2.
 */
export function RootErrorBoundary() {
  const lang = useLanguage();
  return (
    <LanguageProvider lang={lang}>
      <ErrorPage />
    </LanguageProvider>
  );
}
