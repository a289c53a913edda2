// The geometry every demo product is made of: straight extrusions of a rectangle,
// a circle or a convex polygon along one axis. Each of the three outputs (glTF,
// IFC, picture) reads these same solids, so a door is the same door in all of them.
//
// Coordinates are millimetres in IFC's frame: x across the product's width, y its
// depth (y = 0 is the front), z up; a product fills [0, w] x [0, d] x [0, h].

export type Axis = 'x' | 'y' | 'z';
export type Vec3 = readonly [number, number, number];

/**
 * The cross-section, in the plane across the axis, as (u, v): for an x extrusion
 * (y, z), for y (x, z), for z (x, y). Polygons are convex and counter-clockwise
 * seen from the positive end of the axis.
 */
export type Section =
  | { kind: 'rect'; u0: number; v0: number; u1: number; v1: number }
  | { kind: 'circle'; cu: number; cv: number; r: number }
  | { kind: 'polygon'; points: ReadonlyArray<readonly [number, number]> };

/** What a part is made of, resolved against the model's materials. */
export type Role = 'primary' | 'secondary' | 'glass' | 'dark' | 'metal';

export interface Solid {
  name: string;
  role: Role;
  axis: Axis;
  from: number;
  to: number;
  section: Section;
}

/** Lifts (u, v) on the section plane and a position t along the axis to a point. */
export function toWorld(axis: Axis, u: number, v: number, t: number): Vec3 {
  if (axis === 'x') return [t, u, v];
  if (axis === 'y') return [u, t, v];
  return [u, v, t];
}

export function box(name: string, role: Role, x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): Solid {
  return { name, role, axis: 'z', from: Math.min(z0, z1), to: Math.max(z0, z1), section: { kind: 'rect', u0: Math.min(x0, x1), v0: Math.min(y0, y1), u1: Math.max(x0, x1), v1: Math.max(y0, y1) } };
}

export function cylinder(name: string, role: Role, axis: Axis, cu: number, cv: number, r: number, from: number, to: number): Solid {
  return { name, role, axis, from: Math.min(from, to), to: Math.max(from, to), section: { kind: 'circle', cu, cv, r } };
}

/** A convex polygon given in any order of turning: it is stored counter-clockwise. */
export function prism(name: string, role: Role, axis: Axis, points: ReadonlyArray<readonly [number, number]>, from: number, to: number): Solid {
  let area = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [u0, v0] = points[i]!;
    const [u1, v1] = points[(i + 1) % points.length]!;
    area += u0 * v1 - u1 * v0;
  }
  const ccw = area >= 0 ? points : points.slice().reverse();
  return { name, role, axis, from: Math.min(from, to), to: Math.max(from, to), section: { kind: 'polygon', points: ccw } };
}

/** Segments of a circle in meshes and pictures (the IFC file keeps the true circle). */
export const CIRCLE_SEGMENTS = 24;

/** The section's outline as points (a circle as a polygon of CIRCLE_SEGMENTS sides). */
export function outline(section: Section, segments = CIRCLE_SEGMENTS): Array<readonly [number, number]> {
  if (section.kind === 'rect') {
    return [
      [section.u0, section.v0],
      [section.u1, section.v0],
      [section.u1, section.v1],
      [section.u0, section.v1],
    ];
  }
  if (section.kind === 'polygon') return section.points.slice();
  return Array.from({ length: segments }, (_v, i) => {
    const angle = (i / segments) * Math.PI * 2;
    return [section.cu + Math.cos(angle) * section.r, section.cv + Math.sin(angle) * section.r] as const;
  });
}

/** Area of the cross-section in mm² (the true circle for circles). */
export function sectionArea(section: Section): number {
  if (section.kind === 'rect') return (section.u1 - section.u0) * (section.v1 - section.v0);
  if (section.kind === 'circle') return Math.PI * section.r * section.r;
  let area = 0;
  const points = section.points;
  for (let i = 0; i < points.length; i += 1) {
    const [u0, v0] = points[i]!;
    const [u1, v1] = points[(i + 1) % points.length]!;
    area += u0 * v1 - u1 * v0;
  }
  return Math.abs(area) / 2;
}

export function solidVolume(solid: Solid): number {
  return sectionArea(solid.section) * (solid.to - solid.from);
}

export interface Bounds {
  min: Vec3;
  max: Vec3;
}

/** The axis-aligned bounds of solids (circles by their exact extent). */
export function boundsOf(solids: readonly Solid[]): Bounds {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const grow = (point: Vec3): void => {
    for (let i = 0; i < 3; i += 1) {
      min[i] = Math.min(min[i]!, point[i]!);
      max[i] = Math.max(max[i]!, point[i]!);
    }
  };
  for (const solid of solids) {
    const s = solid.section;
    const corners: Array<readonly [number, number]> = s.kind === 'circle' ? [[s.cu - s.r, s.cv - s.r], [s.cu + s.r, s.cv + s.r]] : outline(s);
    for (const [u, v] of corners) {
      grow(toWorld(solid.axis, u, v, solid.from));
      grow(toWorld(solid.axis, u, v, solid.to));
    }
  }
  return { min: min as unknown as Vec3, max: max as unknown as Vec3 };
}
