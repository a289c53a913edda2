// ISO 10303-21 (STEP physical file) encoding for the IFC writer: strings with the
// \X2\ escape for anything outside printable ASCII, reals with a decimal point,
// and IFC's 22-character GlobalId from a deterministic 128-bit hash.

import { createHash } from 'node:crypto';

/** A STEP string literal: quotes doubled, backslashes doubled, non-ASCII as \X2\hhhh\X0\ (UTF-16 units). */
export function stepString(text: string): string {
  let out = '';
  let wide = '';
  const flush = (): void => {
    if (wide) out += `\\X2\\${wide}\\X0\\`;
    wide = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code <= 0x7e) {
      flush();
      const char = text[i]!;
      out += char === "'" ? "''" : char === '\\' ? '\\\\' : char;
    } else wide += code.toString(16).toUpperCase().padStart(4, '0');
  }
  flush();
  return `'${out}'`;
}

/** A STEP REAL: always with a point ("900.", "0.25", "1.5E-05"). */
export function stepReal(value: number): string {
  if (!Number.isFinite(value)) return '0.';
  const rounded = Math.round(value * 1e6) / 1e6;
  if (Number.isInteger(rounded)) return `${rounded}.`;
  const text = String(rounded);
  if (text.includes('e')) {
    const [mantissa, exponent] = text.split('e');
    return `${mantissa!.includes('.') ? mantissa : `${mantissa}.`}E${exponent}`;
  }
  return text;
}

const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** IFC GlobalId: 128 bits of sha-256(`seed`) in IFC's base-64 (2 bits then 21 x 6 bits). */
export function ifcGuid(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest().subarray(0, 16);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = 0; i < 22; i += 1) {
    const shift = BigInt((21 - i) * 6);
    out += GUID_CHARS[Number((bits >> shift) & (i === 0 ? 3n : 63n))];
  }
  return out;
}

/** Numbered entity lines: `add('IFCWALL', [...])` returns '#n'. */
export class StepWriter {
  private readonly lines: string[] = [];

  add(type: string, args: readonly string[]): string {
    this.lines.push(`#${this.lines.length + 1}=${type}(${args.join(',')});`);
    return `#${this.lines.length}`;
  }

  get count(): number {
    return this.lines.length;
  }

  body(): string {
    return this.lines.join('\n');
  }
}

export const list = (items: readonly string[]): string => `(${items.join(',')})`;
export const enumValue = (value: string): string => `.${value}.`;
export const bool = (value: boolean): string => (value ? '.T.' : '.F.');
