// One parametric product shape per kind of product, sized by the model's width,
// height and depth (millimetres). A shape is plain data (solids with roles) that
// the glTF preview, the IFC file and the pictures are all derived from.
//
// Every builder fills exactly [0, w] x [0, d] x [0, h] (x across, y from the front
// back, z up), so the page's dimensions, the 3D view and the file agree; the unit
// test holds that for every shape.

import type { Role, Solid } from './solids.ts';
import { box, cylinder, prism } from './solids.ts';

export const SHAPE_KEYS = [
  'door',
  'sliding-door',
  'sectional-door',
  'window',
  'curtain-wall',
  'partition',
  'wc',
  'wc-frame',
  'washbasin',
  'bath',
  'shower-tray',
  'shower-enclosure',
  'tap',
  'radiator',
  'trench-convector',
  'air-handler',
  'wall-unit',
  'cassette',
  'boiler',
  'pump',
  'duct-fan',
  'grille',
  'diffuser',
  'panel-light',
  'downlight',
  'track-light',
  'pendant-light',
  'street-light',
  'floodlight',
  'bollard',
  'exit-sign',
  'chair',
  'table',
  'desk',
  'reception-desk',
  'cabinet',
  'sofa',
  'bed',
  'board',
  'sandwich-panel',
  'cassette-panel',
  'roof-sheet',
  'seam-panel',
  'roof-tile',
  'gutter',
  'downpipe',
  'pipe-section',
  'roof-drain',
  'roof-vent',
  'lift',
  'escalator',
  'platform-lift',
  'socket',
  'switch',
  'smoke-detector',
  'sounder',
  'floor-tile',
  'kerb',
  'bench',
  'litter-bin',
  'bike-rack',
  'play-structure',
  'swing',
] as const;

export type ShapeKey = (typeof SHAPE_KEYS)[number];

export interface ShapeInput {
  shape: ShapeKey;
  /** Millimetres; a round product's width and depth are its diameter. */
  width: number;
  height: number;
  depth: number;
  /** The model's English name, lower case: variants (glazed, double, 10 sections) read it. */
  hints: string;
}

export interface ProductShape {
  shape: ShapeKey;
  width: number;
  height: number;
  depth: number;
  solids: Solid[];
  /** Lies flat (tiles, boards, roofing): pictures look from higher up. */
  flat: boolean;
}

type Builder = (w: number, h: number, d: number, hints: string) => Solid[];

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** `count` equal cells across `span` with `gap` between them: [start, end] of each. */
function cells(start: number, span: number, count: number, gap: number): Array<[number, number]> {
  const n = Math.max(1, Math.floor(count));
  const size = (span - gap * (n - 1)) / n;
  return Array.from({ length: n }, (_v, i) => [start + i * (size + gap), start + i * (size + gap) + size]);
}

/** A rectangular frame of four bars in the x-z plane between y0 and y1. */
function frame(name: string, role: Role, x0: number, z0: number, x1: number, z1: number, t: number, y0: number, y1: number): Solid[] {
  return [
    box(`${name} left`, role, x0, y0, z0, x0 + t, y1, z1),
    box(`${name} right`, role, x1 - t, y0, z0, x1, y1, z1),
    box(`${name} bottom`, role, x0 + t, y0, z0, x1 - t, y1, z0 + t),
    box(`${name} top`, role, x0 + t, y0, z1 - t, x1 - t, y1, z1),
  ];
}

/** An open-topped box: bottom and four walls of thickness t. */
function vessel(name: string, role: Role, x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, t: number): Solid[] {
  return [
    box(`${name} bottom`, role, x0, y0, z0, x1, y1, z0 + t),
    box(`${name} back wall`, role, x0, y1 - t, z0 + t, x1, y1, z1),
    box(`${name} left wall`, role, x0, y0, z0 + t, x0 + t, y1 - t, z1),
    box(`${name} right wall`, role, x1 - t, y0, z0 + t, x1, y1 - t, z1),
    box(`${name} front wall`, role, x0 + t, y0, z0 + t, x1 - t, y0 + t, z1),
  ];
}

/** A polygon approximating an ellipse inside [u0, u1] x [v0, v1]. */
function ellipse(u0: number, v0: number, u1: number, v1: number, segments = 24): Array<[number, number]> {
  const cu = (u0 + u1) / 2;
  const cv = (v0 + v1) / 2;
  return Array.from({ length: segments }, (_v, i) => {
    const angle = (i / segments) * Math.PI * 2;
    // The extreme points are on the box edges, so the bounds are exact.
    return [cu + Math.cos(angle) * (u1 - u0) / 2, cv + Math.sin(angle) * (v1 - v0) / 2];
  });
}

const count = (hints: string, pattern: RegExp): number | null => {
  const match = pattern.exec(hints);
  return match ? Number(match[1]) : null;
};

const door: Builder = (w, h, d, hints) => {
  const ft = clamp(w * 0.06, 40, 90);
  const double = /double-leaf|bi-parting|double/.test(hints) || w > 1300;
  const glazed = /glazed|eiw/.test(hints);
  const solids = [box('frame left jamb', 'primary', 0, 0, 0, ft, d, h), box('frame right jamb', 'primary', w - ft, 0, 0, w, d, h), box('frame head', 'primary', ft, 0, h - ft, w - ft, d, h)];
  const leafY0 = d * 0.3;
  const leafY1 = d * 0.8;
  const leaves = cells(ft + 3, w - 2 * ft - 6, double ? 2 : 1, 4);
  leaves.forEach(([x0, x1], i) => {
    const z1 = h - ft - 3;
    solids.push(box(`leaf ${i + 1}`, 'primary', x0, leafY0, 8, x1, leafY1, z1));
    if (glazed) solids.push(box(`leaf ${i + 1} glazing`, 'glass', x0 + (x1 - x0) * 0.2, leafY0 - 4, z1 * 0.45, x1 - (x1 - x0) * 0.2, leafY0, z1 * 0.9));
    else solids.push(box(`leaf ${i + 1} panel`, 'secondary', x0 + (x1 - x0) * 0.15, leafY0 - 3, z1 * 0.1, x1 - (x1 - x0) * 0.15, leafY0, z1 * 0.9));
    const handleX = i === 0 && !double ? x1 - 70 : i === 0 ? x1 - 60 : x0 + 60;
    const dir = i === 0 ? -1 : 1;
    solids.push(cylinder(`leaf ${i + 1} handle rose`, 'metal', 'y', handleX, 1000, 25, leafY0 * 0.5, leafY0));
    solids.push(box(`leaf ${i + 1} handle`, 'metal', handleX, 0, 990, handleX + dir * 130, leafY0 * 0.5, 1010));
  });
  return solids;
};

const slidingDoor: Builder = (w, h, d, hints) => {
  const header = clamp(h * 0.07, 100, 200);
  const glazed = /automatic|telescopic|curved|break-out|glazed/.test(hints);
  const solids = [box('header', 'primary', 0, 0, h - header, w, d, h), box('track', 'dark', 0, d * 0.4, 0, w, d * 0.6, 10)];
  const leaves = cells(0, w, 2, 0);
  leaves.forEach(([x0, x1], i) => {
    const y0 = i === 0 ? 0 : d * 0.5;
    const y1 = y0 + d * 0.45;
    if (glazed) {
      solids.push(...frame(`leaf ${i + 1} frame`, 'primary', x0, 10, x1, h - header, 50, y0, y1));
      solids.push(box(`leaf ${i + 1} glazing`, 'glass', x0 + 50, y0 + (y1 - y0) * 0.4, 60, x1 - 50, y0 + (y1 - y0) * 0.6, h - header - 50));
    } else {
      solids.push(box(`leaf ${i + 1}`, 'primary', x0, y0, 10, x1, y1, h - header));
      solids.push(box(`leaf ${i + 1} pull`, 'metal', i === 0 ? x1 - 80 : x0 + 50, y0, h * 0.4, i === 0 ? x1 - 50 : x0 + 80, y0 + 1, h * 0.55));
    }
  });
  return solids;
};

