import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { useRootData } from '#client/app/data/use-root-data.ts';
import { ContentHero } from '#client/components/content-page/content-hero.tsx';
import { ContentCardGrid } from '#client/components/content-page/content-card.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { mailingPagesTexts } from '#shared/i18n/texts/mailing-pages.ts';
import { accountHref, EXTERNAL_LINKS } from '#shared/links.ts';

registerTexts('mailing', mailingPagesTexts);

const METRICS = ['delivered', 'opened', 'clicks', 'downloads'] as const;

/**
 * /statistic_email (spec §2, contents not shown; docs/decisions/0013-mailing-pages.md):
 * mailing emails link here; a company's figures are private, so the page explains
 * the report and leads to it on the account host (spec §2 private menu).
 */
export function Component() {
  const { t } = useTranslation();
  const root = useRootData();
  const report = accountHref(root?.config.lkUrl ?? '', '/statistic/company/email/');
  return (
    <>
      <ContentHero page="statisticEmail" eyebrow={t('mailing.statisticEmail.eyebrow')} lead={t('mailing.statisticEmail.lead')}>
        <a className="button button--primary" href={report}>
          {t('mailing.statisticEmail.open')}
        </a>
        <a className="button button--secondary" href={EXTERNAL_LINKS.promotion} target="_blank" rel="noopener noreferrer">
          {t('mailing.statisticEmail.order')}
        </a>
      </ContentHero>
      <TitledSection title={t('mailing.statisticEmail.metricsTitle')}>
        <ContentCardGrid
          columns={2}
          cards={METRICS.map((key) => ({ key, title: t(`mailing.statisticEmail.metrics.${key}.title`), text: t(`mailing.statisticEmail.metrics.${key}.text`) }))}
        />
      </TitledSection>
      <TitledSection className="content-section content-section--muted" title={t('mailing.statisticEmail.privateTitle')} lead={<p className="content-section__text">{t('mailing.statisticEmail.private')}</p>}>
        <a className="button button--primary" href={report}>
          {t('mailing.statisticEmail.open')}
        </a>
      </TitledSection>
    </>
  );
}
