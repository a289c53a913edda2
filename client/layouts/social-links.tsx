import type { ReactElement } from 'react';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { SOCIAL_LINKS, type SocialKind } from '#shared/footer-links.ts';
import { DzenIcon, TelegramIcon, VkIcon, YoutubeIcon } from '../components/icons.tsx';
import { socialLinksTexts } from '#shared/i18n/texts/social-links.ts';

registerTexts('social', socialLinksTexts);

const ICONS: Record<SocialKind, (props: { size?: number }) => ReactElement> = {
  messenger: TelegramIcon,
  video: YoutubeIcon,
  social: VkIcon,
  blog: DzenIcon,
};

/** The four channels of spec §2 as icon links; each link is named by its aria-label. */
export function SocialLinks({ className = '' }: { className?: string }): ReactElement {
  const { t } = useTranslation();
  return (
    <ul className={`social-links ${className}`.trim()} aria-label={t('social.label')}>
      {SOCIAL_LINKS.map((link) => {
        const Icon = ICONS[link.kind];
        return (
          <li key={link.id}>
            <a
              href={link.href}
              className={`social-links__link social-links__link--${link.id}`}
              aria-label={`${t(link.labelKey)} ${t('externalHint')}`}
              title={t(link.labelKey)}
              target="_blank"
              rel="noopener noreferrer"
              data-social={link.kind}
            >
              <Icon size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
