// The DTOs of the IFC facts and IDS check routes (issue 24 §2, §3) as TypeBox
// schemas: the routes' response schemas, and the static types the ApiPort returns.
// The facts' shape is shared/types/ifc.ts; a type test holds the two equal.
import { Type, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

export const IfcPropertySchema = Type.Object({
  name: Type.String(),
  value: Nullable(Scalar),
  valueType: Nullable(Type.String()),
  unit: Nullable(Type.String()),
  si: Nullable(Type.Number()),
});

export const IfcPropertySetSchema = Type.Object({
  name: Type.String(),
  kind: Type.Union([Type.Literal('properties'), Type.Literal('quantities')]),
  fromType: Type.Boolean(),
  properties: Type.Array(IfcPropertySchema),
});

export const IfcEntitySchema = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  globalId: Nullable(Type.String()),
  ifcClass: Type.String(),
  role: Type.Union([Type.Literal('project'), Type.Literal('spatial'), Type.Literal('product')]),
  predefinedType: Nullable(Type.String()),
  name: Nullable(Type.String()),
  description: Nullable(Type.String()),
  objectType: Nullable(Type.String()),
  tag: Nullable(Type.String()),
  attributes: Type.Array(Type.Object({ name: Type.String(), value: Scalar, si: Nullable(Type.Number()) })),
  boundingBox: Nullable(Type.Object({ x: Type.Number(), y: Type.Number(), z: Type.Number() })),
  typeName: Nullable(Type.String()),
  parentId: Nullable(Type.Integer({ minimum: 0 })),
  propertySets: Type.Array(IfcPropertySetSchema),
  materials: Type.Array(Type.Object({ name: Type.String(), category: Nullable(Type.String()) })),
  classifications: Type.Array(Type.Object({ system: Nullable(Type.String()), identification: Nullable(Type.String()), name: Nullable(Type.String()) })),
});

export const IfcFactsSchema = Type.Object({
  schema: Type.String(),
  lengthUnit: Type.Object({ symbol: Type.String(), metres: Type.Number() }),
  entities: Type.Array(IfcEntitySchema),
  mainProductId: Nullable(Type.Integer({ minimum: 0 })),
  productCount: Type.Integer({ minimum: 0 }),
  truncated: Type.Boolean(),
});

export const IfcCompletenessSchema = Type.Object({
  ifcClass: Type.String(),
  propertySet: Nullable(Type.String()),
  expected: Type.Integer({ minimum: 0 }),
  present: Type.Integer({ minimum: 0 }),
  filled: Type.Integer({ minimum: 0 }),
  percent: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  properties: Type.Array(Type.Object({ name: Type.String(), present: Type.Boolean(), filled: Type.Boolean() })),
});

export const IfcDisagreementSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('width'),
    Type.Literal('height'),
    Type.Literal('length'),
    Type.Literal('diameter'),
    Type.Literal('weight'),
    Type.Literal('manufacturer'),
    Type.Literal('classification'),
  ]),
  status: Type.Union([Type.Literal('differs'), Type.Literal('missing')]),
  page: Type.Union([Type.String(), Type.Number()]),
  file: Nullable(Type.Union([Type.String(), Type.Number()])),
  unit: Nullable(Type.Union([Type.Literal('mm'), Type.Literal('kg')])),
  source: Nullable(Type.String()),
});

/** Why a file could not be read: the page says "could not be read" for every one of them. */
export const IfcUnreadableReasonSchema = Type.Union([
  Type.Literal('too_large'),
  Type.Literal('malformed'),
  Type.Literal('timeout'),
  Type.Literal('memory'),
  Type.Literal('crashed'),
  Type.Literal('unavailable'),
]);

export const IfcFactsStateSchema = Type.Union([
  // Read: facts, completeness and disagreements are there.
  Type.Literal('read'),
  // The model lists no .ifc file.
  Type.Literal('none'),
  // Being read (a cold parse past the page's wait, or the parse queue was full): ask again shortly.
  Type.Literal('pending'),
  Type.Literal('unreadable'),
]);

export const IfcFactsDtoSchema = Type.Object({
  state: IfcFactsStateSchema,
  /** Set when state is 'unreadable'. */
  reason: Nullable(IfcUnreadableReasonSchema),
  /** The IFC file the facts are of (no link: the file itself needs a registered session). */
  file: Nullable(Type.Object({ name: Type.String(), version: Type.String(), size: Type.Integer({ minimum: 0 }) })),
  facts: Nullable(IfcFactsSchema),
  /** Of the main product; null without facts or without a main product. */
  completeness: Nullable(IfcCompletenessSchema),
  disagreements: Type.Array(IfcDisagreementSchema),
});

/** What is known of models' IFC files without reading any (the catalogue's badge and filter). */
export const IfcSummariesSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      /** 'unknown': no visitor has had this model's facts served by this server yet. */
      state: Type.Union([Type.Literal('read'), Type.Literal('unreadable'), Type.Literal('unknown')]),
      ifcClass: Nullable(Type.String()),
      percent: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
    }),
  ),
});

// ---------------------------------------------------------------------------
// IDS (issue 24 §3)

export const IdsOfferedSchema = Type.Object({
  /** Stable id, e.g. 'manufacturer-data'. */
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** Where the .ids file itself is served. */
  href: Type.String(),
  specifications: Type.Integer({ minimum: 0 }),
});

export const IdsOfferedListSchema = Type.Object({ items: Type.Array(IdsOfferedSchema) });

export const IdsFailureSchema = Type.Object({
  /** The entity that failed: its class, name and STEP id. */
  entity: Type.Object({ id: Type.Integer({ minimum: 0 }), ifcClass: Type.String(), name: Nullable(Type.String()) }),
  /** The requirement in words, e.g. "property Pset_DoorCommon.FireRating is required, one of EI30, EI60". */
  requirement: Type.String(),
  /** What the file holds there, as text; null when it holds nothing. */
  found: Nullable(Type.String()),
});

export const IdsSpecificationResultSchema = Type.Object({
  name: Type.String(),
  identifier: Nullable(Type.String()),
  description: Nullable(Type.String()),
  status: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('not_applicable')]),
  /** Entities the applicability selected, and how many of them met every requirement. */
  applicable: Type.Integer({ minimum: 0 }),
  passed: Type.Integer({ minimum: 0 }),
  /** Why a specification failed or was skipped when no entity is to blame (cardinality, IFC version). */
  note: Nullable(Type.String()),
  /** At most IDS_MAX_FAILURES_PER_SPECIFICATION. */
  failures: Type.Array(IdsFailureSchema),
});

export const IdsCheckSchema = Type.Object({
  /** The IDS checked against: its title and, for an offered one, its id. */
  ids: Type.Object({ id: Nullable(Type.String()), title: Type.String() }),
  /** 'checked', or the facts' state when there is nothing to check ('none', 'pending', 'unreadable'). */
  state: Type.Union([Type.Literal('checked'), Type.Literal('none'), Type.Literal('pending'), Type.Literal('unreadable')]),
  summary: Type.Object({ pass: Type.Integer({ minimum: 0 }), fail: Type.Integer({ minimum: 0 }), notApplicable: Type.Integer({ minimum: 0 }) }),
  specifications: Type.Array(IdsSpecificationResultSchema),
  /** What of the IDS the checker does not support and skipped (facets, restrictions), so a pass is never silently partial. */
  unsupported: Type.Array(Type.String()),
});
