import { describe, expect, it } from 'vitest';
import { REGION_GRID_COLUMNS, REGION_GRID_ROWS, REGION_TILES, normaliseRegionCode, tileFor } from '#shared/domain/region-tiles.ts';
import { FEDERAL_SUBJECTS_SOURCE } from '#server/demo-upstream/dataset/dictionaries.ts';

describe('the tile grid of Russia (decision 0017)', () => {
  it('has every subject once, each on its own square inside the grid', () => {
    expect(REGION_TILES).toHaveLength(85);
    expect(new Set(REGION_TILES.map((tile) => tile.code)).size).toBe(85);
    expect(new Set(REGION_TILES.map((tile) => `${tile.col},${tile.row}`)).size).toBe(85);
    for (const tile of REGION_TILES) {
      expect(tile.code).toMatch(/^\d\d$/);
      expect(tile.col).toBeLessThan(REGION_GRID_COLUMNS);
      expect(tile.row).toBeLessThan(REGION_GRID_ROWS);
      expect(tile.ru).not.toBe('');
      expect(tile.en).not.toBe('');
    }
  });

  it('keeps the west west and the far east east, the north north and the Caucasus south', () => {
    const at = (code: string) => REGION_TILES.find((tile) => tile.code === code)!;
    expect(at('39').col).toBeLessThan(at('77').col); // Kaliningrad west of Moscow
    expect(at('77').col).toBeLessThan(at('54').col); // Moscow west of Novosibirsk
    expect(at('54').col).toBeLessThan(at('25').col); // Novosibirsk west of Primorye
    expect(at('51').row).toBeLessThan(at('77').row); // Murmansk north of Moscow
    expect(at('77').row).toBeLessThan(at('05').row); // Moscow north of Dagestan
  });

  it('finds a tile by code (with or without the leading zero) or by either name', () => {
    expect(tileFor('77', [])?.en).toBe('Moscow');
    expect(tileFor('2', [])?.code).toBe('02');
    expect(normaliseRegionCode(' 07 ')).toBe('07');
    expect(tileFor(null, ['Республика Саха (Якутия)'])?.code).toBe('14');
    expect(tileFor('00', ['saint petersburg'])?.code).toBe('78');
    expect(tileFor(null, ['Ханты-Мансийский автономный округ - Югра'])?.code).toBe('86');
    expect(tileFor(null, ['Атлантида'])).toBeNull();
  });

  it('places every subject of the demo dictionary by its code, under the same names', () => {
    for (const [code, ru, en] of FEDERAL_SUBJECTS_SOURCE) {
      const tile = tileFor(code, []);
      expect(tile, code).not.toBeNull();
      expect(tileFor(null, [ru])?.code, ru).toBe(code);
      expect(tileFor(null, [en])?.code, en).toBe(code);
    }
  });
});
