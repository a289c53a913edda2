/**
 * Whether this browser can start WebGL at all, checked before three.js is
 * downloaded: no point fetching a 3D engine that cannot draw. The probe's
 * context is released at once.
 */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!context) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}
