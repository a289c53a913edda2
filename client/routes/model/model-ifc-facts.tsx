import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import type { IfcFactsDto } from '#shared/api/dto.ts';
import type { IfcEntityFacts, IfcPropertyFacts, IfcPropertySetFacts } from '#shared/types/ifc.ts';
import { mainProduct, spatialPath } from '#shared/domain/ifc/structure.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import type { Language } from '#shared/domain/language.ts';

type Translate = ReturnType<typeof useTranslation>['t'];
type Disagreement = IfcFactsDto['disagreements'][number];
type Completeness = NonNullable<IfcFactsDto['completeness']>;

function formatScalar(value: string | number | boolean, lang: Language, t: Translate): string {
  if (typeof value === 'boolean') return t(value ? 'modelIfc.yes' : 'modelIfc.no');
  if (typeof value === 'number') return formatNumber(lang, Number(value.toPrecision(10)));
  return value;
}

/** A property's value with its unit, or "empty" for a property the file names without a value. */
function PropertyValue({ property }: { property: IfcPropertyFacts }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (property.value === null) return <span className="model-ifc__empty">{t('modelIfc.empty')}</span>;
  const text = formatScalar(property.value, lang, t);
  return <>{property.unit ? `${text} ${property.unit}` : text}</>;
}

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }): ReactElement {
  return (
    <div className="property-list__row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function disagreementValue(value: string | number | null, unit: Disagreement['unit'], lang: Language, t: Translate): string {
  if (value === null) return t('modelIfc.notInFile');
  const text = typeof value === 'number' ? formatNumber(lang, value) : value;
  return unit ? `${text} ${t(`modelIfc.unit_${unit}`)}` : text;
}

/** Every place where the file and the page disagree, each with both values. */
function Disagreements({ items }: { items: readonly Disagreement[] }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (items.length === 0) {
    return (
      <p className="model-ifc__agree" data-testid="ifc-agree">
        {t('modelIfc.disagreementsNone')}
      </p>
    );
  }
  return (
    <div className="model-ifc__alert" role="note" aria-labelledby="model-ifc-disagreements" data-testid="ifc-disagreements">
      <h3 id="model-ifc-disagreements" className="model-ifc__subtitle">
        {t('modelIfc.disagreementsTitle')}
      </h3>
      <ul className="model-ifc__alert-list">
        {items.map((item) => (
          <li key={`${item.kind}:${item.status}`} data-testid="ifc-disagreement" data-kind={item.kind} data-status={item.status}>
            <strong>{t(`modelIfc.kind_${item.kind}`)}</strong>: {t('modelIfc.onPage')} {disagreementValue(item.page, item.unit, lang, t)}, {item.status === 'missing' || item.file === null ? t('modelIfc.notInFile') : `${t('modelIfc.inFile')} ${disagreementValue(item.file, item.unit, lang, t)}`}
            {item.source ? <span className="model-ifc__source"> ({item.source})</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The completeness of the class's standard set: the percentage as a bar, every expected property with its state. */
function CompletenessBlock({ completeness }: { completeness: Completeness }): ReactElement {
  const { t } = useTranslation();
  if (completeness.percent === null || completeness.propertySet === null) {
    return <p className="model-ifc__note">{t('modelIfc.completenessUnknown', { ifcClass: completeness.ifcClass })}</p>;
  }
  const level = completeness.percent >= 80 ? 'good' : completeness.percent >= 40 ? 'fair' : 'poor';
  return (
    <details className="model-ifc__details" data-testid="ifc-completeness">
      <summary>
        <progress className="model-ifc__meter" data-level={level} value={completeness.percent} max={100} aria-hidden="true" />
        <span className="model-ifc__summary-text">
          <strong data-testid="ifc-completeness-percent">{completeness.percent} %</strong> · {t('modelIfc.completenessOf', { set: completeness.propertySet, filled: completeness.filled, expected: completeness.expected })}
        </span>
      </summary>
      <ul className="model-ifc__checklist">
        {completeness.properties.map((property) => {
          const state = property.filled ? 'filled' : property.present ? 'empty' : 'missing';
          return (
            <li key={property.name} data-state={state}>
              <span className="model-ifc__prop-name">{property.name}</span>
              <span className="model-ifc__prop-state">{t(state === 'filled' ? 'modelIfc.propFilled' : state === 'empty' ? 'modelIfc.propEmpty' : 'modelIfc.propMissing')}</span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** One property or quantity set, folded: its name, where it comes from and how many values it has. */
function PropertySet({ set }: { set: IfcPropertySetFacts }): ReactElement {
  const { t } = useTranslation();
  return (
    <details className="model-ifc__details" data-testid="ifc-pset" data-name={set.name}>
      <summary>
        <span className="model-ifc__set-name">{set.name}</span>
        <span className="model-ifc__count">{t('modelIfc.propertiesCount', { count: set.properties.length })}</span>
        {set.fromType ? <span className="model-ifc__tag">{t('modelIfc.fromType')}</span> : null}
      </summary>
      <dl className="property-list model-ifc__props">
        {set.properties.map((property) => (
          <Row key={property.name} label={property.name}>
            <PropertyValue property={property} />
          </Row>
        ))}
      </dl>
    </details>
  );
}

function Sets({ title, sets, testId }: { title: string; sets: readonly IfcPropertySetFacts[]; testId: string }): ReactElement | null {
  if (sets.length === 0) return null;
  return (
    <div className="model-ifc__group" data-testid={testId}>
      <h3 className="model-ifc__subtitle">{title}</h3>
      {sets.map((set) => (
        <PropertySet key={set.name} set={set} />
      ))}
    </div>
  );
}

/** Project → site → building → storey → product, as the file nests them. */
function Structure({ path }: { path: readonly IfcEntityFacts[] }): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="model-ifc__group">
      <h3 className="model-ifc__subtitle">{t('modelIfc.structure')}</h3>
      <ol className="model-ifc__tree" data-testid="ifc-structure">
        {path.map((entity) => (
          <li key={entity.id} data-class={entity.ifcClass}>
            <code>{entity.ifcClass}</code> {entity.name ? <span>{entity.name}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The facts of a file that was read: the product, the disagreements, the completeness, then the file's own sets. */
export function IfcFactsView({ dto }: { dto: IfcFactsDto }): ReactElement | null {
  const { t } = useTranslation();
  const lang = useLanguage();
  const facts = dto.facts;
  if (!facts) return null;
  const product = mainProduct(facts);
  const path = product ? spatialPath(facts, product.id) : [];
  const sets = product?.propertySets ?? [];
  return (
    <div className="model-ifc__body" data-testid="ifc-facts">
      <dl className="property-list model-ifc__overview">
        <Row label={t('modelIfc.schema')} testId="ifc-schema">
          {facts.schema}
        </Row>
        {product ? (
          <>
            <Row label={t('modelIfc.ifcClass')} testId="ifc-class">
              <code>{product.ifcClass}</code>
              {product.predefinedType ? <span className="model-ifc__muted"> · {product.predefinedType}</span> : null}
            </Row>
            {product.name ? <Row label={t('modelIfc.productName')}>{product.name}</Row> : null}
            {product.typeName ? <Row label={t('modelIfc.typeName')}>{product.typeName}</Row> : null}
            {product.tag ? <Row label={t('modelIfc.tag')}>{product.tag}</Row> : null}
          </>
        ) : null}
        {facts.productCount > 1 ? <Row label={t('modelIfc.products')}>{formatNumber(lang, facts.productCount)}</Row> : null}
      </dl>

      <Disagreements items={dto.disagreements} />

      {dto.completeness ? (
        <div className="model-ifc__group">
          <h3 className="model-ifc__subtitle">{t('modelIfc.completeness')}</h3>
          <CompletenessBlock completeness={dto.completeness} />
        </div>
      ) : null}

      {path.length > 0 ? <Structure path={path} /> : null}
      <Sets title={t('modelIfc.propertySets')} sets={sets.filter((set) => set.kind === 'properties')} testId="ifc-psets" />
      <Sets title={t('modelIfc.quantities')} sets={sets.filter((set) => set.kind === 'quantities')} testId="ifc-quantities" />

      {product ? (
        <dl className="property-list model-ifc__overview">
          <Row label={t('modelIfc.materials')} testId="ifc-materials">
            {product.materials.length > 0 ? [...new Set(product.materials.map((material) => material.name))].join(', ') : t('modelIfc.none')}
          </Row>
          <Row label={t('modelIfc.classification')} testId="ifc-classification">
            {product.classifications.length > 0
              ? product.classifications.map((item) => [item.system, item.identification, item.name].filter(Boolean).join(' · ')).join('; ')
              : t('modelIfc.none')}
          </Row>
        </dl>
      ) : null}
      {facts.truncated ? <p className="model-ifc__note">{t('modelIfc.truncated')}</p> : null}
    </div>
  );
}
