// One convention for a product's overall size, from the page to the product's axes
// to the IFC file. The demo's shapes and IFC writer follow it, and the disagreement
// rule reads the file by it (decisions 0022, 0023).
//
// - Page: width × height × length (spec §3; the page's length is the depth, W×H×D);
//   a round product has a diameter instead of width and length.
// - Product axes: x across the front (width), y from the front back (length), z up
//   (height); a diameter spans x and y.
// - File: the product's 'Box' shape representation, an IfcBoundingBox of
//   XDim × YDim × ZDim in those axes, states the overall size of any class. Where
//   IFC4 documents a size with a fixed meaning for a class (IfcDoor.OverallWidth,
//   Qto_WallBaseQuantities.Length, Pset_FurnitureTypeCommon.NominalDepth, …), the
//   table below maps it. Nothing else is read as a size: the same name means
//   different axes in different classes (Width is a wall's thickness, a door's width).

export type PageSize = 'width' | 'height' | 'length' | 'diameter';
export type Axis = 'x' | 'y' | 'z';

export const PAGE_SIZE_AXIS: Readonly<Record<PageSize, Axis>> = { width: 'x', length: 'y', height: 'z', diameter: 'x' };

/** RepresentationIdentifier of the shape representation that holds the IfcBoundingBox. */
export const BOX_REPRESENTATION = 'Box';

export type SizeSource =
  /** A direct attribute of the entity, e.g. IfcDoor.OverallWidth. */
  | { attribute: string }
  /** The Box representation's dimension along this axis. */
  | { box: Axis }
  /** A property or quantity of a named set. */
  | { set: string; name: string };

type ClassSources = Partial<Record<PageSize, ReadonlyArray<{ attribute: string } | { set: string; name: string }>>>;

const inSet = (set: string, name: string) => ({ set, name });

/**
 * Sizes whose meaning IFC4 fixes for a class. A wall's and a curtain wall's Length
 * runs along them (x) and their Width is the thickness (y); furniture's NominalLength
 * runs along its front. IFC4 gives Pset_SanitaryTerminalTypeCommon's nominal sizes no
 * axes; they are read as its sibling Pset_WasteTerminalTypeRoofDrain documents its
 * own: length along x, width along y, depth along z.
 */
const CLASS_SOURCES: Readonly<Record<string, ClassSources>> = {
  IfcDoor: {
    width: [{ attribute: 'OverallWidth' }, inSet('Qto_DoorBaseQuantities', 'Width')],
    height: [{ attribute: 'OverallHeight' }, inSet('Qto_DoorBaseQuantities', 'Height')],
  },
  IfcWindow: {
    width: [{ attribute: 'OverallWidth' }, inSet('Qto_WindowBaseQuantities', 'Width')],
    height: [{ attribute: 'OverallHeight' }, inSet('Qto_WindowBaseQuantities', 'Height')],
  },
  IfcWall: {
    width: [inSet('Qto_WallBaseQuantities', 'Length')],
    length: [inSet('Qto_WallBaseQuantities', 'Width')],
    height: [inSet('Qto_WallBaseQuantities', 'Height')],
  },
  IfcCurtainWall: {
    width: [inSet('Qto_CurtainWallQuantities', 'Length')],
    length: [inSet('Qto_CurtainWallQuantities', 'Width')],
    height: [inSet('Qto_CurtainWallQuantities', 'Height')],
  },
  IfcFurniture: {
    width: [inSet('Pset_FurnitureTypeCommon', 'NominalLength')],
    length: [inSet('Pset_FurnitureTypeCommon', 'NominalDepth')],
    height: [inSet('Pset_FurnitureTypeCommon', 'NominalHeight')],
  },
  IfcSanitaryTerminal: {
    width: [inSet('Pset_SanitaryTerminalTypeCommon', 'NominalLength')],
    length: [inSet('Pset_SanitaryTerminalTypeCommon', 'NominalWidth')],
    height: [inSet('Pset_SanitaryTerminalTypeCommon', 'NominalDepth')],
  },
  // NominalBodyLength is a radius for a drain round in plan, so only width and depth are read.
  IfcWasteTerminal: {
    length: [inSet('Pset_WasteTerminalTypeRoofDrain', 'NominalBodyWidth')],
    height: [inSet('Pset_WasteTerminalTypeRoofDrain', 'NominalBodyDepth')],
  },
  IfcPipeSegment: { diameter: [inSet('Pset_PipeSegmentTypeCommon', 'OuterDiameter')] },
};

/** Where a file states one of the page's sizes, in the order they are trusted: attributes, the Box, then sets. */
export function sizeSources(ifcClass: string, size: PageSize): SizeSource[] {
  const own = CLASS_SOURCES[ifcClass]?.[size] ?? [];
  return [...own.filter((source) => 'attribute' in source), { box: PAGE_SIZE_AXIS[size] }, ...own.filter((source) => 'set' in source)];
}

/** The page size a class's property or quantity states by the convention (for the writer), or null. */
export function pageSizeOf(ifcClass: string, set: string, name: string): PageSize | null {
  const sources = CLASS_SOURCES[ifcClass] ?? {};
  for (const [size, list] of Object.entries(sources) as Array<[PageSize, ClassSources[PageSize]]>) {
    if (list?.some((source) => 'set' in source && source.set === set && source.name === name)) return size;
  }
  return null;
}

/** The product's extent along a page size's axis. */
export function extentOf(size: PageSize, extent: { width: number; height: number; depth: number }): number {
  const axis = PAGE_SIZE_AXIS[size];
  return axis === 'x' ? extent.width : axis === 'y' ? extent.depth : extent.height;
}