const sectionalDoor: Builder = (w, h, d, hints) => {
  const shutter = /shutter|perforated/.test(hints) || h < 2100;
  const ft = 60;
  const solids = [box('guide left', 'metal', 0, 0, 0, ft, d, h), box('guide right', 'metal', w - ft, 0, 0, w, d, h)];
  if (shutter) {
    const boxH = clamp(h * 0.1, 120, 300);
    solids.push(box('roll box', 'primary', ft, 0, h - boxH, w - ft, d, h));
    const slats = cells(0, h - boxH, Math.round((h - boxH) / 77), 3);
    slats.forEach(([z0, z1], i) => solids.push(box(`slat ${i + 1}`, 'primary', ft, d * 0.3, z0, w - ft, d * 0.6, z1)));
  } else {
    const panels = cells(0, h, Math.max(3, Math.round(h / 550)), 6);
    panels.forEach(([z0, z1], i) => {
      solids.push(box(`section ${i + 1}`, 'primary', ft, d * 0.2, z0, w - ft, d, z1));
      solids.push(box(`section ${i + 1} rib`, 'secondary', ft + 40, d * 0.1, (z0 + z1) / 2 - 10, w - ft - 40, d * 0.2, (z0 + z1) / 2 + 10));
    });
    if (/wicket/.test(hints)) solids.push(...frame('wicket door', 'metal', w * 0.4, 0, w * 0.4 + 900, Math.min(2000, h - 20), 30, 0, d * 0.2));
  }
  return solids;
};

const window: Builder = (w, h, d, hints) => {
  const ft = clamp(Math.min(w, h) * 0.07, 45, 80);
  const sashes = /sliding system|lift and slide|tilt and slide/.test(hints)
    ? Math.max(2, Math.round(w / 1500))
    : /double-sash|french mullion|double/.test(hints) || w > 1250
      ? 2
      : 1;
  const solids = frame('frame', 'primary', 0, 0, w, h, ft, 0, d);
  const openings = cells(ft, w - 2 * ft, sashes, sashes > 1 ? ft * 0.8 : 0);
  openings.forEach(([x0, x1], i) => {
    if (i > 0) solids.push(box(`mullion ${i}`, 'primary', openings[i - 1]![1], 0, ft, x0, d, h - ft));
    const st = ft * 0.8;
    solids.push(...frame(`sash ${i + 1}`, 'primary', x0 + 4, ft + 4, x1 - 4, h - ft - 4, st, d * 0.1, d * 0.75));
    solids.push(box(`sash ${i + 1} glazing`, 'glass', x0 + st, d * 0.35, ft + st, x1 - st, d * 0.55, h - ft - st));
    if (!/fixed/.test(hints)) solids.push(box(`sash ${i + 1} handle`, 'metal', i % 2 === 0 ? x1 - st / 2 - 10 : x0 + st / 2 - 10, 0, h * 0.45, i % 2 === 0 ? x1 - st / 2 + 10 : x0 + st / 2 + 10, d * 0.1, h * 0.45 + 120));
  });
  return solids;
};

const curtainWall: Builder = (w, h, d, hints) => {
  const frameless = /frameless|glass partition/.test(hints);
  const unitised = /unitised|spandrel|double-skin/.test(hints);
  const t = frameless ? 30 : 60;
  const bays = Math.max(1, Math.round(w / 1500));
  const solids: Solid[] = [];
  if (frameless) {
    solids.push(box('floor channel', 'metal', 0, 0, 0, w, d, t), box('head channel', 'metal', 0, 0, h - t, w, d, h));
    cells(0, w, bays, 4).forEach(([x0, x1], i) => solids.push(box(`glass pane ${i + 1}`, 'glass', x0, d * 0.35, t, x1, d * 0.65, h - t)));
    return solids;
  }
  const xs = cells(0, w, bays, 0);
  for (let i = 0; i <= bays; i += 1) {
    const x = i === 0 ? 0 : i === bays ? w - t : xs[i]![0] - t / 2;
    solids.push(box(`mullion ${i + 1}`, 'primary', x, 0, 0, x + t, d, h));
  }
  const transoms = unitised ? [0, h * 0.28, h - t] : [0, h * 0.5, h - t];
  xs.forEach(([x0, x1], i) => {
    const a = i === 0 ? x0 + t : x0 + t / 2;
    const b = i === bays - 1 ? x1 - t : x1 - t / 2;
    for (const z of transoms) solids.push(box(`transom ${i + 1} at ${Math.round(z)}`, 'primary', a, d * 0.1, z, b, d, z + t));
    solids.push(box(`bay ${i + 1} lower ${unitised ? 'spandrel' : 'glazing'}`, unitised ? 'secondary' : 'glass', a, d * 0.4, t, b, d * 0.6, transoms[1]!));
    solids.push(box(`bay ${i + 1} upper glazing`, 'glass', a, d * 0.4, transoms[1]! + t, b, d * 0.6, h - t));
  });
  return solids;
};

const partition: Builder = (w, h, d, hints) => {
  const board = /double-layer/.test(hints) ? 25 : 12.5;
  const solids: Solid[] = [box('back lining', 'primary', 0, d - board, 0, w, d, h), box('insulation core', 'secondary', 0, board, 0, w, d - board, h)];
  // The front lining stops short of the left edge, so the studs show as in a catalogue cut-away.
  const studs = Math.max(2, Math.floor(w / 600));
  for (let i = 0; i < studs; i += 1) solids.push(box(`stud ${i + 1}`, 'metal', i * 600 + 5, board, 0, i * 600 + 55, d - board, h));
  solids.push(box('front lining', 'primary', Math.min(w * 0.35, 600), 0, 0, w, board, h));
  return solids;
};

const wc: Builder = (w, h, d, hints) => {
  const closeCoupled = /close-coupled|outlet/.test(hints) || h > 600;
  const bowlTop = closeCoupled ? Math.min(420, h * 0.55) : h;
  const bowlBase = 0;
  const cistern = closeCoupled ? 180 : 0;
  const solids: Solid[] = [];
  if (closeCoupled) solids.push(box('pedestal', 'primary', w * 0.25, d * 0.3, 0, w * 0.75, d - cistern, bowlTop * 0.6));
  solids.push(prism('bowl', 'primary', 'z', ellipse(0, 0, w, (d - cistern) * 0.85), bowlBase, bowlTop - 20));
  solids.push(box('bowl back', 'primary', w * 0.1, (d - cistern) * 0.42, bowlBase, w * 0.9, d - cistern, bowlTop - 20));
  solids.push(prism('seat', 'secondary', 'z', ellipse(w * 0.02, 0, w * 0.98, (d - cistern) * 0.83), bowlTop - 20, bowlTop));
  if (closeCoupled) {
    solids.push(box('cistern', 'primary', 0, d - cistern, bowlTop - 20, w, d, h - 20));
    solids.push(box('cistern lid', 'primary', 0, d - cistern, h - 20, w, d, h));
    solids.push(cylinder('flush button', 'metal', 'z', w / 2, d - cistern / 2, 20, h - 20, h));
  }
  return solids;
};

const wcFrame: Builder = (w, h, d) => {
  const t = 40;
  return [
    box('left post', 'metal', 0, d - t, 0, t, d, h),
    box('right post', 'metal', w - t, d - t, 0, w, d, h),
    box('foot left', 'metal', 0, 0, 0, t, d, t),
    box('foot right', 'metal', w - t, 0, 0, w, d, t),
    box('mounting rail', 'metal', t, d - t, 380, w - t, d, 420),
    box('cistern', 'secondary', w * 0.12, d * 0.35, h * 0.55, w * 0.88, d - t, h * 0.95),
    box('flush plate', 'secondary', w * 0.3, d * 0.3, h * 0.72, w * 0.7, d * 0.35, h * 0.86),
    cylinder('drain elbow', 'dark', 'y', w / 2, 230, 50, t, d - t),
  ];
};

const washbasin: Builder = (w, h, d, hints) => {
  const wall = clamp(w * 0.05, 15, 30);
  const solids = vessel('basin', 'primary', 0, 0, 0, w, d * (/wall-hung|accessible|tap hole/.test(hints) ? 0.85 : 1), h, wall);
  if (/wall-hung|accessible|tap hole/.test(hints)) {
    solids.push(box('tap deck', 'primary', 0, d * 0.85, 0, w, d, h));
    solids.push(cylinder('tap hole', 'dark', 'z', w / 2, d * 0.92, 18, h - 2, h));
  }
  solids.push(cylinder('waste', 'metal', 'z', w / 2, d * 0.42, 22, wall, wall + 3));
  return solids;
};

const bath: Builder = (w, h, d) => {
  // Baths are long in depth (y): the rim runs round the whole top.
  const wall = 50;
  const solids = vessel('tub', 'primary', 0, 0, 60, w, d, h, wall);
  solids.push(box('rim front', 'primary', 0, 0, h - 30, w, 80, h), box('rim back', 'primary', 0, d - 80, h - 30, w, d, h));
  for (const [x, y] of [[100, 150], [w - 100, 150], [100, d - 150], [w - 100, d - 150]] as const) solids.push(cylinder(`foot at ${x},${y}`, 'metal', 'z', x, y, 25, 0, 60));
  solids.push(cylinder('overflow', 'metal', 'y', w / 2, h - 120, 30, d - wall - 4, d - wall));
  return solids;
};

