// The 3D view's three.js part. Only ever loaded with import() when a visitor
// opens the 3D view, so three.js is a chunk of its own, never in a first load.
import { Box3, Color, DirectionalLight, GridHelper, HemisphereLight, Mesh, PerspectiveCamera, Scene, Vector3, WebGLRenderer, type Material, type Object3D } from 'three';
import { GLTFLoader, type GLTFLoaderPlugin, type GLTFParser } from 'three/addons/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { SceneElement } from './scene-elements.ts';
import { describeScene, type SceneParts } from './scene-description.ts';
import { createHighlighter } from './scene-highlight.ts';
import { createPicker } from './scene-picker.ts';

export interface ViewerSource {
  /** Absolute URL of the preview file. */
  url: string;
  format: 'gltf' | 'glb';
}

export interface ViewerOptions {
  /** Accessible name of the canvas. */
  label: string;
  /** Background, the portal's surface colour. */
  background?: string;
  signal?: AbortSignal;
  /** A click or tap (not a drag) on the canvas: the element under it, or null for none. */
  onPick?: (index: number | null) => void;
}

export interface ViewerHandle {
  /** The scene's elements, the product first (see scene-elements.ts). */
  elements: readonly SceneElement[];
  /** Highlights an element (by its index) in the view, or none. */
  select(index: number | null): void;
  /** Back to the first camera position. */
  resetView(): void;
  /** Frees the WebGL context, geometry, materials and listeners, and removes the canvas. */
  dispose(): void;
}

/** WebGL could not start (no GPU, blocked, or lost): the page shows the picture instead. */
export class WebGLUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('WebGL is not available', { cause });
    this.name = 'WebGLUnavailableError';
  }
}

interface GltfBufferDef {
  uri?: string;
  byteLength?: number;
}

interface GltfBufferViewDef {
  buffer: number;
  byteOffset?: number;
  byteLength: number;
}

interface GltfJson {
  buffers?: GltfBufferDef[];
  bufferViews?: GltfBufferViewDef[];
}

const DATA_URI = /^data:[^;,]*(;[^,]*)?;base64,/i;

