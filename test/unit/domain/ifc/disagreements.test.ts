// Issue 24 §2: every disagreement between the file and the page.
import { describe, expect, it } from 'vitest';
import { disagreementsOf, fileSize, normaliseCompanyName, sameCompany, type PageFacts } from '#shared/domain/ifc/disagreements.ts';
import { spatialPath, spatialTree } from '#shared/domain/ifc/structure.ts';
import { door, facts, prop, pset } from './sample-facts.ts';

const page = (overrides: Partial<PageFacts> = {}): PageFacts => ({
  dimensions: { width: 900, height: 2100, length: 60, diameter: null, weight: 42 },
  manufacturers: ['Двери-Мастер', 'ООО "Двери-Мастер"'],
  classification: [{ code: '3', label: 'Двери и окна' }, { code: '12', label: 'Двери' }, { code: '17', label: 'Двери металлические', aliases: ['Metal doors'] }],
  ...overrides,
});

describe('disagreementsOf', () => {
  it('finds none when file and page agree (sizes within tolerance, the company under its legal form, the class code)', () => {
    expect(disagreementsOf(door(), page({ dimensions: { width: 901.5, height: 2100, length: 60, diameter: null, weight: 42.5 } }))).toEqual([]);
  });

  it('flags a size past max(2 mm, 1 %) with where the file gives it, and a weight past max(0.1 kg, 2 %)', () => {
    const found = disagreementsOf(door(), page({ dimensions: { width: 1000, height: 2079, length: 57.9, diameter: null, weight: 40 } }));
    expect(found).toEqual([
      { kind: 'width', status: 'differs', page: 1000, file: 900, unit: 'mm', source: 'IfcDoor.OverallWidth' },
      { kind: 'height', status: 'differs', page: 2079, file: 2100, unit: 'mm', source: 'IfcDoor.OverallHeight' },
      { kind: 'length', status: 'differs', page: 57.9, file: 60, unit: 'mm', source: 'Box.YDim' },
      { kind: 'weight', status: 'differs', page: 40, file: 42, unit: 'kg', source: 'Qto_DoorBaseQuantities.GrossWeight' },
    ]);
  });

  it('says nothing about a size the file does not give, or the page does not', () => {
    const bare = door({ attributes: [], propertySets: [], boundingBox: null });
    expect(disagreementsOf(bare, page()).filter((d) => d.unit !== null)).toEqual([]);
    expect(disagreementsOf(door(), page({ dimensions: { width: null, height: null, length: null, diameter: 50, weight: null } }))).toEqual([]);
  });

  it('reads each size where the convention puts it: the entity\'s attribute, then the Box, then the class\'s documented sets', () => {
    // Without attributes, the Box in the product's axes: x width, y depth (the page's length), z height.
    const boxed = door({ attributes: [], propertySets: [], boundingBox: { x: 0.8, y: 0.07, z: 2 } });
    expect(['width', 'length', 'height'].map((kind) => fileSize(boxed, kind as 'width'))).toEqual([
      { value: 800, source: 'Box.XDim' },
      { value: 70, source: 'Box.YDim' },
      { value: 2000, source: 'Box.ZDim' },
    ]);
    // A round product's diameter spans x.
    expect(fileSize(door({ ifcClass: 'IfcLightFixture', boundingBox: { x: 0.16, y: 0.16, z: 0.1 } }), 'diameter')).toEqual({ value: 160, source: 'Box.XDim' });
    // A door's Qto Width when it has neither attribute nor Box.
    expect(fileSize(door({ attributes: [], boundingBox: null, propertySets: [pset('Qto_DoorBaseQuantities', [prop('Width', 910, { si: 0.91 })])] }), 'width')).toEqual({ value: 910, source: 'Qto_DoorBaseQuantities.Width' });
  });

  it('never reads a name as a size where it means another axis in that class', () => {
    // Model 20006: a washbasin's NominalDepth is its height (z); its NominalWidth runs front to back (the page's length).
    const basin = door({
      ifcClass: 'IfcSanitaryTerminal',
      attributes: [],
      boundingBox: null,
      propertySets: [pset('Pset_SanitaryTerminalTypeCommon', [prop('NominalLength', 600, { si: 0.6 }), prop('NominalWidth', 530, { si: 0.53 }), prop('NominalDepth', 163, { si: 0.163 })])],
    });
    expect(disagreementsOf(basin, page({ dimensions: { width: 600, height: 163, length: 530, diameter: null, weight: null } })).filter((d) => d.unit === 'mm')).toEqual([]);
    expect(fileSize(basin, 'length')).toEqual({ value: 530, source: 'Pset_SanitaryTerminalTypeCommon.NominalWidth' });
    // A wall's Width is its thickness: the page's length, never its width.
    const wall = door({ ifcClass: 'IfcWall', attributes: [], boundingBox: null, propertySets: [pset('Qto_WallBaseQuantities', [prop('Length', 3000, { si: 3 }), prop('Width', 100, { si: 0.1 }), prop('Height', 2700, { si: 2.7 })])] });
    expect([fileSize(wall, 'width'), fileSize(wall, 'length')]).toEqual([
      { value: 3000, source: 'Qto_WallBaseQuantities.Length' },
      { value: 100, source: 'Qto_WallBaseQuantities.Width' },
    ]);
    // A covering's Qto Width (its thickness) and a pipe's nominal diameter are no page size.
    const covering = door({ ifcClass: 'IfcCovering', attributes: [], boundingBox: null, propertySets: [pset('Qto_CoveringBaseQuantities', [prop('Width', 12, { si: 0.012 })])] });
    expect([fileSize(covering, 'width'), fileSize(covering, 'length')]).toEqual([null, null]);
    const pipe = door({ ifcClass: 'IfcPipeSegment', attributes: [], boundingBox: null, propertySets: [pset('Pset_PipeSegmentTypeCommon', [prop('NominalDiameter', 80, { si: 0.08 }), prop('OuterDiameter', 90, { si: 0.09 })])] });
    expect(fileSize(pipe, 'diameter')).toEqual({ value: 90, source: 'Pset_PipeSegmentTypeCommon.OuterDiameter' });
    expect(disagreementsOf(pipe, page({ dimensions: { width: null, height: null, length: null, diameter: 32, weight: null } }))[0]).toMatchObject({ kind: 'diameter', page: 32, file: 90 });
  });

  it('flags another manufacturer, and a file that names none', () => {
    const other = door({ propertySets: [pset('Pset_ManufacturerTypeInformation', [prop('Manufacturer', 'Acme Doors Ltd')])] });
    expect(disagreementsOf(other, page())).toEqual([{ kind: 'manufacturer', status: 'differs', page: 'Двери-Мастер', file: 'Acme Doors Ltd', unit: null, source: 'Pset_ManufacturerTypeInformation.Manufacturer' }]);
    expect(disagreementsOf(door({ propertySets: [] }), page()).map((d) => [d.kind, d.status])).toEqual([['manufacturer', 'missing']]);
  });

  it('flags a classification that names none of the page\'s codes or labels, and a file without any', () => {
    expect(disagreementsOf(door({ classifications: [{ system: 'Uniclass', identification: 'Pr_30_59', name: 'Doors' }] }), page())).toEqual([
      { kind: 'classification', status: 'differs', page: '17 Двери металлические', file: 'Pr_30_59 Doors', unit: null, source: 'IfcClassificationReference' },
    ]);
    // The label in the other language agrees too.
    expect(disagreementsOf(door({ classifications: [{ system: null, identification: null, name: 'metal doors' }] }), page())).toEqual([]);
    expect(disagreementsOf(door({ classifications: [] }), page())[0]).toMatchObject({ kind: 'classification', status: 'missing', file: null });
    expect(disagreementsOf(door({ classifications: [] }), page({ classification: [] }))).toEqual([]);
  });

  it('compares company names without case, quotes, punctuation and legal form, but not by a shared fragment', () => {
    expect(normaliseCompanyName('ООО «Двери-Мастер»')).toBe('двери мастер');
    expect(sameCompany('Doorworks GmbH', 'DOORWORKS')).toBe(true);
    expect(sameCompany('Doorworks Group', 'Doorworks')).toBe(true);
    expect(sameCompany('Do', 'Doorworks')).toBe(false);
    expect(sameCompany('Alumin', 'Aluminium Systems')).toBe(false);
  });
});

describe('the spatial structure', () => {
  it('walks from the project to the product, and builds the tree', () => {
    const f = facts();
    expect(spatialPath(f, 50).map((e) => e.ifcClass)).toEqual(['IfcProject', 'IfcBuildingStorey', 'IfcDoor']);
    expect(spatialPath(f, 12345)).toEqual([]);
    expect(spatialTree(f)).toEqual([{ id: 1, ifcClass: 'IfcProject', name: 'Project', children: [{ id: 32, ifcClass: 'IfcBuildingStorey', name: 'Level 0', children: [{ id: 50, ifcClass: 'IfcDoor', name: 'Door DV-1', children: [] }] }] }]);
  });

  it('survives a cycle in the parents', () => {
    const a = door({ id: 7, parentId: 8 });
    const b = door({ id: 8, parentId: 7 });
    expect(spatialPath({ entities: [a, b] }, 7).map((e) => e.id)).toEqual([8, 7]);
  });
});
