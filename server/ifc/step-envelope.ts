// A STEP physical file (ISO 10303-21, the .ifc format) opens with its header line and
// closes with its end line. web-ifc reads what it can of a cut-off file without
// complaint, so a truncated upload is caught here, before it is half read.

const START = 'ISO-10303-21;';
const END = 'END-ISO-10303-21;';
/** How far into the file the header line may start (a byte-order mark, blank lines). */
const LEAD = 64;
/** How much of the file's end may follow the end line (blank lines, a signature comment). */
const TAIL = 1024;

/** Why the bytes are not a whole STEP file, or null when they look like one. */
export function stepEnvelopeProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return 'the file is empty';
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, LEAD + START.length)).toString('latin1');
  const at = head.indexOf(START);
  if (at < 0 || head.slice(0, at).replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trim() !== '') return 'not a STEP (ISO 10303-21) file';
  const tailStart = Math.max(0, bytes.length - TAIL - END.length);
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset + tailStart, bytes.length - tailStart).toString('latin1');
  const end = tail.lastIndexOf(END);
  if (end < 0 || /[^\s]/.test(tail.slice(end + END.length).replace(/\/\*[\s\S]*?\*\//g, ''))) return 'the file is truncated (no END-ISO-10303-21;)';
  return null;
}
