import type { MouseEvent, ReactElement } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { LANGUAGES } from '#shared/constants.ts';
import type { Language } from '#shared/domain/language.ts';
import { languageLinkHref, switchLanguage, useLanguage } from '#client/app/i18n/use-language.ts';

/**
 * RU / EN links. Each is a real link to the same page in the other language
 * (so it works before hydration); once hydrated a click saves the cookie and
 * reloads (spec §4).
 */
export function LanguageSwitch({ testId = 'lang-switch', className = '' }: { testId?: string; className?: string }): ReactElement {
  const { t } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  const onClick = (lang: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (lang !== current) switchLanguage(lang);
  };
  return (
    <div className={`lang-switch ${className}`.trim()} role="group" aria-label={t('language.label')} data-testid={testId}>
      {LANGUAGES.map((lang) => {
        const active = lang === current;
        return (
          <a
            key={lang}
            href={languageLinkHref(location, lang)}
            hrefLang={lang}
            lang={lang}
            className="lang-switch__option"
            aria-current={active ? 'true' : undefined}
            data-lang={lang}
            onClick={onClick(lang)}
          >
            {/* The name starts with what is shown (WCAG 2.5.3), the rest is for screen readers. */}
            {t(`language.short.${lang}`)}
            <span className="visually-hidden">{` — ${active ? t(`language.names.${lang}`) : t('language.switchTo', { language: t(`language.names.${lang}`) })}`}</span>
          </a>
        );
      })}
    </div>
  );
}
