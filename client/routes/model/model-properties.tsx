import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelDetailDto } from '#shared/api/dto.ts';
import { dimensionEntries } from '#shared/domain/dimensions.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { TagList } from '../../components/tag-list.tsx';

export interface PropertyRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a definition list laid out as a two-column table. */
export function PropertyList({ rows, testId }: { rows: readonly PropertyRow[]; testId?: string }): ReactElement | null {
  if (rows.length === 0) return null;
  return (
    <dl className="property-list" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.key} className="property-list__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Attributes repeat a name once per value (САПР: Revit, САПР: Archicad); they read better joined. */
export function groupAttributes(attributes: ModelDetailDto['attributes']): Array<{ name: string; values: string[] }> {
  const groups = new Map<string, string[]>();
  for (const { name, value } of attributes) {
    const values = groups.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    groups.set(name, values);
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

const DIMENSION_LABELS = { width: 'modelPage.width', height: 'modelPage.height', length: 'modelPage.length', diameter: 'modelPage.diameter', weight: 'modelPage.weight' } as const;

/** Spec §2 main properties: width, height, length, diameter in millimetres and weight in kilograms. */
export function useDimensionRows(dimensions: ModelDetailDto['dimensions']): PropertyRow[] {
  const { t } = useTranslation();
  const lang = useLanguage();
  return dimensionEntries(dimensions, lang).map((entry) => ({ key: entry.key, label: t(DIMENSION_LABELS[entry.key]), value: entry.text }));
}

/** Catalogue links of the classification: the category, its type, the type's class (each only under its parent). */
export interface ClassificationHrefs {
  category: string | null;
  type: string | null;
  class: string | null;
}

/**
 * Spec §2 classification: category, type and class (each a catalogue link), rooms, buildings, materials.
 * The page builds the links (it needs two of them for its breadcrumbs too).
 */
export function ModelClassification({ model, hrefs }: { model: ModelDetailDto; hrefs: ClassificationHrefs }): ReactElement | null {
  const { t } = useTranslation();
  const { category, type, class: klass } = model.classification;
  const rows: PropertyRow[] = [];
  if (category && hrefs.category) rows.push({ key: 'category', label: t('modelPage.category'), value: <Link to={hrefs.category}>{category.label}</Link> });
  else if (category) rows.push({ key: 'category', label: t('modelPage.category'), value: category.label });
  if (type && hrefs.type) rows.push({ key: 'type', label: t('modelPage.type'), value: <Link to={hrefs.type}>{type.label}</Link> });
  else if (type) rows.push({ key: 'type', label: t('modelPage.type'), value: type.label });
  if (klass && hrefs.class) rows.push({ key: 'class', label: t('modelPage.class'), value: <Link to={hrefs.class}>{klass.label}</Link> });
  else if (klass) rows.push({ key: 'class', label: t('modelPage.class'), value: klass.label });
  const tags = (values: readonly string[]) => <TagList tags={values} />;
  if (model.rooms.length > 0) rows.push({ key: 'rooms', label: t('modelPage.rooms'), value: tags(model.rooms) });
  if (model.buildings.length > 0) rows.push({ key: 'buildings', label: t('modelPage.buildings'), value: tags(model.buildings) });
  if (model.materials.length > 0) rows.push({ key: 'materials', label: t('modelPage.materials'), value: tags(model.materials) });
  return <PropertyList rows={rows} testId="model-classification" />;
}
