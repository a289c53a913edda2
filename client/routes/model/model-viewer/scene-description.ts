// Reads the loaded glTF's node tree off three.js into the plain description
// scene-elements.ts shapes, and keeps which three.js meshes belong to which
// element, for the highlight and for picking. Names and extras come from the
// file's JSON: GLTFLoader rewrites node names ('Door leaf' becomes 'Door_leaf').

import { Box3, Mesh, type Object3D } from 'three';
import type { GLTFParser } from 'three/addons/loaders/GLTFLoader.js';
import { sceneElements, sceneRoot, type PlainMesh, type PlainNode, type SceneElement } from './scene-elements.ts';

export interface SceneParts {
  elements: SceneElement[];
  /** Every mesh drawn by each element, its own and those of the elements under it. */
  meshesOf: Mesh[][];
  /** The element whose node draws a mesh itself (the deepest one): what a click on it picks. */
  ownerOf: Map<Mesh, number>;
  /** All meshes of the model, for picking. */
  meshes: Mesh[];
}

interface GltfNodeJson {
  name?: unknown;
  extras?: unknown;
}

function plainMesh(mesh: Mesh): PlainMesh {
  const geometry = mesh.geometry;
  if (!geometry.boundingBox) geometry.computeBoundingBox();
  const local = geometry.boundingBox;
  const box = local && !local.isEmpty() ? new Box3().copy(local).applyMatrix4(mesh.matrixWorld) : null;
  const vertices = geometry.index ? geometry.index.count : (geometry.getAttribute('position')?.count ?? 0);
  const material = Array.isArray(mesh.material) ? mesh.material[0] : mesh.material;
  return {
    material: material?.name ?? '',
    triangles: Math.floor(vertices / 3),
    box: box ? { min: [box.min.x, box.min.y, box.min.z], max: [box.max.x, box.max.y, box.max.z] } : null,
  };
}

/** `model` must have its world matrices up to date (the sizes are read in the scene's coordinates). */
export function describeScene(model: Object3D, parser: GLTFParser): SceneParts {
  const json = parser.json as { nodes?: GltfNodeJson[] };
  const nodeIndex = (object: Object3D): number | undefined => parser.associations.get(object)?.nodes;
  const ownMeshes = new Map<PlainNode, Mesh[]>();

  // A glTF node is an Object3D with a node association; a mesh of several primitives is a Group of
  // Meshes that are not nodes: those belong to the node above them.
  const describe = (object: Object3D, name: string, extras: unknown): PlainNode => {
    const meshes: Mesh[] = [];
    const children: PlainNode[] = [];
    const walk = (current: Object3D) => {
      if (current instanceof Mesh && current.visible) meshes.push(current);
      for (const child of current.children) {
        const index = nodeIndex(child);
        if (index !== undefined) {
          const def = json.nodes?.[index];
          children.push(describe(child, typeof def?.name === 'string' ? def.name : '', def?.extras));
        } else walk(child);
      }
    };
    walk(object);
    const node: PlainNode = { name, extras, meshes: meshes.map(plainMesh), children };
    ownMeshes.set(node, meshes);
    return node;
  };

  const top = describe(model, '', undefined);
  // The gltf.scene Group stands for the glTF scene: its nodes are the top of the tree.
  const root = top.meshes.length === 0 ? sceneRoot(top.children) : top;
  if (root !== top) ownMeshes.set(root, []);
  const { elements, nodes } = sceneElements(root);

  const ownerOf = new Map<Mesh, number>();
  nodes.forEach((node, index) => {
    for (const mesh of ownMeshes.get(node) ?? []) ownerOf.set(mesh, index);
  });
  const meshesOf = elements.map(() => [] as Mesh[]);
  // Elements come depth first, so an element's descendants are the run after it deeper than it.
  elements.forEach((element, index) => {
    for (let next = index; next < elements.length && (next === index || elements[next]!.depth > element.depth); next += 1) {
      meshesOf[index]!.push(...(ownMeshes.get(nodes[next]!) ?? []));
    }
  });
  return { elements, meshesOf, ownerOf, meshes: [...ownerOf.keys()] };
}
