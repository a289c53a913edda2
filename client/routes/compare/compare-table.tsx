import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage, useLocalizedPath } from '#client/app/i18n/use-language.ts';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { modelPath, sizedImage } from '#shared/domain/links.ts';
import { comparedIds, setComparedIds } from '#client/hooks/use-compared-ids.ts';
import type { ComparedModel } from './compare-data.ts';
import { compareSections } from './compare-rows.ts';

/** Column pictures are asked for at this size from the uploads host (spec §7 size=WxH). */
const PICTURE_SIZE = 240;

function ModelColumn({ model, removeHref }: { model: ComparedModel; removeHref: string }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const picture = sizedImage(src(model.image), PICTURE_SIZE);
  return (
    <th scope="col" className="compare-table__model" data-testid="compare-model" data-model-id={model.id}>
      <div className="compare-table__picture">{picture ? <img src={picture} alt="" width={PICTURE_SIZE} height={PICTURE_SIZE} loading="lazy" decoding="async" /> : null}</div>
      <Link className="compare-table__name" to={modelPath(model.alias, model.id, lang)}>
        {model.name}
      </Link>
      {model.company ? (
        <Link className="compare-table__company" to={localize(model.company.href)}>
          {model.company.name}
        </Link>
      ) : null}
      <Link
        className="compare-table__remove"
        to={removeHref}
        data-testid="compare-remove"
        onClick={() => setComparedIds(comparedIds().filter((id) => id !== String(model.id)))}
      >
        {t('compare.remove')}
        {/* Which model, for a screen reader's list of links; the visible words come first (WCAG 2.5.3). */}
        <span className="visually-hidden">: {model.name}</span>
      </Link>
    </th>
  );
}

/** The models side by side, property by property; with onlyDifferences, the rows where they differ. */
export function CompareTable({ models, checked, onlyDifferences, removeHref }: { models: readonly ComparedModel[]; checked: boolean; onlyDifferences: boolean; removeHref: (id: number) => string }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sections = compareSections(models, t, lang, checked);
  const shown = sections.map((section) => ({ ...section, rows: onlyDifferences ? section.rows.filter((row) => row.differs) : section.rows })).filter((section) => section.rows.length > 0);
  return (
    <>
      {onlyDifferences && shown.length === 0 ? <p className="compare-page__same">{t('compare.noDifferences')}</p> : null}
      {/* Four columns do not fit a phone: the table scrolls on its own, the page does not. */}
      <div className="compare-scroll" role="region" aria-label={t('compare.tableLabel')} tabIndex={0}>
        <table className={`compare-table compare-table--${models.length}`} data-testid="compare-table">
          <thead>
            <tr>
              <td className="compare-table__corner">
                <span className="visually-hidden">{t('compare.property')}</span>
              </td>
              {models.map((model) => (
                <ModelColumn key={model.id} model={model} removeHref={removeHref(model.id)} />
              ))}
            </tr>
          </thead>
          {shown.map((section) => (
            <tbody key={section.key} data-testid={`compare-section-${section.key}`}>
              <tr className="compare-table__section">
                <th scope="colgroup" colSpan={models.length + 1}>
                  {section.title}
                </th>
              </tr>
              {section.rows.map((row) => (
                <tr key={row.key} className={row.differs ? 'compare-table__row is-different' : 'compare-table__row'} data-testid="compare-row" data-row={row.key}>
                  <th scope="row">
                    {row.label}
                    {row.differs ? <span className="compare-table__differs">{t('compare.differs')}</span> : null}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={models[index]!.id}>{cell ?? <span className="compare-table__none">{t('compare.noValue')}</span>}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