const showerTray: Builder = (w, h, d) => {
  const wall = clamp(h * 0.5, 15, 50);
  return [...vessel('tray', 'primary', 0, 0, 0, w, d, h, wall), cylinder('drain grate', 'metal', 'z', w / 2, d / 2, 45, wall, wall + 2)];
};

const showerEnclosure: Builder = (w, h, d, hints) => {
  const t = 30;
  const solids: Solid[] = [
    box('front base profile', 'metal', 0, 0, 0, w, t, t),
    box('front top profile', 'metal', 0, 0, h - t, w, t, h),
    box('side base profile', 'metal', w - t, t, 0, w, d, t),
    box('side top profile', 'metal', w - t, t, h - t, w, d, h),
    box('corner post', 'metal', w - t, 0, t, w, t, h - t),
    box('side glass', 'glass', w - t * 0.7, t, t, w - t * 0.3, d, h - t),
  ];
  if (/walk-in/.test(hints)) solids.push(box('front glass', 'glass', w * 0.45, t * 0.3, t, w - t, t * 0.7, h - t));
  else {
    solids.push(box('fixed front glass', 'glass', w * 0.5, t * 0.5, t, w - t, t, h - t));
    solids.push(box('sliding front glass', 'glass', 0, 0, t, w * 0.55, t * 0.45, h - t));
    solids.push(box('door knob', 'metal', w * 0.5, 0, h * 0.45, w * 0.53, t * 0.45, h * 0.55));
  }
  return solids;
};

const tap: Builder = (w, h, d, hints) => {
  const r = w / 2;
  const cy = d - r;
  const kitchen = /kitchen|pull-out|filter/.test(hints);
  const bodyTop = kitchen ? h * 0.55 : h * 0.65;
  const solids: Solid[] = [cylinder('base', 'primary', 'z', r, cy, r, 0, 12), cylinder('body', 'primary', 'z', r, cy, r * 0.8, 12, bodyTop)];
  if (kitchen) {
    solids.push(cylinder('neck', 'primary', 'z', r, cy, r * 0.45, bodyTop, h - 30));
    solids.push(box('spout', 'primary', r - r * 0.4, 0, h - 30, r + r * 0.4, cy, h));
    solids.push(cylinder('spray head', 'metal', 'z', r, 30, r * 0.5, h - 110, h - 30));
  } else {
    solids.push(box('spout', 'primary', r - r * 0.45, 0, bodyTop - 40, r + r * 0.45, cy, bodyTop - 10));
    solids.push(cylinder('aerator', 'metal', 'z', r, 25, r * 0.35, bodyTop - 55, bodyTop - 40));
    solids.push(box('lever', 'metal', r - r * 0.3, cy - r * 0.3, bodyTop, r + r * 0.3, d, h));
  }
  return solids;
};

const radiator: Builder = (w, h, d, hints) => {
  const sections = count(hints, /(\d+) sections/);
  const solids: Solid[] = [];
  if (sections !== null || /bimetal/.test(hints)) {
    const n = sections ?? Math.max(4, Math.round(w / 80));
    cells(0, w, n, 4).forEach(([x0, x1], i) => {
      solids.push(box(`section ${i + 1}`, 'primary', x0, d * 0.2, 0, x1, d, h));
      solids.push(box(`section ${i + 1} fin`, 'primary', x0 + 6, 0, 60, x1 - 6, d * 0.2, h - 60));
    });
    solids.push(cylinder('top header', 'secondary', 'x', d * 0.6, h - 40, Math.min(22, d * 0.3), 0, w));
    solids.push(cylinder('bottom header', 'secondary', 'x', d * 0.6, 40, Math.min(22, d * 0.3), 0, w));
    return solids;
  }
  const panels = count(hints, /type (\d)\d/) ?? 2;
  const panelDepth = d / (panels * 2);
  for (let p = 0; p < panels; p += 1) {
    const y0 = p * 2 * panelDepth;
    solids.push(box(`panel ${p + 1}`, 'primary', 0, y0, 0, w, y0 + panelDepth * 0.6, h - 20));
    if (p > 0 || panels === 1) solids.push(box(`convector fins ${p + 1}`, 'secondary', 20, y0 + panelDepth * 0.6, 30, w - 20, y0 + panelDepth * 1.4, h - 40));
  }
  for (let x = 25; x < w - 25; x += 50) solids.push(box(`channel at ${x}`, 'primary', x, 0, 15, x + 25, 2, h - 35));
  solids.push(box('top grille', 'primary', 0, 0, h - 20, w, d, h));
  solids.push(box('side cover left', 'primary', 0, 0, 0, 8, d, h - 20), box('side cover right', 'primary', w - 8, 0, 0, w, d, h - 20));
  return solids;
};

const trenchConvector: Builder = (w, h, d) => {
  // Width is across the trench, depth its length.
  const solids = vessel('trough', 'primary', 0, 0, 0, w, d, h - 15, 2);
  solids.push(box('heat exchanger', 'secondary', w * 0.15, 60, h * 0.2, w * 0.6, d - 60, h * 0.6));
  const step = Math.max(25, d / 60);
  for (let y = 10; y + 12 < d; y += step) solids.push(box(`grille bar at ${Math.round(y)}`, 'metal', 0, y, h - 15, w, y + 12, h));
  return solids;
};

const airHandler: Builder = (w, h, d) => {
  const feet = clamp(h * 0.08, 60, 150);
  const spigot = Math.min(w, d) * 0.18;
  const bodyTop = h - Math.min(150, h * 0.12);
  const solids: Solid[] = [box('base frame', 'dark', 0, 0, 0, w, d, feet), box('casing', 'primary', 0, 0, feet, w, d, bodyTop)];
  cells(w * 0.05, w * 0.9, Math.max(1, Math.round(w / 900)), 20).forEach(([x0, x1], i) => {
    solids.push(box(`service door ${i + 1}`, 'secondary', x0, 0, feet + 40, x1, 0 + 6, bodyTop - 40));
    solids.push(box(`service door ${i + 1} handle`, 'metal', x1 - 60, 0, (feet + bodyTop) / 2 - 40, x1 - 40, 0 + 2, (feet + bodyTop) / 2 + 40));
  });
  solids.push(cylinder('supply spigot', 'metal', 'z', w * 0.25, d * 0.3, spigot, bodyTop, h), cylinder('extract spigot', 'metal', 'z', w * 0.75, d * 0.3, spigot, bodyTop, h));
  return solids;
};

const wallUnit: Builder = (w, h, d, hints) => {
  const fanCoil = /fan coil|ducted|floor and ceiling/.test(hints);
  const solids: Solid[] = [box('casing', 'primary', 0, d * 0.15, 0, w, d, h), box('front panel', 'primary', w * 0.01, 0, h * 0.3, w * 0.99, d * 0.15, h)];
  const outletZ = fanCoil ? h - 40 : 15;
  const outletY = fanCoil ? d * 0.15 : 0;
  solids.push(box('air outlet', 'dark', w * 0.08, outletY, outletZ, w * 0.92, outletY + d * 0.5, outletZ + 25));
  solids.push(box('louvre', 'secondary', w * 0.1, 0, h * 0.16, w * 0.9, d * 0.12, h * 0.28));
  if (!fanCoil) solids.push(box('display', 'dark', w * 0.8, 0, h * 0.5, w * 0.9, 2, h * 0.6));
  return solids;
};

const cassette: Builder = (w, h, d) => [
  box('body', 'primary', w * 0.05, d * 0.05, 40, w * 0.95, d * 0.95, h),
  box('decorative panel', 'secondary', 0, 0, 0, w, d, 40),
  box('intake grille', 'dark', w * 0.3, d * 0.3, 0, w * 0.7, d * 0.7, 41),
  box('outlet north', 'dark', w * 0.25, d * 0.85, 0, w * 0.75, d * 0.92, 41),
  box('outlet south', 'dark', w * 0.25, d * 0.08, 0, w * 0.75, d * 0.15, 41),
  box('outlet east', 'dark', w * 0.85, d * 0.25, 0, w * 0.92, d * 0.75, 41),
  box('outlet west', 'dark', w * 0.08, d * 0.25, 0, w * 0.15, d * 0.75, 41),
];

