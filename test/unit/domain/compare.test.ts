// Issue 24 §4: the comparison set, its address, and the table's alignment of properties.
import { describe, expect, it } from 'vitest';
import { COMPARE_MAX_MODELS } from '#shared/constants.ts';
import { readStoredCompare, toggleCompared } from '#shared/domain/compare-set.ts';
import { compareHref, parseCompareIds } from '#shared/domain/compare-address.ts';
import { alignNamedValues, compareRow, fileLabel, rowDiffers } from '#shared/domain/compare-rows.ts';

describe('the comparison address', () => {
  it('reads hyphen-joined ids, keeping their order and dropping repeats', () => {
    expect(parseCompareIds('12-34-12-56')).toEqual({ ids: ['12', '34', '56'], invalid: [], cut: [] });
  });

  it('names what is not an id and cuts past the limit', () => {
    expect(COMPARE_MAX_MODELS).toBe(4);
    const selection = parseCompareIds('1-x-2--0-3-<script>-4-5-6-5');
    expect(selection.ids).toEqual(['1', '2', '3', '4']);
    expect(selection.invalid).toEqual(['x', '0', '<script>']);
    expect(selection.cut).toEqual(['5', '6']);
  });

  it('never throws on nothing, spaces or a huge value', () => {
    expect(parseCompareIds(null)).toEqual({ ids: [], invalid: [], cut: [] });
    expect(parseCompareIds(' - - ')).toEqual({ ids: [], invalid: [], cut: [] });
    const huge = parseCompareIds('a'.repeat(10_000));
    expect(huge.ids).toEqual([]);
    expect(huge.invalid[0]!.length).toBeLessThanOrEqual(25);
    expect(parseCompareIds(Array.from({ length: 5_000 }, (_, i) => `z${i}`).join('-')).invalid).toHaveLength(COMPARE_MAX_MODELS);
  });

  it('writes the page address in either language, with the only-differences switch', () => {
    expect(compareHref(['12', '34'], 'ru')).toBe('/compare?ids=12-34');
    expect(compareHref(['12', '34'], 'en', true)).toBe('/en/compare?ids=12-34&diff=1');
    expect(compareHref([], 'ru', true)).toBe('/compare');
  });
});

describe('the comparison set', () => {
  it('adds at the end, takes out, and takes no fifth model', () => {
    expect(toggleCompared([], '7')).toEqual(['7']);
    expect(toggleCompared(['7', '8'], '7')).toEqual(['8']);
    expect(toggleCompared(['1', '2', '3', '4'], '5')).toEqual(['1', '2', '3', '4']);
    expect(toggleCompared(['1', '2', '3', '4'], '2')).toEqual(['1', '3', '4']);
    expect(toggleCompared([], 'abc')).toEqual([]);
  });

  it('reads whatever local storage holds without throwing', () => {
    expect(readStoredCompare(null)).toEqual([]);
    expect(readStoredCompare('not json')).toEqual([]);
    expect(readStoredCompare('{"ids":[1]}')).toEqual([]);
    expect(readStoredCompare('["5",6,"5","x","7","8","9","10"]')).toEqual(['5', '7', '8', '9']);
  });
});

describe('the comparison table', () => {
  it('marks a row that differs, ignoring case, spacing and the order of a list', () => {
    expect(rowDiffers(['Сталь, Стекло', 'стекло,  сталь'])).toBe(false);
    expect(rowDiffers(['1 200 мм', '1 000 мм'])).toBe(true);
    // A value one model lacks is a difference.
    expect(rowDiffers(['EI30', null])).toBe(true);
  });

  it('leaves out a row no model has, and never marks a single model', () => {
    expect(compareRow('code', 'Code', [null, null])).toBeNull();
    expect(compareRow('code', 'Code', ['A'])).toEqual({ key: 'code', label: 'Code', cells: ['A'], differs: false });
  });

  it('aligns named properties by name across models, joining a name’s values', () => {
    const rows = alignNamedValues(
      [
        [
          { name: 'САПР', value: 'Revit' },
          { name: 'САПР', value: 'ArchiCAD' },
          { name: 'LOD', value: '300' },
        ],
        [
          { name: 'LOD', value: '300' },
          { name: 'Класс пожарной опасности', value: 'КМ1' },
          { name: 'САПР', value: 'ArchiCAD' },
          { name: 'САПР', value: 'Revit' },
        ],
      ],
      'attribute',
    );
    expect(rows.map((row) => [row.label, row.cells, row.differs])).toEqual([
      ['САПР', ['Revit, ArchiCAD', 'ArchiCAD, Revit'], false],
      ['LOD', ['300', '300'], false],
      ['Класс пожарной опасности', [null, 'КМ1'], true],
    ]);
  });
});

describe('a file in the comparison', () => {
  it('names format, CAD software and version, each word once', () => {
    expect(fileLabel({ ext: 'rfa', sapr: 'Revit', version: '2023' })).toBe('RFA Revit 2023');
    expect(fileLabel({ ext: 'ifc', sapr: 'IFC', version: 'IFC4' })).toBe('IFC4');
    expect(fileLabel({ ext: 'dwg', sapr: '', version: '' })).toBe('DWG');
    expect(fileLabel({ ext: 'gsm', sapr: 'ArchiCAD', version: '25' })).toBe('GSM ArchiCAD 25');
  });
});
