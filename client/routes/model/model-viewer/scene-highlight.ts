// The selected element stands out: its meshes get a tinted copy of their
// material, every other mesh a faded one. The file's materials are kept and
// put back on deselecting; the copies are made once per material.

import { Color, type Material, type Mesh } from 'three';
import type { SceneParts } from './scene-description.ts';

/** The portal's accent, as an emissive glow over the element's own colour. */
const TINT = new Color('#0969da');
const TINT_INTENSITY = 0.45;
const FADED_OPACITY = 0.18;

type MeshMaterial = Material | Material[];

export interface Highlighter {
  select(index: number | null): void;
  /** Puts the file's materials back and frees the copies. */
  dispose(): void;
}

function tinted(material: Material): Material {
  const copy = material.clone();
  const lit = copy as Material & { emissive?: unknown; emissiveIntensity?: number };
  if (lit.emissive instanceof Color) {
    lit.emissive.copy(TINT);
    lit.emissiveIntensity = TINT_INTENSITY;
  } else if ('color' in copy && copy.color instanceof Color) {
    // An unlit material has no glow to add: its colour is mixed with the accent instead.
    copy.color.lerp(TINT, 0.5);
  }
  return copy;
}

function faded(material: Material): Material {
  const copy = material.clone();
  copy.transparent = true;
  copy.opacity = Math.min(copy.opacity, FADED_OPACITY);
  copy.depthWrite = false;
  return copy;
}

export function createHighlighter(parts: SceneParts): Highlighter {
  const originals = new Map<Mesh, MeshMaterial>();
  for (const mesh of parts.meshes) originals.set(mesh, mesh.material);
  const copies = { tinted: new Map<Material, Material>(), faded: new Map<Material, Material>() };
  const copyOf = (kind: keyof typeof copies, material: MeshMaterial): MeshMaterial => {
    const one = (m: Material) => {
      let copy = copies[kind].get(m);
      if (!copy) {
        copy = kind === 'tinted' ? tinted(m) : faded(m);
        copies[kind].set(m, copy);
      }
      return copy;
    };
    return Array.isArray(material) ? material.map(one) : one(material);
  };
  const restore = () => {
    for (const [mesh, material] of originals) mesh.material = material;
  };

  return {
    select(index) {
      restore();
      const chosen = index === null ? undefined : parts.meshesOf[index];
      if (!chosen) return;
      const selected = new Set(chosen);
      for (const [mesh, material] of originals) mesh.material = copyOf(selected.has(mesh) ? 'tinted' : 'faded', material);
    },
    dispose() {
      restore();
      for (const map of Object.values(copies)) for (const copy of map.values()) copy.dispose();
    },
  };
}