const boiler: Builder = (w, h, d) => {
  const pipes = 70;
  const solids: Solid[] = [box('casing', 'primary', 0, 0, pipes, w, d, h), box('control panel', 'dark', w * 0.15, 0, pipes + 20, w * 0.85, 3, pipes + 110), box('display', 'secondary', w * 0.4, 0, pipes + 45, w * 0.6, 1, pipes + 85)];
  [0.2, 0.35, 0.5, 0.65, 0.8].forEach((f, i) => solids.push(cylinder(`connection ${i + 1}`, 'metal', 'z', w * f, d * 0.6, 11, 0, pipes)));
  solids.push(cylinder('flue', 'metal', 'z', w / 2, d / 2, Math.min(50, d * 0.25), h - 1, h));
  return solids;
};

const pump: Builder = (w, h, d) => {
  // A pipe-line pump: the volute between two flanges along x, the motor standing on it.
  const pipeR = Math.min(d, h) * 0.18;
  const flangeR = Math.min(d / 2, h * 0.25);
  const axisZ = flangeR;
  const solids: Solid[] = [
    cylinder('inlet flange', 'metal', 'x', d / 2, axisZ, flangeR, 0, w * 0.1),
    cylinder('outlet flange', 'metal', 'x', d / 2, axisZ, flangeR, w * 0.9, w),
    cylinder('pipe body', 'primary', 'x', d / 2, axisZ, pipeR, w * 0.1, w * 0.9),
    cylinder('volute', 'primary', 'z', w / 2, d / 2, Math.min(w * 0.3, d / 2), 0, axisZ * 1.6),
    cylinder('motor', 'secondary', 'z', w / 2, d / 2, Math.min(w * 0.28, d * 0.45), axisZ * 1.6, h - Math.min(60, h * 0.15)),
    box('terminal box', 'dark', w / 2 - Math.min(w * 0.15, 40), 0, h - Math.min(60, h * 0.15), w / 2 + Math.min(w * 0.15, 40), d, h),
  ];
  return solids;
};

const ductFan: Builder = (w, h) => {
  const r = w / 2;
  return [
    cylinder('bottom spigot', 'metal', 'z', r, r, r * 0.7, 0, h * 0.15),
    cylinder('bottom flange', 'primary', 'z', r, r, r, h * 0.15, h * 0.2),
    cylinder('housing', 'primary', 'z', r, r, r * 0.92, h * 0.2, h * 0.8),
    cylinder('top flange', 'primary', 'z', r, r, r, h * 0.8, h * 0.85),
    cylinder('top spigot', 'metal', 'z', r, r, r * 0.7, h * 0.85, h),
    box('terminal box', 'dark', r * 0.8, 0, h * 0.4, r * 1.2, r * 0.1, h * 0.55),
  ];
};

const grille: Builder = (w, h, d, hints) => {
  const t = clamp(Math.min(w, h) * 0.08, 15, 35);
  const solids = frame('frame', 'primary', 0, 0, w, h, t, 0, Math.min(8, d));
  solids.push(box('plenum', 'dark', t, Math.min(8, d), t, w - t, d, h - t));
  if (/slot/.test(hints)) {
    cells(t, w - 2 * t, Math.max(1, Math.round(w / 300)), 25).forEach(([x0, x1], i) => solids.push(box(`slot deflector ${i + 1}`, 'secondary', x0, 2, t + 5, x1, d * 0.5, h - t - 5)));
  } else {
    for (let z = t + 10; z + 6 < h - t; z += 22) solids.push(box(`blade at ${Math.round(z)}`, 'secondary', t, 2, z, w - t, d * 0.5, z + 6));
  }
  return solids;
};

const diffuser: Builder = (w, h, d) => {
  const face = 12;
  const solids: Solid[] = [box('face plate', 'primary', 0, 0, 0, w, d, face)];
  for (let i = 1; i <= 3; i += 1) {
    const m = (i * Math.min(w, d)) / 9;
    solids.push(box(`ring ${i}`, 'secondary', m, m * (d / w), face, w - m, d - m * (d / w), face + 3));
  }
  solids.push(cylinder('neck', 'metal', 'z', w / 2, d / 2, Math.min(w, d) * 0.25, face, h));
  return solids;
};

const panelLight: Builder = (w, h, d) => [
  box('housing', 'primary', 0, 0, 10, w, d, h),
  box('diffuser', 'secondary', 8, 8, 0, w - 8, d - 8, 10),
  box('driver', 'dark', w * 0.35, d * 0.35, h - 1, w * 0.65, d * 0.65, h),
];

const downlight: Builder = (w, h) => {
  const r = w / 2;
  return [
    cylinder('trim ring', 'primary', 'z', r, r, r, 0, 8),
    cylinder('lens', 'secondary', 'z', r, r, r * 0.7, 0, 9),
    cylinder('body', 'primary', 'z', r, r, r * 0.82, 8, h * 0.7),
    cylinder('heat sink', 'metal', 'z', r, r, r * 0.6, h * 0.7, h),
  ];
};

const trackLight: Builder = (w, h, d) => [
  box('track adaptor', 'dark', 0, 0, h - 30, w, d, h),
  box('stem', 'metal', w * 0.4, d * 0.4, h * 0.6, w * 0.6, d * 0.6, h - 30),
  cylinder('head', 'primary', 'z', w / 2, d / 2, Math.min(w, d) / 2, 0, h * 0.6),
  cylinder('lens', 'secondary', 'z', w / 2, d / 2, Math.min(w, d) * 0.35, 0, 2),
];

const pendantLight: Builder = (w, h, d, hints) => {
  const bodyH = clamp(Math.min(w, d) * 0.5, 30, 90);
  const ring = /ring/.test(hints) && Math.abs(w - d) < w * 0.3;
  const solids: Solid[] = ring
    ? [prism('ring body', 'primary', 'z', ellipse(0, 0, w, d), 0, bodyH), prism('ring diffuser', 'secondary', 'z', ellipse(w * 0.05, d * 0.05, w * 0.95, d * 0.95), 0, 1)]
    : [box('body', 'primary', 0, 0, 0, w, d, bodyH), box('diffuser', 'secondary', 4, 4, 0, w - 4, d - 4, 2)];
  const points: Array<readonly [number, number]> = w > d ? [[w * 0.15, d / 2], [w * 0.85, d / 2]] : [[w / 2, d * 0.15], [w / 2, d * 0.85]];
  points.forEach(([x, y], i) => solids.push(cylinder(`suspension ${i + 1}`, 'metal', 'z', x, y, 1.5, bodyH, h - 15)));
  solids.push(box('canopy', 'primary', w / 2 - Math.min(40, w / 2), d / 2 - Math.min(40, d / 2), h - 15, w / 2 + Math.min(40, w / 2), d / 2 + Math.min(40, d / 2), h));
  return solids;
};

const streetLight: Builder = (w, h, d) => [
  // The head tapers towards the front; the pole spigot enters at the back.
  prism('head', 'primary', 'x', [[0, h * 0.3], [d * 0.75, h * 0.2], [d * 0.75, h], [0, h * 0.7]], w * 0.05, w * 0.95),
  box('optic', 'glass', w * 0.12, d * 0.05, h * 0.22, w * 0.88, d * 0.7, h * 0.3),
  cylinder('spigot', 'metal', 'y', w / 2, h * 0.6, Math.min(h * 0.4, w * 0.2), d * 0.75, d),
  box('cooling fins', 'metal', 0, d * 0.1, h * 0.75, w, d * 0.6, h),
  box('light emitter', 'secondary', w * 0.15, d * 0.05, 0, w * 0.85, d * 0.6, h * 0.2),
];

const floodlight: Builder = (w, h, d) => [
  box('housing', 'primary', w * 0.05, d * 0.15, h * 0.1, w * 0.95, d, h),
  box('front glass', 'glass', w * 0.1, d * 0.1, h * 0.15, w * 0.9, d * 0.15, h * 0.95),
  box('bracket left', 'metal', 0, d * 0.4, 0, w * 0.05, d * 0.6, h * 0.6),
  box('bracket right', 'metal', w * 0.95, d * 0.4, 0, w, d * 0.6, h * 0.6),
  box('bracket base', 'metal', 0, d * 0.4, 0, w, d * 0.6, h * 0.1),
  box('emitter', 'secondary', w * 0.2, 0, h * 0.25, w * 0.8, d * 0.1, h * 0.85),
];

const bollard: Builder = (w, h) => {
  const r = w / 2;
  return [
    cylinder('base plate', 'dark', 'z', r, r, r, 0, 15),
    cylinder('post', 'primary', 'z', r, r, r * 0.85, 15, h * 0.82),
    cylinder('diffuser', 'secondary', 'z', r, r, r * 0.8, h * 0.82, h * 0.94),
    cylinder('cap', 'primary', 'z', r, r, r, h * 0.94, h),
  ];
};

