// A click or tap on the canvas picks the element under it (three.js Raycaster).
// OrbitControls turns a drag into a camera move, and the browser still fires a
// click at its end: a press that moved more than a few pixels is a drag, not a pick.

import { Raycaster, Vector2, type Camera } from 'three';
import type { SceneParts } from './scene-description.ts';

/** How far (CSS pixels) a press may move and still be a click. */
const CLICK_SLOP = 5;

export interface Picker {
  dispose(): void;
}

export function createPicker(canvas: HTMLCanvasElement, camera: Camera, parts: SceneParts, onPick: (index: number | null) => void): Picker {
  const raycaster = new Raycaster();
  const pointer = new Vector2();
  let pressedAt: { x: number; y: number } | null = null;

  const onPointerDown = (event: PointerEvent) => {
    pressedAt = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  };
  const onClick = (event: MouseEvent) => {
    const start = pressedAt;
    pressedAt = null;
    if (!start || Math.hypot(event.clientX - start.x, event.clientY - start.y) > CLICK_SLOP) return;
    const rect = canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    pointer.set(((event.clientX - rect.left) / rect.width) * 2 - 1, -((event.clientY - rect.top) / rect.height) * 2 + 1);
    raycaster.setFromCamera(pointer, camera);
    const hit = raycaster.intersectObjects(parts.meshes, false)[0];
    onPick(hit ? (parts.ownerOf.get(hit.object as never) ?? null) : null);
  };
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('click', onClick);
  return {
    dispose() {
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('click', onClick);
    },
  };
}
