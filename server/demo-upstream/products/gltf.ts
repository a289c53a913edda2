// The glTF 2.0 preview of a product shape: one node and mesh per solid, named as
// the solid, one material per material of the model, every buffer in one base64
// data URI so the file stands alone. glTF is y-up in metres with the front facing
// +z; the shape is z-up in millimetres with the front at y = 0, so (x, y, z) maps
// to (x - w/2, z, d/2 - y) / 1000 (a rotation: winding and normals survive).

import type { Vec3 } from './solids.ts';
import { solidVolume } from './solids.ts';
import type { ProductShape } from './shapes.ts';
import { solidFaces } from './mesh.ts';
import { appearance } from './materials.ts';

/** mm³ to m³, to six significant digits: what a volume of a part drawn in millimetres is good for. */
const cubicMetres = (cubicMillimetres: number): number => Number((cubicMillimetres / 1e9).toPrecision(6));

export interface GltfMaterial {
  key: string;
  name: string;
}

interface Accessor {
  bufferView: number;
  componentType: number;
  count: number;
  type: string;
  min?: number[];
  max?: number[];
}

/**
 * `materialKeys[i]` is the material of `shape.solids[i]`; `names` gives each key's display name.
 * Deterministic: the same input gives the same bytes.
 */
export function shapeGltf(name: string, shape: ProductShape, materialKeys: readonly string[], names: (key: string) => string): object {
  const toGltf = (p: Vec3): Vec3 => [(p[0] - shape.width / 2) / 1000, p[2] / 1000, (shape.depth / 2 - p[1]) / 1000];
  const normalToGltf = (n: Vec3): Vec3 => [n[0], n[2], -n[1]];
  const materialIndex = new Map<string, number>();
  for (const key of materialKeys) if (!materialIndex.has(key)) materialIndex.set(key, materialIndex.size);

  const chunks: Buffer[] = [];
  const bufferViews: object[] = [];
  const accessors: Accessor[] = [];
  let offset = 0;
  const pushView = (bytes: Buffer, target: number): number => {
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes.length, target });
    const padding = (4 - (bytes.length % 4)) % 4;
    chunks.push(bytes, Buffer.alloc(padding));
    offset += bytes.length + padding;
    return bufferViews.length - 1;
  };

  const meshes = shape.solids.map((solid, index) => {
    const positions: number[] = [];
    const normals: number[] = [];
    const indices: number[] = [];
    for (const face of solidFaces(solid)) {
      const base = positions.length / 3;
      face.points.forEach((point, i) => {
        positions.push(...toGltf(point));
        normals.push(...normalToGltf(face.normals[i]!));
      });
      for (let i = 1; i + 1 < face.points.length; i += 1) indices.push(base, base + i, base + i + 1);
    }
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < positions.length; i += 3) {
      for (let axis = 0; axis < 3; axis += 1) {
        const value = Math.fround(positions[i + axis]!);
        min[axis] = Math.min(min[axis]!, value);
        max[axis] = Math.max(max[axis]!, value);
      }
    }
    const count = positions.length / 3;
    accessors.push({ bufferView: pushView(Buffer.from(new Float32Array(positions).buffer), 34962), componentType: 5126, count, type: 'VEC3', min, max });
    const position = accessors.length - 1;
    accessors.push({ bufferView: pushView(Buffer.from(new Float32Array(normals).buffer), 34962), componentType: 5126, count, type: 'VEC3' });
    const normal = accessors.length - 1;
    const wide = count > 65_535;
    const indexBytes = wide ? Buffer.from(new Uint32Array(indices).buffer) : Buffer.from(new Uint16Array(indices).buffer);
    accessors.push({ bufferView: pushView(indexBytes, 34963), componentType: wide ? 5125 : 5123, count: indices.length, type: 'SCALAR' });
    return { name: solid.name, primitives: [{ attributes: { POSITION: position, NORMAL: normal }, indices: accessors.length - 1, material: materialIndex.get(materialKeys[index]!) ?? 0 }] };
  });

  const buffer = Buffer.concat(chunks);
  const materials = [...materialIndex.keys()].map((key) => {
    const look = appearance(key);
    return {
      name: names(key),
      pbrMetallicRoughness: { baseColorFactor: [...look.colour, 1 - look.transparency], metallicFactor: look.metallic, roughnessFactor: look.roughness },
      ...(look.transparency > 0 ? { alphaMode: 'BLEND', doubleSided: true } : {}),
    };
  });
  return {
    asset: { version: '2.0', generator: 'bim-portal demo upstream' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    // extras (glTF 2.0 allows any JSON there): each solid's volume, computed from the solid, and the product's total.
    nodes: [
      { name, children: shape.solids.map((_solid, index) => index + 1), extras: { volume_m3: cubicMetres(shape.solids.reduce((sum, solid) => sum + solidVolume(solid), 0)) } },
      ...shape.solids.map((solid, index) => ({ name: solid.name, mesh: index, extras: { volume_m3: cubicMetres(solidVolume(solid)) } })),
    ],
    meshes,
    materials,
    buffers: [{ byteLength: buffer.length, uri: `data:application/octet-stream;base64,${buffer.toString('base64')}` }],
    bufferViews,
    accessors,
  };
}
