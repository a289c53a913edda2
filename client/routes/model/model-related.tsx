import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { CompanyCardDto, ModelCardDto } from '#shared/api/dto.ts';
import { ModelRow } from '../../components/model-row.tsx';
import { ModelAnalogues } from './model-analogues.tsx';

export interface ModelRelatedProps {
  modelId: number;
  similar: readonly ModelCardDto[];
  company: CompanyCardDto | null;
  companyModels: readonly ModelCardDto[];
  /** The manufacturer page in the page's language. */
  companyHref: string | null;
}

/**
 * The rows below the model: similar models, more from the manufacturer, and the
 * analogues (loaded by the browser). A deferred part of the page (ModelRelatedPart),
 * keyed by model: its props change only with a navigation.
 */
export function ModelRelated({ modelId, similar, company, companyModels, companyHref }: ModelRelatedProps): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      {similar.length > 0 ? (
        <section className="model-section model-section--row" aria-labelledby="model-similar-title">
          <h2 id="model-similar-title" className="section-title">
            {t('modelPage.similar')}
          </h2>
          <ModelRow models={similar} label={t('modelPage.similar')} testId="model-similar" />
        </section>
      ) : null}

      {company && companyModels.length > 0 ? (
        <section className="model-section model-section--row" aria-labelledby="model-company-title">
          <div className="section-header">
            <h2 id="model-company-title" className="section-title">
              {t('modelPage.companyModels', { company: company.name })}
            </h2>
            {companyHref ? (
              <Link to={companyHref} className="home-section__more">
                {t('modelPage.companyModelsAll')}
              </Link>
            ) : null}
          </div>
          <ModelRow models={companyModels} label={t('modelPage.companyModels', { company: company.name })} testId="model-company-models" />
        </section>
      ) : null}

      <ModelAnalogues modelId={modelId} />
    </>
  );
}