function decodeBase64(text: string): ArrayBuffer {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/**
 * A glTF JSON file may carry its buffers as base64 data: URIs. GLTFLoader
 * would fetch() them, which the page's Content-Security-Policy (connect-src)
 * rightly refuses; this plugin hands the loader the decoded bytes instead.
 * Buffers given by URL still load the ordinary way.
 */
export function inlineBuffersPlugin(json: GltfJson): (parser: GLTFParser) => GLTFLoaderPlugin {
  const decoded = new Map<number, ArrayBuffer>();
  (json.buffers ?? []).forEach((buffer, index) => {
    const match = typeof buffer.uri === 'string' ? DATA_URI.exec(buffer.uri) : null;
    if (match && buffer.uri) decoded.set(index, decodeBase64(buffer.uri.slice(match[0].length)));
  });
  return () => ({
    name: 'portal_inline_buffers',
    loadBufferView(index: number) {
      const view = json.bufferViews?.[index];
      const buffer = view ? decoded.get(view.buffer) : undefined;
      if (!view || !buffer) return null;
      const start = view.byteOffset ?? 0;
      if (start + view.byteLength > buffer.byteLength) return Promise.reject(new Error('glTF buffer view out of range'));
      return Promise.resolve(buffer.slice(start, start + view.byteLength));
    },
  }) as GLTFLoaderPlugin;
}

interface LoadedScene {
  model: Object3D;
  parser: GLTFParser;
}

async function loadScene(source: ViewerSource, signal: AbortSignal | undefined): Promise<LoadedScene> {
  const response = await fetch(source.url, { mode: 'cors', credentials: 'omit', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`3D preview answered ${response.status}`);
  const base = source.url.slice(0, source.url.lastIndexOf('/') + 1);
  const loader = new GLTFLoader();
  if (source.format === 'glb') {
    const gltf = await loader.parseAsync(await response.arrayBuffer(), base);
    return { model: gltf.scene, parser: gltf.parser };
  }
  const text = await response.text();
  loader.register(inlineBuffersPlugin(JSON.parse(text) as GltfJson));
  const gltf = await loader.parseAsync(text, base);
  return { model: gltf.scene, parser: gltf.parser };
}

/** A grid step that gives about ten cells across the model's footprint: 1, 2 or 5 times a power of ten. */
function niceStep(span: number): number {
  const rough = Math.max(span, 0.01) / 10;
  const power = 10 ** Math.floor(Math.log10(rough));
  const unit = rough / power;
  return (unit < 2 ? 1 : unit < 5 ? 2 : 5) * power;
}

function disposeTree(root: Object3D): void {
  root.traverse((node) => {
    if (node instanceof Mesh) {
      node.geometry.dispose();
      const materials: Material[] = Array.isArray(node.material) ? node.material : [node.material];
      for (const material of materials) material.dispose();
    }
  });
}

/**
 * Renders the preview into `host` with orbit controls. Frames render on
 * demand (after loading, on a camera move, on a resize), so an idle view costs
 * nothing. Rejects when WebGL cannot start or the file cannot be loaded.
 */
export async function mountViewer(host: HTMLElement, source: ViewerSource, options: ViewerOptions): Promise<ViewerHandle> {
  const { model, parser } = await loadScene(source, options.signal);
  if (options.signal?.aborted) {
    disposeTree(model);
    throw new DOMException('The 3D view was closed', 'AbortError');
  }

  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: true, powerPreference: 'low-power' });
  } catch (cause) {
    disposeTree(model);
    throw new WebGLUnavailableError(cause);
  }
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  const canvas = renderer.domElement;
  canvas.className = 'model-viewer__canvas';
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', options.label);
  canvas.dataset.testid = 'model-viewer-canvas';

  const scene = new Scene();
  scene.background = new Color(options.background ?? '#f6f8fa');
  scene.add(new HemisphereLight(0xffffff, 0x8c959f, 2.2));
  // A key light from above and a softer fill from the other side, so no face of a box goes flat grey.
  const sun = new DirectionalLight(0xffffff, 2.4);
  const fill = new DirectionalLight(0xffffff, 0.9);
  scene.add(sun, fill);

  // The model stands on the floor centred over the origin whatever its own origin was.
  const box = new Box3().setFromObject(model);
  const size = box.getSize(new Vector3());
  const centre = box.getCenter(new Vector3());
  model.position.set(-centre.x, -box.min.y, -centre.z);
  scene.add(model);
  model.updateMatrixWorld(true);
  const parts: SceneParts = describeScene(model, parser);
  const radius = Math.max(size.length() / 2, 0.05);
  const footprint = Math.max(size.x, size.z, 0.1) * 2.5;
  const step = niceStep(footprint);
  const cells = Math.max(2, Math.ceil(footprint / step));
  const grid = new GridHelper(cells * step, cells, 0xafb8c1, 0xd8dee4);
  scene.add(grid);
  sun.position.set(radius * 3, radius * 5, radius * 4);
  fill.position.set(-radius * 4, radius * 2, radius * 3);

  const camera = new PerspectiveCamera(35, 1, radius / 100, radius * 100);
  const target = new Vector3(0, size.y / 2, 0);
  const distance = radius / Math.sin((camera.fov * Math.PI) / 360);
  const home = new Vector3(0.55, 0.45, 1).normalize().multiplyScalar(distance * 1.15).add(target);
  camera.position.copy(home);

  const controls = new OrbitControls(camera, canvas);
  controls.target.copy(target);
  controls.minDistance = distance * 0.3;
  controls.maxDistance = distance * 4;
  // Never under the floor: the model is seen from above the grid.
  controls.maxPolarAngle = Math.PI * 0.495;
  controls.update();
  // OrbitControls claims every touch gesture (touch-action: none), which on a phone
  // would trap the page's scrolling on a canvas as wide as the screen: vertical
  // swipes scroll the page, horizontal drags and pinches stay the viewer's.
  canvas.style.touchAction = 'pan-y';

  const render = () => renderer.render(scene, camera);
  controls.addEventListener('change', render);
  const highlighter = createHighlighter(parts);
  const picker = createPicker(canvas, camera, parts, (index) => options.onPick?.(index));

  const resize = () => {
    const width = Math.max(host.clientWidth, 1);
    const height = Math.max(host.clientHeight, 1);
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    render();
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
  host.append(canvas);
  observer?.observe(host);
  resize();

  let disposed = false;
  return {
    elements: parts.elements,
    select(index) {
      highlighter.select(index);
      render();
    },
    resetView() {
      camera.position.copy(home);
      controls.target.copy(target);
      controls.update();
      render();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      observer?.disconnect();
      controls.removeEventListener('change', render);
      controls.dispose();
      picker.dispose();
      // Back to the file's own materials first, so disposing the tree frees those and the highlight's copies go too.
      highlighter.dispose();
      disposeTree(scene);
      grid.geometry.dispose();
      for (const material of Array.isArray(grid.material) ? grid.material : [grid.material]) material.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
      canvas.remove();
    },
  };
}
