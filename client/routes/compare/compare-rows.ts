import type { TFunction } from '#client/app/i18n/i18n.ts';
import { alignNamedValues, compareRow, fileLabel, type CompareRow } from '#shared/domain/compare-rows.ts';
import { dimensionEntries, type DimensionKey } from '#shared/domain/dimensions.ts';
import type { Language } from '#shared/domain/language.ts';
import type { ComparedIfc, ComparedModel } from './compare-data.ts';

export interface CompareSection {
  key: 'main' | 'dimensions' | 'properties' | 'files' | 'ifc' | 'ids';
  title: string;
  rows: CompareRow[];
}

const DIMENSIONS: readonly DimensionKey[] = ['width', 'height', 'length', 'diameter', 'weight'];


function ifcState(ifc: ComparedIfc | null, t: TFunction): string | null {
  if (!ifc) return null;
  if (ifc.state === 'none') return t('compare.noIfc');
  if (ifc.state === 'pending') return t('compare.pending');
  if (ifc.state === 'unreadable') return t('compare.unreadable');
  return null;
}

/** A fact of the IFC file, or where there is none, why (no file, being read, unreadable). */
function ifcCell(model: ComparedModel, t: TFunction, value: (ifc: ComparedIfc) => string | null): string | null {
  const { ifc } = model;
  if (ifc?.state === 'read') return value(ifc);
  return ifcState(ifc, t);
}

/**
 * The table's rows, section by section, each property aligned across the models: sizes in one
 * unit per kind (millimetres, kilograms) in the page language, attributes by name, the file
 * formats as a set. Sections without a row are left out.
 */
export function compareSections(models: readonly ComparedModel[], t: TFunction, lang: Language, checked: boolean): CompareSection[] {
  const row = (key: string, label: string, cell: (model: ComparedModel) => string | null) => compareRow(key, label, models.map(cell));
  const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);
  const measures = models.map((model) => new Map(dimensionEntries(model.dimensions, lang).map((entry) => [entry.key, entry.text])));
  const sections: Array<{ key: CompareSection['key']; rows: Array<CompareRow | null> }> = [
    {
      key: 'main',
      rows: [
        row('manufacturer', t('compare.rows.manufacturer'), (model) => model.company?.name ?? null),
        row('code', t('compare.rows.code'), (model) => model.code || null),
        row('category', t('compare.rows.category'), (model) => model.classification.category),
        row('type', t('compare.rows.type'), (model) => model.classification.type),
        row('class', t('compare.rows.class'), (model) => model.classification.class),
        row('materials', t('compare.rows.materials'), (model) => list(model.materials)),
      ],
    },
    {
      key: 'dimensions',
      rows: DIMENSIONS.map((key) => compareRow(key, t(`compare.rows.${key}`), measures.map((entries) => entries.get(key) ?? null))),
    },
    { key: 'properties', rows: alignNamedValues(models.map((model) => model.attributes), 'attribute') },
    {
      key: 'files',
      rows: [
        row('formats', t('compare.rows.formats'), (model) =>
          list([...new Set(model.files.map(fileLabel))].sort()),
        ),
        row('view3d', t('compare.rows.view3d'), (model) => (model.has3d ? t('compare.yes') : t('compare.no'))),
      ],
    },
    {
      key: 'ifc',
      rows: [
        row('schema', t('compare.rows.schema'), (model) => ifcCell(model, t, (ifc) => ifc.schema)),
        row('ifcClass', t('compare.rows.ifcClass'), (model) => ifcCell(model, t, (ifc) => ifc.ifcClass)),
        row('completeness', t('compare.rows.completeness'), (model) => ifcCell(model, t, (ifc) => (ifc.percent === null ? null : t('compare.percent', { percent: ifc.percent })))),
        row('disagreements', t('compare.rows.disagreements'), (model) =>
          ifcCell(model, t, (ifc) => (ifc.disagreements === 0 ? t('compare.disagreementsNone') : String(ifc.disagreements))),
        ),
      ],
    },
  ];
  if (checked) {
    sections.push({
      key: 'ids',
      rows: [
        row('idsResult', t('compare.rows.idsResult'), (model) => {
          const check = model.check;
          if (!check) return t('compare.idsUnknown');
          if (check.state !== 'checked') return ifcState(model.ifc, t) ?? t('compare.idsUnknown');
          const total = check.summary.pass + check.summary.fail;
          return t('compare.idsPassed', { pass: check.summary.pass, total });
        }),
      ],
    });
  }
  return sections
    .map((section) => ({ key: section.key, title: t(`compare.sections.${section.key}`), rows: section.rows.filter((item): item is CompareRow => item !== null) }))
    .filter((section) => section.rows.length > 0);
}