const exitSign: Builder = (w, h, d) => [
  box('housing', 'primary', 0, d * 0.2, 0, w, d, h),
  box('legend panel', 'secondary', w * 0.05, 0, h * 0.1, w * 0.95, d * 0.2, h * 0.9),
  box('running man', 'dark', w * 0.12, 0, h * 0.25, w * 0.3, 1, h * 0.75),
  box('arrow', 'dark', w * 0.4, 0, h * 0.42, w * 0.85, 1, h * 0.58),
];

const chair: Builder = (w, h, d) => {
  const cx = w / 2;
  const cy = d / 2;
  const legR = Math.min(w, d) / 2;
  const solids: Solid[] = [];
  for (let i = 0; i < 5; i += 1) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    const ex = cx + c * (legR - 25);
    const ey = cy + s * (legR - 25);
    const px = -s * 15;
    const py = c * 15;
    solids.push(prism(`base leg ${i + 1}`, 'dark', 'z', [[cx + px, cy + py], [ex + px, ey + py], [ex - px, ey - py], [cx - px, cy - py]], 40, 70));
    solids.push(cylinder(`caster ${i + 1}`, 'dark', 'z', ex, ey, 25, 0, 40));
  }
  const seatZ = h * 0.4;
  solids.push(cylinder('gas lift', 'metal', 'z', cx, cy, 25, 70, seatZ - 40));
  solids.push(box('seat shell', 'dark', w * 0.12, d * 0.1, seatZ - 40, w * 0.88, d * 0.85, seatZ - 10));
  solids.push(box('seat cushion', 'primary', w * 0.1, 0, seatZ - 10, w * 0.9, d * 0.85, seatZ + 50));
  solids.push(box('backrest', 'primary', w * 0.14, d * 0.82, seatZ + 60, w * 0.86, d * 0.94, h - (h > 1200 ? 160 : 0)));
  solids.push(box('back upright', 'dark', w * 0.45, d * 0.9, seatZ - 30, w * 0.55, d, seatZ + 120));
  if (h > 1200) solids.push(box('headrest', 'primary', w * 0.3, d * 0.84, h - 150, w * 0.7, d * 0.95, h));
  for (const [x0, x1] of [[0, w * 0.08], [w * 0.92, w]] as const) {
    solids.push(box(`armrest post at ${Math.round(x0)}`, 'dark', x0 + 5, d * 0.45, seatZ, x1 - 5, d * 0.52, seatZ + 200));
    solids.push(box(`armrest pad at ${Math.round(x0)}`, 'dark', x0, d * 0.3, seatZ + 200, x1, d * 0.6, seatZ + 225));
  }
  return solids;
};

const table: Builder = (w, h, d, hints) => {
  const top = 28;
  const round = /round/.test(hints);
  const solids: Solid[] = [round ? prism('top', 'primary', 'z', ellipse(0, 0, w, d), h - top, h) : box('top', 'primary', 0, 0, h - top, w, d, h)];
  const inset = round ? Math.min(w, d) * 0.2 : 40;
  const leg = 50;
  if (/12-seat|8-seat|conference/.test(hints) || w > 2200 || d > 2200) {
    const long = d > w;
    for (const f of [0.2, 0.8]) {
      solids.push(long ? box(`pedestal at ${f}`, 'secondary', w * 0.3, d * f - 40, 0, w * 0.7, d * f + 40, h - top) : box(`pedestal at ${f}`, 'secondary', w * f - 40, d * 0.3, 0, w * f + 40, d * 0.7, h - top));
    }
    return solids;
  }
  for (const [x, y] of [[inset, inset], [w - inset - leg, inset], [inset, d - inset - leg], [w - inset - leg, d - inset - leg]] as const) solids.push(box(`leg at ${Math.round(x)},${Math.round(y)}`, 'secondary', x, y, 0, x + leg, y + leg, h - top));
  solids.push(box('apron front', 'secondary', inset, inset, h - top - 80, w - inset, inset + 20, h - top));
  return solids;
};

const desk: Builder = (w, h, d, hints) => {
  const top = 25;
  const solids: Solid[] = [box('desktop', 'primary', 0, 0, h - top, w, d, h), box('modesty panel', 'primary', 60, d * 0.7, h * 0.3, w - 60, d * 0.7 + 18, h - top)];
  if (/adjustable/.test(hints)) {
    for (const x of [w * 0.12, w * 0.88 - 70]) {
      solids.push(box(`foot at ${Math.round(x)}`, 'metal', x - 10, 20, 0, x + 80, d - 20, 40));
      solids.push(box(`column at ${Math.round(x)}`, 'metal', x, d * 0.4, 40, x + 70, d * 0.6, h - top));
    }
    return solids;
  }
  solids.push(box('left side', 'primary', 0, 0, 0, 25, d, h - top));
  if (/pedestal/.test(hints)) {
    const px = w - 430;
    solids.push(box('pedestal', 'primary', px, 30, 0, w, d - 30, h - top - 20));
    cells(80, h - top - 120, 3, 6).reverse().forEach(([z0, z1], i) => solids.push(box(`drawer ${i + 1}`, 'secondary', px + 5, 25, z0, w - 5, 30, z1)));
  } else solids.push(box('right side', 'primary', w - 25, 0, 0, w, d, h - top));
  return solids;
};

const receptionDesk: Builder = (w, h, d) => [
  box('front counter', 'primary', 0, 0, 0, w, 60, h),
  box('counter top', 'secondary', 0, 0, h - 30, w, d * 0.35, h),
  box('work surface', 'primary', 40, 60, 720, w - 40, d, 750),
  box('left end', 'primary', 0, 60, 0, 40, d, h),
  box('right end', 'primary', w - 40, 60, 0, w, d, h),
  box('light line', 'glass', 60, 0, 100, w - 60, 1, 130),
];

const cabinet: Builder = (w, h, d, hints) => {
  const t = 18;
  const solids: Solid[] = [box('carcass', 'primary', 0, t, 0, w, d, h)];
  const drawers = /drawers/.test(hints);
  const lockers = /locker|two-tier|combination/.test(hints);
  const columns = lockers ? Math.max(1, Math.round(w / 300)) : /three-door/.test(hints) ? 3 : w > 600 ? 2 : 1;
  const rows = lockers && /two-tier/.test(hints) ? 2 : drawers ? 3 : 1;
  const glass = /glazed|mirrored/.test(hints);
  const base = h > 1500 ? 60 : 0;
  if (base) solids.push(box('plinth', 'dark', 20, t + 20, 0, w - 20, d, base));
  cells(2, w - 4, columns, 3).forEach(([x0, x1], c) => {
    cells(base + 2, h - base - 4, rows, 3).forEach(([z0, z1], r) => {
      const name = `${drawers ? 'drawer' : 'door'} ${c + 1}.${r + 1}`;
      const handle = !/sliding|wardrobe|mirrored/.test(hints) || drawers;
      solids.push(box(name, glass ? 'glass' : 'primary', x0, handle ? 2 : 0, z0, x1, t, z1));
      const hx = drawers ? (x0 + x1) / 2 : c % 2 === 0 && columns > 1 ? x1 - 40 : x0 + 25;
      const hz = drawers ? z1 - 50 : (z0 + z1) / 2;
      if (handle) solids.push(box(`${name} handle`, 'metal', hx - (drawers ? 60 : 8), 0, hz - (drawers ? 8 : 60), hx + (drawers ? 60 : 8), 2, hz + (drawers ? 8 : 60)));
      if (lockers) for (let i = 0; i < 4; i += 1) solids.push(box(`${name} vent ${i + 1}`, 'dark', x0 + (x1 - x0) * 0.25, 0, z1 - 120 - i * 20, x1 - (x1 - x0) * 0.25, 2, z1 - 112 - i * 20));
    });
  });
  return solids;
};

const sofa: Builder = (w, h, d, hints) => {
  const arm = clamp(w * 0.08, 120, 250);
  const seatZ = h * 0.48;
  const solids: Solid[] = [box('base', 'dark', arm, 40, 0, w - arm, d - 40, 120), box('left arm', 'primary', 0, 0, 0, arm, d, h * 0.7), box('right arm', 'primary', w - arm, 0, 0, w, d, h * 0.7), box('back', 'primary', arm, d * 0.75, 100, w - arm, d, h)];
  const seats = /corner/.test(hints) ? 2 : Math.max(2, Math.round((w - 2 * arm) / 700));
  cells(arm + 5, w - 2 * arm - 10, seats, 8).forEach(([x0, x1], i) => {
    solids.push(box(`seat cushion ${i + 1}`, 'secondary', x0, 0, 120, x1, d * 0.75, seatZ));
    solids.push(box(`back cushion ${i + 1}`, 'secondary', x0, d * 0.58, seatZ, x1, d * 0.75, h - 60));
  });
  return solids;
};

