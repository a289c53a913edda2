// What a demo product's IFC file says about it: its class's whole standard common set
// (the shared table the portal scores against), values of the kind and enumeration
// IFC4 defines, sizes where the size convention puts them, the manufacturer set.
import { describe, expect, it } from 'vitest';
import { TAXONOMY } from '#server/demo-upstream/dataset/taxonomy.ts';
import { IFC_ENTITIES, productKind } from '#server/demo-upstream/products/kinds.ts';
import { buildShape } from '#server/demo-upstream/products/shapes.ts';
import { COMMON_PSET, baseQuantities, commonPropertySet, gtin, inapplicableProperties, manufacturerPropertySet, type ValueContext } from '#server/demo-upstream/products/properties.ts';
import { PROPERTY_ENUMERATIONS, commonPropertySetOf } from '#shared/domain/ifc/common-psets.ts';
import { extentOf, pageSizeOf } from '#shared/domain/ifc/size-convention.ts';

const classes = TAXONOMY.flatMap((category) => category.types.flatMap((type) => type.classes));

/** Every class at its smallest and largest size, with each of its variant words, in both materials. */
function contexts(): Array<{ where: string; ctx: ValueContext }> {
  const out = [];
  for (const cls of classes) {
    const kind = productKind(cls.en);
    const [wMin, wMax, hMin, hMax, lMin, lMax] = cls.dims;
    for (const [w, h, l] of [[wMin, hMin, lMin], [wMax, hMax, lMax]] as const) {
      for (const [index, suffix] of [['', ''] as const, ...cls.suffixes].entries()) {
        const hints = `${cls.product[1]} X-01 ${suffix[1]}`.toLowerCase();
        const shape = buildShape({ shape: kind.shape, width: w, height: h, depth: cls.round ? w : l, hints });
        const primary = kind.primary[index % kind.primary.length]!;
        const ctx: ValueContext = {
          kind,
          shape,
          reference: 'X-01',
          hints,
          materials: { primary, secondary: kind.secondary?.[0] ?? null, glass: kind.glass?.[0] ?? null },
          mainMaterial: primary,
          fireRating: /\b(eiw?\d+)\b/i.exec(hints)?.[1]?.toUpperCase() ?? null,
          jitter: (index * 0.37) % 1,
          weightKg: cls.kg[0],
        };
        out.push({ where: `${cls.en} ${w}x${h}x${l} '${suffix[1]}'`, ctx });
      }
    }
  }
  return out;
}

/** The only properties a demo product may leave out, as they cannot apply to it. */
const MAY_NOT_APPLY: Readonly<Record<string, readonly string[]>> = {
  // A door without glass has no glazing fraction (a positive ratio).
  IfcDoor: ['GlazingAreaFraction'],
  // A sectional radiator has sections, a panel radiator or a convector panels.
  IfcSpaceHeater: ['NumberOfPanels', 'NumberOfSections'],
};

