// The overall extent of a glTF preview: the union of its position accessors' bounds
// (each mesh is one part of the product, so no single accessor spans the whole).

export interface GltfAccessors {
  accessors: Array<{ type?: string; count?: number; min?: number[]; max?: number[] }>;
}

export function gltfExtent(gltf: GltfAccessors): { min: number[]; max: number[] } {
  const positions = gltf.accessors.filter((accessor) => accessor.min && accessor.max);
  return {
    min: [0, 1, 2].map((axis) => Math.min(...positions.map((accessor) => accessor.min![axis]!))),
    max: [0, 1, 2].map((axis) => Math.max(...positions.map((accessor) => accessor.max![axis]!))),
  };
}