const bed: Builder = (w, h, d) => {
  const base = 320;
  const board = 90;
  return [
    box('base', 'primary', 30, 30, 60, w - 30, d - board, base),
    box('mattress', 'secondary', 40, 20, base, w - 40, d - board, base + 220),
    box('headboard', 'primary', 0, d - board, 0, w, d, h),
    box('footboard', 'primary', 0, 0, 60, w, 30, base),
    box('side rail left', 'primary', 0, 30, 60, 30, d - board, base),
    box('side rail right', 'primary', w - 30, 30, 60, w, d - board, base),
    ...[[60, 60], [w - 100, 60]].map(([x, y]) => box(`foot at ${x}`, 'dark', x!, y!, 0, x! + 40, y! + 40, 60)),
    box('pillow left', 'secondary', 80, d - board - 420, base + 220, w / 2 - 40, d - board - 20, base + 320),
    box('pillow right', 'secondary', w / 2 + 40, d - board - 420, base + 220, w - 80, d - board - 20, base + 320),
  ];
};

/** A board or slab; upright when taller than deep (facade panels), lying otherwise (insulation, ceiling tiles). */
const board: Builder = (w, h, d, hints) => {
  const faced = /foil|fleece|facade|acoustic|ceiling|metal/.test(hints);
  if (h > d) {
    const solids = [box('board', 'primary', 0, Math.min(d * 0.2, 3), 0, w, d, h)];
    solids.push(box('face', faced ? 'secondary' : 'primary', 0, 0, 0, w, Math.min(d * 0.2, 3), h));
    return solids;
  }
  const skin = Math.min(h * 0.08, 1.5);
  const solids = [box('core', 'primary', 0, 0, 0, w, d, h - (faced ? skin : 0))];
  if (faced) solids.push(box('facing', 'secondary', 0, 0, h - skin, w, d, h));
  if (/tapered|ceiling/.test(hints)) solids.push(box('edge mark', 'dark', 0, 0, h - 0.5, w, 2, h));
  return solids;
};

const sandwichPanel: Builder = (w, h, d) => {
  const skin = 0.6;
  const solids = [box('inner skin', 'metal', 0, d - skin, 0, w, d, h), box('core', 'secondary', 0, skin, 0, w, d - skin, h), box('outer skin', 'primary', 0, 0, 0, w, skin, h)];
  // Micro-ribs across the outer face, the look of a profiled panel.
  cells(w * 0.1, w * 0.8, 4, w * 0.1).forEach(([x0, x1], i) => solids.push(box(`rib ${i + 1}`, 'primary', (x0 + x1) / 2 - 8, 0, 0, (x0 + x1) / 2 + 8, 0.01, h)));
  return solids;
};

const cassettePanel: Builder = (w, h, d) => {
  const flange = d;
  return [
    box('face', 'primary', flange * 0.2, 0, flange * 0.2, w - flange * 0.2, 2, h - flange * 0.2),
    box('top return', 'primary', 0, 0, h - flange * 0.2, w, d, h),
    box('bottom return', 'primary', 0, 0, 0, w, d, flange * 0.2),
    box('left return', 'primary', 0, 0, flange * 0.2, flange * 0.2, d, h - flange * 0.2),
    box('right return', 'primary', w - flange * 0.2, 0, flange * 0.2, w, d, h - flange * 0.2),
    box('back fixing rail', 'metal', w * 0.1, d - 2, h * 0.45, w * 0.9, d, h * 0.55),
  ];
};

const roofSheet: Builder = (w, h, d) => {
  // Trapezoid waves across the width, running the sheet's length (y).
  const waves = Math.max(3, Math.round(w / 185));
  const pitch = w / waves;
  const base = 0.5;
  const solids: Solid[] = [box('base sheet', 'primary', 0, 0, 0, w, d, base)];
  for (let i = 0; i < waves; i += 1) {
    const x0 = i * pitch;
    solids.push(prism(`wave ${i + 1}`, 'primary', 'y', [[x0 + pitch * 0.1, base], [x0 + pitch * 0.9, base], [x0 + pitch * 0.7, h], [x0 + pitch * 0.3, h]], 0, d));
  }
  // Step lines of a metal roof tile every 350 mm.
  for (let y = 350; y < d - 10; y += 350) solids.push(box(`step at ${y}`, 'dark', 0, y, base, w, y + 6, base + 2));
  return solids;
};

const seamPanel: Builder = (w, h, d) => {
  const pan = Math.min(0.7, h * 0.05);
  return [box('pan', 'primary', 0, 0, 0, w, d, pan), box('left seam', 'primary', 0, 0, pan, 6, d, h), box('right seam', 'primary', w - 12, 0, pan, w, d, h), box('stiffening rib', 'primary', w / 2 - 10, 0, pan, w / 2 + 10, d, pan + 1.2)];
};

const roofTile: Builder = (w, h, d) => {
  const pan = Math.min(12, h * 0.3);
  const r = Math.min(w * 0.18, h - pan);
  const roll: Array<[number, number]> = Array.from({ length: 9 }, (_v, i) => {
    const angle = (i / 8) * Math.PI;
    return [w * 0.72 + Math.cos(angle) * r, pan + Math.sin(angle) * (h - pan)];
  });
  return [box('pan', 'primary', 0, 0, 0, w, d, pan), prism('roll', 'primary', 'y', roll, 0, d), box('nib', 'primary', w * 0.3, d - 30, pan, w * 0.5, d, pan + 8)];
};

const gutter: Builder = (w, h, d) => {
  const t = 2;
  return [
    box('sole', 'primary', w * 0.1, 0, 0, w * 0.9, d, t),
    prism('back wall', 'primary', 'y', [[w * 0.9, 0], [w, h], [w - t, h], [w * 0.9 - t, 0]], 0, d),
    prism('front wall', 'primary', 'y', [[w * 0.1, 0], [w * 0.1 + t, 0], [t * 3, h - 8], [0, h - 8]], 0, d),
    cylinder('bead', 'primary', 'y', 5, h - 5, 5, 0, d),
    box('hanger', 'metal', 0, d / 2 - 15, h - 3, w, d / 2 + 15, h),
  ];
};

const downpipe: Builder = (w, h) => {
  const r = w / 2;
  const solids: Solid[] = [cylinder('pipe', 'primary', 'z', r, r, r * 0.9, 0, h)];
  for (let z = 500; z < h - 50; z += 1000) solids.push(cylinder(`bracket at ${z}`, 'metal', 'z', r, r, r, z, z + 30));
  solids.push(cylinder('socket', 'primary', 'z', r, r, r * 0.97, h - 80, h));
  return solids;
};

const pipeSection: Builder = (w, h) => {
  const r = w / 2;
  return [cylinder('insulation', 'primary', 'z', r, r, r, 0, h), cylinder('bore', 'dark', 'z', r, r, Math.max(r * 0.45, r - h * 0.8), h - 0.5, h), box('split line', 'dark', r - 1, 0, 0, r + 1, 1, h)];
};

const roofDrain: Builder = (w, h) => {
  const r = w / 2;
  return [
    cylinder('outlet pipe', 'primary', 'z', r, r, r * 0.5, 0, h * 0.75),
    cylinder('flange', 'primary', 'z', r, r, r, h * 0.75, h * 0.8),
    cylinder('leaf guard', 'metal', 'z', r, r, r * 0.6, h * 0.8, h),
    cylinder('guard top', 'dark', 'z', r, r, r * 0.45, h - 2, h),
  ];
};

const roofVent: Builder = (w, h) => {
  const r = w / 2;
  return [cylinder('base flange', 'primary', 'z', r, r, r, 0, 10), cylinder('stack', 'primary', 'z', r, r, r * 0.45, 10, h * 0.8), cylinder('cap', 'primary', 'z', r, r, r * 0.8, h * 0.8, h)];
};

