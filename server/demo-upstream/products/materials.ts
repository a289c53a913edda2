// How each material of the dictionary looks (glTF, pictures, IFC surface styles),
// and which material paints each part of a product.

import type { ProductKind } from './kinds.ts';
import type { Role } from './solids.ts';

export type Rgb = readonly [number, number, number];

export interface Appearance {
  colour: Rgb;
  metallic: number;
  roughness: number;
  /** 0 opaque .. 1 invisible. */
  transparency: number;
}

const A = (r: number, g: number, b: number, metallic = 0, roughness = 0.7, transparency = 0): Appearance => ({ colour: [r, g, b], metallic, roughness, transparency });

const APPEARANCE: Readonly<Record<string, Appearance>> = {
  steel: A(0.56, 0.59, 0.62, 0.6, 0.45),
  stainless: A(0.76, 0.78, 0.8, 0.8, 0.3),
  aluminium: A(0.8, 0.82, 0.84, 0.7, 0.35),
  wood: A(0.64, 0.44, 0.26, 0, 0.6),
  mdf: A(0.88, 0.85, 0.8, 0, 0.55),
  chipboard: A(0.78, 0.68, 0.54, 0, 0.6),
  glass: A(0.68, 0.84, 0.93, 0, 0.05, 0.55),
  tempered: A(0.64, 0.82, 0.9, 0, 0.05, 0.55),
  pvc: A(0.96, 0.96, 0.95, 0, 0.5),
  ceramic: A(0.97, 0.97, 0.96, 0, 0.2),
  porcelain: A(0.6, 0.58, 0.55, 0, 0.4),
  acrylic: A(0.98, 0.98, 0.98, 0, 0.25),
  concrete: A(0.68, 0.68, 0.66, 0, 0.9),
  mineralwool: A(0.84, 0.74, 0.46, 0, 0.95),
  xps: A(0.56, 0.76, 0.9, 0, 0.8),
  pir: A(0.92, 0.84, 0.56, 0, 0.85),
  plasterboard: A(0.93, 0.93, 0.91, 0, 0.85),
  copper: A(0.74, 0.46, 0.3, 0.8, 0.35),
  brass: A(0.82, 0.7, 0.38, 0.8, 0.3),
  stone: A(0.52, 0.52, 0.54, 0, 0.6),
  lvt: A(0.7, 0.6, 0.47, 0, 0.6),
  polypropylene: A(0.34, 0.36, 0.39, 0, 0.6),
  composite: A(0.46, 0.48, 0.52, 0.1, 0.6),
  fibrecement: A(0.62, 0.62, 0.6, 0, 0.85),
  bitumen: A(0.16, 0.16, 0.17, 0, 0.9),
  textile: A(0.34, 0.42, 0.56, 0, 0.95),
  polycarbonate: A(0.95, 0.95, 0.96, 0, 0.4),
};

/** Seals, bases, casters and other small black parts: not a material a page lists. */
export const COMPONENT_MATERIAL = { key: 'component', name: 'Комплектующие (полимер)', name_en: 'Polymer components' } as const;
const COMPONENT_APPEARANCE = A(0.2, 0.21, 0.23, 0, 0.8);

export function appearance(key: string): Appearance {
  return key === COMPONENT_MATERIAL.key ? COMPONENT_APPEARANCE : (APPEARANCE[key] ?? A(0.6, 0.6, 0.6));
}

export function hasAppearance(key: string): boolean {
  return key in APPEARANCE;
}

/** The materials a model is made of, as the dataset chose them from its kind. */
export interface MaterialChoice {
  primary: string;
  secondary: string | null;
  glass: string | null;
}

/** The material key of a part by its role. */
export function materialOf(role: Role, choice: MaterialChoice, kind: Pick<ProductKind, 'metal'>): string {
  switch (role) {
    case 'primary':
      return choice.primary;
    case 'secondary':
      return choice.secondary ?? choice.primary;
    case 'glass':
      return choice.glass ?? 'glass';
    case 'metal':
      return kind.metal ?? 'steel';
    case 'dark':
      return COMPONENT_MATERIAL.key;
  }
}
