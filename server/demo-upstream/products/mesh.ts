// Solids as polygons with outward normals: the glTF preview triangulates them and
// the pictures project them. Caps are convex, so a fan triangulates them.

import type { Solid, Vec3 } from './solids.ts';
import { outline, toWorld } from './solids.ts';

export interface Face {
  /** Corners in order, counter-clockwise seen from outside. */
  points: Vec3[];
  /** One normal per corner: flat faces repeat the face normal, round sides are smooth. */
  normals: Vec3[];
  /** The face's own normal (outward). */
  normal: Vec3;
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function normalise(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

/** Puts the corners in the order that makes `normal` their outward side. */
function oriented(points: Vec3[], normals: Vec3[], normal: Vec3): Face {
  let area: Vec3 = [0, 0, 0];
  for (let i = 1; i + 1 < points.length; i += 1) {
    const c = cross(sub(points[i]!, points[0]!), sub(points[i + 1]!, points[0]!));
    area = [area[0] + c[0], area[1] + c[1], area[2] + c[2]];
  }
  if (dot(area, normal) < 0) return { points: points.slice().reverse(), normals: normals.slice().reverse(), normal };
  return { points, normals, normal };
}

export function solidFaces(solid: Solid): Face[] {
  const ring = outline(solid.section);
  const round = solid.section.kind === 'circle';
  const n = ring.length;
  // The ring's own turning decides which way is out, whatever the axis's handedness.
  let signed = 0;
  for (let i = 0; i < n; i += 1) {
    const [u0, v0] = ring[i]!;
    const [u1, v1] = ring[(i + 1) % n]!;
    signed += u0 * v1 - u1 * v0;
  }
  const out = signed >= 0 ? 1 : -1;
  const at = (i: number, t: number): Vec3 => toWorld(solid.axis, ring[i % n]![0], ring[i % n]![1], t);
  const faces: Face[] = [];
  const centre = round && solid.section.kind === 'circle' ? [solid.section.cu, solid.section.cv] : null;
  for (let i = 0; i < n; i += 1) {
    const [u0, v0] = ring[i]!;
    const [u1, v1] = ring[(i + 1) % n]!;
    const edgeNormal = normalise(toWorld(solid.axis, (v1 - v0) * out, -(u1 - u0) * out, 0));
    const radial = (u: number, v: number): Vec3 => (centre ? normalise(toWorld(solid.axis, u - centre[0]!, v - centre[1]!, 0)) : edgeNormal);
    const points = [at(i, solid.from), at(i + 1, solid.from), at(i + 1, solid.to), at(i, solid.to)];
    const normals = [radial(u0, v0), radial(u1, v1), radial(u1, v1), radial(u0, v0)];
    faces.push(oriented(points, normals, edgeNormal));
  }
  const up = toWorld(solid.axis, 0, 0, 1);
  const down: Vec3 = [-up[0], -up[1], -up[2]];
  const top = ring.map((_p, i) => at(i, solid.to));
  const bottom = ring.map((_p, i) => at(i, solid.from));
  faces.push(oriented(top, top.map(() => up), up));
  faces.push(oriented(bottom, bottom.map(() => down), down));
  return faces;
}