const lift: Builder = (w, h, d, hints) => {
  const panoramic = /panoramic|glass|round car/.test(hints);
  const machine = Math.min(300, h * 0.1);
  const solids: Solid[] = [
    box('car floor', 'dark', 0, 0, 0, w, d, 80),
    box('car roof', 'primary', 0, 0, h - machine - 60, w, d, h - machine),
    box('machine', 'dark', w * 0.2, d * 0.2, h - machine, w * 0.8, d * 0.8, h),
    box('back wall', panoramic ? 'glass' : 'primary', 0, d - 40, 80, w, d, h - machine - 60),
    box('left wall', panoramic ? 'glass' : 'primary', 0, 40, 80, 40, d - 40, h - machine - 60),
    box('right wall', panoramic ? 'glass' : 'primary', w - 40, 40, 80, w, d - 40, h - machine - 60),
  ];
  const doorW = Math.min(w * 0.6, /goods|bed|2000|3200|5000|1600|2500/.test(hints) ? w * 0.8 : 900);
  const x0 = (w - doorW) / 2;
  solids.push(box('front wall left', 'primary', 0, 0, 80, x0, 40, h - machine - 60), box('front wall right', 'primary', x0 + doorW, 0, 80, w, 40, h - machine - 60));
  const doorTop = Math.min(2100, h - machine - 160);
  solids.push(box('door transom', 'primary', x0, 0, doorTop, x0 + doorW, 40, h - machine - 60));
  cells(x0, doorW, 2, 4).forEach(([a, b], i) => solids.push(box(`car door ${i + 1}`, 'metal', a, 5, 80, b, 30, doorTop)));
  solids.push(box('car operating panel', 'dark', x0 + doorW + 40, 0, 900, x0 + doorW + 140, 2, 1400));
  if (panoramic) for (const x of [0, w - 60]) solids.push(box(`corner post ${x}`, 'metal', x, d - 60, 80, x + 60, d, h - machine - 60));
  return solids;
};

const escalator: Builder = (w, h, d, hints) => {
  const flat = h <= 1200 && !/inclined/.test(hints);
  const truss = Math.min(1100, h * 0.3);
  const balustrade = Math.min(1000, h * 0.8);
  const solids: Solid[] = [];
  if (flat) {
    solids.push(box('truss', 'dark', 0, 0, 0, w, d, truss * 0.3));
    solids.push(box('pallet band', 'metal', 100, 0, truss * 0.3, w - 100, d, truss * 0.3 + 20));
    for (const [x0, x1] of [[0, 30], [w - 30, w]] as const) {
      solids.push(box(`balustrade at ${x0}`, 'glass', x0 + 5, 300, truss * 0.3, x1 - 5, d - 300, h - 60));
      solids.push(box(`handrail at ${x0}`, 'dark', x0, 250, h - 60, x1, d - 250, h));
    }
    return solids;
  }
  // Lower landing, incline, upper landing: the run is split so each piece stays convex.
  const land = Math.min(2500, d * 0.2);
  const top = h - balustrade;
  const rise = top - 0;
  solids.push(box('lower landing', 'dark', 0, 0, 0, w, land, truss * 0.5));
  solids.push(box('upper landing', 'dark', 0, d - land, top, w, d, top + truss * 0.5));
  solids.push(prism('incline truss', 'dark', 'x', [[land, 0], [d - land, rise], [d - land, rise + truss * 0.5], [land, truss * 0.5]], 0, w));
  solids.push(prism('step band', 'metal', 'x', [[land * 0.5, truss * 0.5], [d - land, rise + truss * 0.5], [d - land, rise + truss * 0.5 + 20], [land * 0.5, truss * 0.5 + 20]], 100, w - 100));
  for (const [x0, x1] of [[0, 40], [w - 40, w]] as const) {
    solids.push(prism(`balustrade at ${x0}`, 'glass', 'x', [[land * 0.6, truss * 0.5], [d - land * 0.6, rise + truss * 0.5], [d - land * 0.6, h - 60], [land * 0.6, balustrade - 60 + truss * 0.5]], x0 + 10, x1 - 10));
    solids.push(prism(`handrail at ${x0}`, 'dark', 'x', [[land * 0.4, balustrade - 60 + truss * 0.5], [d - land * 0.4, h - 60], [d - land * 0.4, h], [land * 0.4, balustrade + truss * 0.5]], x0, x1));
  }
  return solids;
};

const platformLift: Builder = (w, h, d, hints) => {
  const stair = /stair/.test(hints);
  const solids: Solid[] = [box('platform', 'primary', 0, 0, 0, w, d * 0.8, 80), box('mast', 'metal', w * 0.3, d * 0.85, 0, w * 0.7, d, h), box('control panel', 'dark', w * 0.72, d * 0.85, 900, w * 0.82, d * 0.9, 1100)];
  solids.push(box('side guard left', stair ? 'metal' : 'glass', 0, 0, 80, 30, d * 0.8, 1100), box('side guard right', stair ? 'metal' : 'glass', w - 30, 0, 80, w, d * 0.8, 1100));
  solids.push(box('handrail', 'metal', 30, d * 0.75, 900, w - 30, d * 0.8, 940));
  return solids;
};

const socket: Builder = (w, h, d, hints) => {
  const solids: Solid[] = [box('mounting box', 'dark', w * 0.1, 10, h * 0.1, w * 0.9, d, h * 0.9), box('frame', 'primary', 0, 2, 0, w, 10, h), cylinder('insert', 'secondary', 'y', w / 2, h / 2, Math.min(w, h) * 0.36, 0, 2)];
  solids.push(cylinder('pin hole left', 'dark', 'y', w / 2 - 10, h / 2, 2.5, 0, 0.2), cylinder('pin hole right', 'dark', 'y', w / 2 + 10, h / 2, 2.5, 0, 0.2));
  if (/usb/.test(hints)) solids.push(box('usb port', 'dark', w / 2 - 6, 0, h * 0.2, w / 2 + 6, 0.2, h * 0.2 + 5));
  return solids;
};

const lightSwitch: Builder = (w, h, d, hints) => {
  const gangs = /two-gang/.test(hints) ? 2 : 1;
  const solids: Solid[] = [box('mounting box', 'dark', w * 0.1, 10, h * 0.1, w * 0.9, d, h * 0.9), box('frame', 'primary', 0, 3, 0, w, 10, h)];
  cells(w * 0.2, w * 0.6, gangs, 2).forEach(([x0, x1], i) => {
    solids.push(box(`rocker ${i + 1}`, 'secondary', x0, 0, h * 0.2, x1, 3, h * 0.8));
    if (/illuminated/.test(hints)) solids.push(box(`rocker ${i + 1} indicator`, 'glass', (x0 + x1) / 2 - 3, 0, h * 0.7, (x0 + x1) / 2 + 3, 0.1, h * 0.74));
  });
  return solids;
};

const smokeDetector: Builder = (w, h) => {
  const r = w / 2;
  return [
    cylinder('base', 'primary', 'z', r, r, r, 0, h * 0.3),
    cylinder('chamber', 'primary', 'z', r, r, r * 0.8, h * 0.3, h * 0.85),
    cylinder('vents', 'dark', 'z', r, r, r * 0.81, h * 0.5, h * 0.7),
    cylinder('top', 'primary', 'z', r, r, r * 0.6, h * 0.85, h),
    cylinder('indicator', 'glass', 'z', r * 1.5, r, 3, h * 0.84, h * 0.86),
  ];
};

const sounder: Builder = (w, h, d) => [
  box('base', 'primary', 0, d * 0.3, 0, w, d, h),
  cylinder('beacon lens', 'glass', 'y', w / 2, h * 0.62, Math.min(w, h) * 0.28, 0, d * 0.3),
  box('sounder grille', 'dark', w * 0.25, d * 0.25, h * 0.1, w * 0.75, d * 0.3, h * 0.28),
];

const floorTile: Builder = (w, h, d, hints) => {
  // A chamfered top edge all round reads as a tile or plank; the grain bands as laminate or parquet.
  const c = Math.min(h * 0.3, 2, w * 0.05);
  const solids: Solid[] = [prism('body', 'primary', 'y', [[0, 0], [w, 0], [w, h - c], [w - c, h], [c, h], [0, h - c]], 0, d)];
  if (/laminate|wood|oak|ash|vinyl|click|glue/.test(hints) || d > w * 3) {
    cells(w * 0.1, w * 0.8, 3, w * 0.1).forEach(([x0, x1], i) => solids.push(box(`grain ${i + 1}`, 'secondary', x0, d * 0.05 * (i + 1), h - 0.05, x1 - (x1 - x0) * 0.5, d * (0.6 + i * 0.1), h)));
  }
  if (/granite|vibro|paving/.test(hints)) solids.push(box('surface texture', 'secondary', w * 0.05, d * 0.05, h - 0.05, w * 0.95, d * 0.95, h));
  return solids;
};

