// Product pictures: a clean parallel-projection drawing of the product shape, shaded
// by a fixed light, as SVG. Each gallery picture of a model is another angle of the
// same shape, so the catalogue card, the gallery, the 3D view and the file agree.

import type { Vec3 } from './solids.ts';
import type { ProductShape } from './shapes.ts';
import { dot, solidFaces } from './mesh.ts';
import type { Rgb } from './materials.ts';
import { appearance } from './materials.ts';

export interface Size {
  width: number;
  height: number;
}

interface View {
  /** Degrees round the vertical, 0 = straight at the front, positive = from the right. */
  azimuth: number;
  /** Degrees above the horizon. */
  elevation: number;
}

const UPRIGHT_VIEWS: readonly View[] = [
  { azimuth: 35, elevation: 24 },
  { azimuth: -40, elevation: 18 },
  { azimuth: 0, elevation: 0 },
  { azimuth: 90, elevation: 0 },
  { azimuth: 145, elevation: 28 },
];

const FLAT_VIEWS: readonly View[] = [
  { azimuth: 30, elevation: 40 },
  { azimuth: -40, elevation: 32 },
  { azimuth: 0, elevation: 90 },
  { azimuth: 65, elevation: 58 },
  { azimuth: 15, elevation: 14 },
];

/** How many different angles a gallery can have. */
export const PICTURE_VIEWS = UPRIGHT_VIEWS.length;

const LIGHT = ((): Vec3 => {
  const v: Vec3 = [-0.45, -0.6, 0.66];
  const length = Math.hypot(...v);
  return [v[0] / length, v[1] / length, v[2] / length];
})();

function hex(colour: Rgb, shade: number): string {
  return `#${colour.map((c) => Math.round(Math.min(1, Math.max(0, c * shade)) * 255).toString(16).padStart(2, '0')).join('')}`;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

const fmt = (value: number): string => (Math.round(value * 10) / 10).toString();

/**
 * `view` is 1-based (the gallery's picture number). `materialKeys[i]` paints
 * `shape.solids[i]`. Deterministic: the same input gives the same text.
 */
export function shapePictureSvg(shape: ProductShape, materialKeys: readonly string[], view: number, title: string, size: Size): string {
  const views = shape.flat ? FLAT_VIEWS : UPRIGHT_VIEWS;
  const chosen = views[(Math.max(1, view) - 1) % views.length]!;
  const a = (chosen.azimuth * Math.PI) / 180;
  const e = (chosen.elevation * Math.PI) / 180;
  const toward: Vec3 = [Math.sin(a) * Math.cos(e), -Math.cos(a) * Math.cos(e), Math.sin(e)];
  const right: Vec3 = [Math.cos(a), Math.sin(a), 0];
  const up: Vec3 = [toward[1] * right[2] - toward[2] * right[1], toward[2] * right[0] - toward[0] * right[2], toward[0] * right[1] - toward[1] * right[0]];
  const project = (p: Vec3): [number, number] => [dot(p, right), -dot(p, up)];

  interface Drawn {
    depth: number;
    order: number;
    d: string;
    fill: string;
    stroke: string;
    opacity: number;
  }
  const drawn: Drawn[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  shape.solids.forEach((solid, index) => {
    const look = appearance(materialKeys[index] ?? 'steel');
    const round = solid.section.kind === 'circle';
    const faces = solidFaces(solid);
    faces.forEach((face, faceIndex) => {
      const facing = dot(face.normal, toward);
      if (facing <= 1e-6) return;
      const points = face.points.map(project);
      for (const [x, y] of points) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
      const centre = face.points.reduce<Vec3>((sum, p) => [sum[0] + p[0], sum[1] + p[1], sum[2] + p[2]], [0, 0, 0]);
      const depth = dot(centre, toward) / face.points.length;
      const shade = 0.6 + 0.4 * Math.max(0, dot(face.normal, LIGHT));
      const fill = hex(look.colour, shade);
      // Facets of a round side share one colour for their outline too, so the side reads as smooth.
      const side = round && faceIndex < faces.length - 2;
      drawn.push({
        depth,
        order: index,
        d: `M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}Z`,
        fill,
        stroke: side ? fill : hex(look.colour, shade * 0.62),
        opacity: look.transparency > 0 ? 1 - look.transparency * 0.75 : 1,
      });
    });
  });
  drawn.sort((p, q) => p.depth - q.depth || p.order - q.order);

  const contentW = Math.max(maxX - minX, 1);
  const contentH = Math.max(maxY - minY, 1);
  const aspect = size.width / size.height;
  const boxW = Math.max(contentW, contentH * aspect) * 1.18;
  const boxH = boxW / aspect;
  const x0 = (minX + maxX) / 2 - boxW / 2;
  const y0 = (minY + maxY) / 2 - boxH / 2;
  const groundY = maxY + (boxH - contentH) * 0.02;
  const shadowRx = contentW * 0.48;
  const shadowRy = Math.max(contentW * 0.06 * Math.sin(e) + contentH * 0.01, boxH * 0.008);
  const paths = drawn
    .map((item) => `<path d="${item.d}" fill="${item.fill}" stroke="${item.stroke}"${item.opacity < 1 ? ` fill-opacity="${item.opacity.toFixed(2)}"` : ''}/>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${fmt(x0)} ${fmt(y0)} ${fmt(boxW)} ${fmt(boxH)}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#e6e9ed"/></linearGradient></defs>`,
    `<rect x="${fmt(x0)}" y="${fmt(y0)}" width="${fmt(boxW)}" height="${fmt(boxH)}" fill="url(#bg)"/>`,
    `<ellipse cx="${fmt((minX + maxX) / 2)}" cy="${fmt(groundY)}" rx="${fmt(shadowRx)}" ry="${fmt(shadowRy)}" fill="#1b2430" fill-opacity="0.1"/>`,
    `<g stroke-width="1" stroke-linejoin="round" vector-effect="non-scaling-stroke">${paths.replaceAll('<path ', '<path vector-effect="non-scaling-stroke" ')}</g>`,
    '</svg>',
  ].join('');
}
