/**
 * JSON that is safe inside an HTML <script>: no '<', '>', '&' or line separators
 * survive unescaped, so no value can close the script or open a comment.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