const kerb: Builder = (w, h, d, hints) => {
  // A road kerb has a battered face towards the carriageway (the front); a garden edging is plain with a round top.
  const garden = /garden/.test(hints) || w < 100;
  const profile: Array<[number, number]> = garden
    ? [[0, 0], [w, 0], [w, h - w * 0.3], [w * 0.75, h], [w * 0.25, h], [0, h - w * 0.3]]
    : [[0, 0], [w, 0], [w, h], [w * 0.4, h], [0, h * 0.75]];
  return [prism('kerb', 'primary', 'y', profile, 0, d)];
};

const bench: Builder = (w, h, d, hints) => {
  const backrest = !/backless/.test(hints) && h > 600;
  const seatZ = backrest ? Math.min(450, h * 0.6) : h;
  const seatDepth = backrest ? d * 0.8 : d;
  const solids: Solid[] = [];
  for (const x of [w * 0.08, w * 0.92 - 80]) {
    solids.push(box(`support at ${Math.round(x)}`, 'secondary', x, d * 0.05, 0, x + 80, seatDepth * 0.95, seatZ - 40));
    if (backrest) solids.push(box(`back support at ${Math.round(x)}`, 'secondary', x, d - 80, 0, x + 80, d, h));
  }
  cells(0, seatDepth, 4, 12).forEach(([y0, y1], i) => solids.push(box(`seat slat ${i + 1}`, 'primary', 0, y0, seatZ - 40, w, y1, seatZ)));
  if (backrest) cells(seatZ + 80, h - seatZ - 80, 3, 15).forEach(([z0, z1], i) => solids.push(box(`back slat ${i + 1}`, 'primary', 0, d - 120, z0, w, d - 80, z1)));
  return solids;
};

const litterBin: Builder = (w, h, d, hints) => {
  const recycling = /recycling/.test(hints);
  const solids: Solid[] = [box('plinth', 'secondary', w * 0.05, d * 0.05, 0, w * 0.95, d * 0.95, 60)];
  const bins = recycling ? 2 : 1;
  cells(0, w, bins, 20).forEach(([x0, x1], i) => {
    solids.push(box(`body ${i + 1}`, 'primary', x0, 0, 60, x1, d, h - 60));
    solids.push(box(`lid ${i + 1}`, 'secondary', x0, 0, h - 60, x1, d, h));
    solids.push(box(`slot ${i + 1}`, 'dark', x0 + (x1 - x0) * 0.2, 0, h - 200, x1 - (x1 - x0) * 0.2, 1, h - 120));
  });
  return solids;
};

const bikeRack: Builder = (w, h, d, hints) => {
  const places = count(hints, /(\d+)-bike/) ?? Math.max(2, Math.round(w / 400));
  const hoops = Math.max(2, Math.min(places, Math.floor(w / 250)));
  const t = 40;
  const solids: Solid[] = [box('base rail front', 'primary', 0, 0, 0, w, t, t), box('base rail back', 'primary', 0, d - t, 0, w, d, t)];
  cells(t, w - 2 * t, hoops, 0).forEach(([x0, x1], i) => {
    const x = (x0 + x1) / 2 - t / 2;
    solids.push(box(`hoop ${i + 1} front leg`, 'primary', x, 0, t, x + t, t, h - t), box(`hoop ${i + 1} back leg`, 'primary', x, d - t, t, x + t, d, h - t), box(`hoop ${i + 1} top`, 'primary', x, 0, h - t, x + t, d, h));
  });
  return solids;
};

const playStructure: Builder = (w, h, d) => {
  const tower = Math.min(w, d) * 0.4;
  const deck = Math.min(1500, h * 0.4);
  const roofZ = h * 0.7;
  const post = 100;
  const solids: Solid[] = [];
  for (const [x, y] of [[0, 0], [tower - post, 0], [0, tower - post], [tower - post, tower - post]] as const) solids.push(box(`post ${x},${y}`, 'primary', x, y, 0, x + post, y + post, roofZ));
  solids.push(box('deck', 'primary', 0, 0, deck, tower, tower, deck + 40));
  solids.push(prism('roof', 'secondary', 'y', [[0, roofZ], [tower, roofZ], [tower / 2, h]], 0, tower));
  solids.push(box('side panel', 'secondary', post, 0, deck + 40, tower - post, 20, deck + 700));
  solids.push(prism('slide', 'secondary', 'x', [[tower, deck + 40], [d, 0], [d, 60], [tower, deck + 100]], tower * 0.25, tower * 0.75));
  for (let z = 300; z < deck; z += 300) solids.push(box(`ladder rung ${z}`, 'primary', tower, tower * 0.3, z, tower + 300, tower * 0.3 + 40, z + 40));
  solids.push(box('climbing wall', 'secondary', tower, tower * 0.6, 0, w, tower * 0.6 + 40, deck));
  return solids;
};

const swing: Builder = (w, h, d, hints) => {
  const beamR = 60;
  const legT = 90;
  const solids: Solid[] = [];
  for (const x of [0, w - legT]) {
    solids.push(prism(`a-frame front leg ${x}`, 'primary', 'x', [[0, 0], [legT * 1.5, 0], [d / 2 + legT / 2, h - beamR], [d / 2 - legT / 2, h - beamR]], x, x + legT));
    solids.push(prism(`a-frame back leg ${x}`, 'primary', 'x', [[d - legT * 1.5, 0], [d, 0], [d / 2 + legT / 2, h - beamR], [d / 2 - legT / 2, h - beamR]], x, x + legT));
  }
  solids.push(cylinder('top beam', 'primary', 'x', d / 2, h - beamR, beamR, 0, w));
  const seats = /double/.test(hints) ? 2 : 1;
  const nest = /nest/.test(hints);
  cells(legT + 100, w - 2 * legT - 200, seats, 200).forEach(([x0, x1], i) => {
    const seatW = Math.min(nest ? 1000 : 450, x1 - x0);
    const cx = (x0 + x1) / 2;
    for (const x of [cx - seatW / 2 + 10, cx + seatW / 2 - 20]) solids.push(box(`seat ${i + 1} chain ${Math.round(x)}`, 'metal', x, d / 2 - 5, 450, x + 10, d / 2 + 5, h - 2 * beamR));
    solids.push(nest ? cylinder(`seat ${i + 1} nest`, 'secondary', 'z', cx, d / 2, seatW / 2, 400, 450) : box(`seat ${i + 1}`, 'secondary', cx - seatW / 2, d / 2 - 90, 400, cx + seatW / 2, d / 2 + 90, 450));
  });
  return solids;
};

const BUILDERS: Record<ShapeKey, Builder> = {
  door,
  'sliding-door': slidingDoor,
  'sectional-door': sectionalDoor,
  window,
  'curtain-wall': curtainWall,
  partition,
  wc,
  'wc-frame': wcFrame,
  washbasin,
  bath,
  'shower-tray': showerTray,
  'shower-enclosure': showerEnclosure,
  tap,
  radiator,
  'trench-convector': trenchConvector,
  'air-handler': airHandler,
  'wall-unit': wallUnit,
  cassette,
  boiler,
  pump,
  'duct-fan': ductFan,
  grille,
  diffuser,
  'panel-light': panelLight,
  downlight,
  'track-light': trackLight,
  'pendant-light': pendantLight,
  'street-light': streetLight,
  floodlight,
  bollard,
  'exit-sign': exitSign,
  chair,
  table,
  desk,
  'reception-desk': receptionDesk,
  cabinet,
  sofa,
  bed,
  board,
  'sandwich-panel': sandwichPanel,
  'cassette-panel': cassettePanel,
  'roof-sheet': roofSheet,
  'seam-panel': seamPanel,
  'roof-tile': roofTile,
  gutter,
  downpipe,
  'pipe-section': pipeSection,
  'roof-drain': roofDrain,
  'roof-vent': roofVent,
  lift,
  escalator,
  'platform-lift': platformLift,
  socket,
  switch: lightSwitch,
  'smoke-detector': smokeDetector,
  sounder,
  'floor-tile': floorTile,
  kerb,
  bench,
  'litter-bin': litterBin,
  'bike-rack': bikeRack,
  'play-structure': playStructure,
  swing,
};

const FLAT_SHAPES: ReadonlySet<ShapeKey> = new Set(['roof-sheet', 'seam-panel', 'roof-tile', 'floor-tile', 'diffuser', 'panel-light', 'cassette', 'pipe-section']);

/** The shape of one product: deterministic for the same input. */
export function buildShape(input: ShapeInput): ProductShape {
  const width = Math.max(1, input.width);
  const height = Math.max(1, input.height);
  const depth = Math.max(1, input.depth);
  const solids = BUILDERS[input.shape](width, height, depth, input.hints.toLowerCase());
  const flat = FLAT_SHAPES.has(input.shape) || (input.shape === 'board' && height <= depth);
  return { shape: input.shape, width, height, depth, solids, flat };
}