describe('the common property set of a demo product', () => {
  it('is the standard set of every class the demo writes', () => {
    for (const entity of IFC_ENTITIES) expect(COMMON_PSET[entity], entity).toBe(commonPropertySetOf(entity)?.propertySet);
  });

  it('fills every property of the set, each of the kind and enumeration IFC4 gives it, leaving out only what cannot apply', () => {
    for (const { where, ctx } of contexts()) {
      const table = commonPropertySetOf(ctx.kind.entity)!;
      const set = commonPropertySet(ctx);
      expect(set.name, where).toBe(table.propertySet);
      const left = inapplicableProperties(ctx);
      expect(MAY_NOT_APPLY[ctx.kind.entity] ?? [], where).toEqual(expect.arrayContaining(left));
      if (ctx.kind.entity === 'IfcSpaceHeater') expect(left, where).toHaveLength(1);
      expect(set.properties.map((p) => p.name), where).toEqual(table.properties.map((p) => p.name).filter((name) => !left.includes(name)));
      for (const property of set.properties) {
        const spec = table.properties.find((p) => p.name === property.name)!;
        expect(property.kind, `${where} ${property.name}`).toBe(spec.kind);
        if (property.kind === 'enumerated') expect(PROPERTY_ENUMERATIONS[spec.enumeration!], `${where} ${property.name}`).toContain(property.value);
        if (property.kind === 'single') {
          expect(property.type, `${where} ${property.name}`).toBe(spec.type);
          const expected = spec.type === 'IfcBoolean' || spec.type === 'IfcLogical' ? 'boolean' : ['IfcLabel', 'IfcIdentifier', 'IfcText'].includes(spec.type) ? 'string' : 'number';
          expect(typeof property.value, `${where} ${property.name}`).toBe(expected);
          if (typeof property.value === 'string') expect(property.value.trim(), `${where} ${property.name}`).not.toBe('');
          if (typeof property.value === 'number') expect(Number.isFinite(property.value) && property.value >= 0, `${where} ${property.name}`).toBe(true);
          if (/^IfcPositive/.test(spec.type)) expect(property.value, `${where} ${property.name}`).toBeGreaterThan(0);
        }
        if (property.kind === 'bounded') expect(property.lower, `${where} ${property.name}`).toBeLessThan(property.upper);
        if (property.kind === 'table') expect(property.rows.length, `${where} ${property.name}`).toBeGreaterThan(1);
      }
    }
  });

  it('states the sizes the convention maps where it maps them: furniture, sanitary ware, pipes', () => {
    for (const { where, ctx } of contexts()) {
      const set = commonPropertySet(ctx);
      for (const property of set.properties) {
        const size = pageSizeOf(ctx.kind.entity, set.name, property.name);
        if (size && property.kind === 'single') expect(property.value, `${where} ${property.name}`).toBe(extentOf(size, ctx.shape));
      }
    }
    const desk = contexts().find(({ ctx }) => ctx.kind.entity === 'IfcFurniture' && ctx.kind.shape === 'desk')!.ctx;
    const values = Object.fromEntries(commonPropertySet(desk).properties.map((p) => [p.name, p.kind === 'single' ? p.value : null]));
    expect([values.NominalLength, values.NominalDepth, values.NominalHeight]).toEqual([desk.shape.width, desk.shape.depth, desk.shape.height]);
  });

  it('puts sizes in IFC4\'s base quantities by their meaning for the class', () => {
    const door = contexts().find(({ ctx }) => ctx.kind.entity === 'IfcDoor')!.ctx;
    expect(baseQuantities('IfcDoor', door.shape, 40)?.quantities.slice(0, 2)).toEqual([
      { name: 'Width', kind: 'length', value: door.shape.width },
      { name: 'Height', kind: 'length', value: door.shape.height },
    ]);
    const wall = contexts().find(({ ctx }) => ctx.kind.entity === 'IfcWall')!.ctx;
    expect(baseQuantities('IfcWall', wall.shape, 80)?.quantities.slice(0, 3).map((q) => [q.name, q.value])).toEqual([
      ['Length', wall.shape.width],
      ['Width', wall.shape.depth],
      ['Height', wall.shape.height],
    ]);
    expect(baseQuantities('IfcFurniture', door.shape, 40)).toBeNull();
  });
});

describe('the manufacturer set', () => {
  it('has every property of Pset_ManufacturerTypeInformation, the GTIN with its check digit', () => {
    const set = manufacturerPropertySet({ manufacturer: 'Двери-Мастер', modelReference: 'DV-1', modelLabel: 'Дверь', modelId: 20006, productionYear: '2024' });
    expect(set.properties.map((p) => [p.name, p.kind === 'single' || p.kind === 'enumerated' ? p.value : null])).toEqual([
      ['GlobalTradeItemNumber', '4600000200064'],
      ['ArticleNumber', '20006'],
      ['ModelReference', 'DV-1'],
      ['ModelLabel', 'Дверь'],
      ['Manufacturer', 'Двери-Мастер'],
      ['ProductionYear', '2024'],
      ['AssemblyPlace', 'FACTORY'],
    ]);
    // EAN-13: digits weighted 1, 3, 1, … and the check digit rounds the sum up to a ten.
    for (const id of [1, 20006, 987_654_321]) {
      const digits = [...gtin(id)].map(Number);
      expect(digits).toHaveLength(13);
      expect(digits.reduce((sum, digit, index) => sum + digit * (index % 2 === 0 ? 1 : 3), 0) % 10).toBe(0);
    }
  });
});
