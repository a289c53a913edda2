// The 3D view's elements as plain data: from a description of the glTF node tree
// (which viewer-scene.ts reads off three.js) to the list a visitor picks from and
// the facts the properties panel shows. No three.js here, so the rules are tested
// on their own and this module costs nothing until the view is opened.

/** Axis-aligned bounds in glTF units (metres, y up). */
export interface PlainBox {
  min: readonly [number, number, number];
  max: readonly [number, number, number];
}

/** One mesh (or one primitive of a mesh) as drawn. */
export interface PlainMesh {
  /** The glTF material's name, '' when it has none. */
  material: string;
  triangles: number;
  /** Its bounds in the scene's coordinates; null when it has no vertices. */
  box: PlainBox | null;
}

/** One glTF node: its own meshes, and the nodes under it. */
export interface PlainNode {
  /** The glTF node's name as written in the file ('' when it has none). */
  name: string;
  /** The node's `extras`, whatever the file put there. */
  extras: unknown;
  meshes: readonly PlainMesh[];
  children: readonly PlainNode[];
}

export type ExtraValue = string | number | boolean;

export interface SceneElement {
  /** Position in the list, also the element's id. */
  index: number;
  /** The node's name; null when it has none (the list then says 'Part N', the root 'Whole model'). */
  name: string | null;
  /** 1-based number of an element that is not the root, for 'Part N'. */
  part: number;
  /** 0 for the product (the root), 1 for its parts, and so on. */
  depth: number;
  /** The distinct material names of its meshes and of those under it, in the order met. */
  materials: string[];
  triangles: number;
  /** Overall width × depth × height in millimetres (x, z, y of the glTF), null without geometry. */
  size: [number, number, number] | null;
  /** The node's scalar extras (strings, finite numbers, booleans), in the file's order, bounded. */
  extras: Array<[string, ExtraValue]>;
}

/** The list's and the panel's name of an element: its own, else 'Whole model' for the root and 'Part N' for a part. */
export function elementLabel(element: SceneElement, t: (key: string, values?: Record<string, number>) => string): string {
  if (element.name) return element.name;
  return element.depth === 0 ? t('modelViewer.wholeModel') : t('modelViewer.part', { number: element.part });
}

/** How many extras of one node are shown at most; a file may carry anything there. */
export const MAX_EXTRAS = 20;
/** Longest extra key or text value shown; longer ones are cut with an ellipsis. */
export const MAX_EXTRA_TEXT = 120;
/** Elements listed as buttons; the rest are counted ('and N more') and can still be picked on the canvas. */
export const LISTED_ELEMENTS = 100;

const clip = (text: string): string => (text.length > MAX_EXTRA_TEXT ? `${text.slice(0, MAX_EXTRA_TEXT - 1)}…` : text);

/** A node's scalar extras: glTF allows any JSON there, but only names with a plain value make a property. */
export function scalarExtras(extras: unknown): Array<[string, ExtraValue]> {
  if (typeof extras !== 'object' || extras === null || Array.isArray(extras)) return [];
  const out: Array<[string, ExtraValue]> = [];
  for (const [key, value] of Object.entries(extras)) {
    if (out.length >= MAX_EXTRAS) break;
    if (key.trim() === '') continue;
    if (typeof value === 'string' && value.trim() !== '') out.push([clip(key), clip(value)]);
    else if (typeof value === 'number' && Number.isFinite(value)) out.push([clip(key), value]);
    else if (typeof value === 'boolean') out.push([clip(key), value]);
  }
  return out;
}

function union(a: PlainBox | null, b: PlainBox | null): PlainBox | null {
  if (!a) return b;
  if (!b) return a;
  return {
    min: [Math.min(a.min[0], b.min[0]), Math.min(a.min[1], b.min[1]), Math.min(a.min[2], b.min[2])],
    max: [Math.max(a.max[0], b.max[0]), Math.max(a.max[1], b.max[1]), Math.max(a.max[2], b.max[2])],
  };
}

/** Metres to millimetres, without float noise such as 899.9999976 (float32 positions). */
const millimetres = (metres: number): number => Math.round(metres * 1e6) / 1e3;

/** W × D × H in millimetres: glTF is y-up, so x is the width, z the depth and y the height. */
export function boxSize(box: PlainBox | null): [number, number, number] | null {
  if (!box) return null;
  const span = (axis: 0 | 1 | 2) => millimetres(Math.max(0, box.max[axis] - box.min[axis]));
  return [span(0), span(2), span(1)];
}

interface Totals {
  box: PlainBox | null;
  triangles: number;
  materials: string[];
}

/**
 * The elements of a scene, the root first, then depth first in the file's order:
 * every node that draws something itself or has such nodes under it. A node
 * with nothing drawn anywhere under it (a camera, an empty) is left out. The
 * root stands for the whole product: its size is the product's overall size.
 */
export function sceneElements(root: PlainNode): { elements: SceneElement[]; nodes: PlainNode[] } {
  const elements: SceneElement[] = [];
  const nodes: PlainNode[] = [];
  const visit = (node: PlainNode, depth: number): Totals | null => {
    const slot = elements.length;
    // Reserve the node's place before its children, so the list reads parent first.
    elements.push(null as unknown as SceneElement);
    nodes.push(node);
    let box: PlainBox | null = null;
    let triangles = 0;
    const materials: string[] = [];
    const addMaterial = (name: string) => {
      if (name !== '' && !materials.includes(name)) materials.push(name);
    };
    for (const mesh of node.meshes) {
      box = union(box, mesh.box);
      triangles += mesh.triangles;
      addMaterial(mesh.material);
    }
    for (const child of node.children) {
      const totals = visit(child, depth + 1);
      if (!totals) continue;
      box = union(box, totals.box);
      triangles += totals.triangles;
      totals.materials.forEach(addMaterial);
    }
    if (node.meshes.length === 0 && elements.length === slot + 1 && depth > 0) {
      elements.pop();
      nodes.pop();
      return null;
    }
    const name = node.name.trim();
    elements[slot] = { index: slot, name: name === '' ? null : name, part: 0, depth, materials, triangles, size: boxSize(box), extras: scalarExtras(node.extras) };
    return { box, triangles, materials };
  };
  visit(root, 0);
  elements.forEach((element, index) => {
    element.index = index;
    element.part = index;
  });
  return { elements, nodes };
}

/**
 * The root of a scene's description: a scene of one top node is that node (the
 * product, as the demo writes it); a scene of several is their unnamed parent.
 */
export function sceneRoot(topNodes: readonly PlainNode[]): PlainNode {
  if (topNodes.length === 1) return topNodes[0]!;
  return { name: '', extras: undefined, meshes: [], children: topNodes };
}
