// Generated images and 3D files served by the uploads host: SVG placeholders that look
// like product cards and logos, and a glTF box sized from the model's dimensions.

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

function hue(seed: number): number {
  return Math.abs(Math.imul(seed, 2654435761) >> 7) % 360;
}

/** Splits text into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if ((current + ' ' + word).trim().length > width && current) {
      out.push(current);
      current = word;
      if (out.length === lines) break;
    } else current = `${current} ${word}`.trim();
  }
  if (out.length < lines && current) out.push(current);
  if (out.length === lines && text.length > out.join(' ').length) out[lines - 1] = `${out[lines - 1]?.slice(0, width - 1)}…`;
  return out;
}

export interface Size {
  width: number;
  height: number;
}

/** `size=WxH` (spec §7 'size suffix'); undefined when absent, null when malformed. */
export function parseSize(value: unknown): Size | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1 || width > 4000 || height > 4000) return null;
  return { width, height };
}

function svg(size: Size, viewBox: Size, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${viewBox.width} ${viewBox.height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>`;
}

/** A product card: a silhouette with the model's proportions, code and view number. */
export function modelImageSvg(input: { id: number; view: number; name: string; code: string; width: number; height: number }, size?: Size): string {
  const box: Size = { width: 600, height: 600 };
  const h = hue(input.id);
  const ratio = input.width > 0 && input.height > 0 ? input.width / input.height : 1;
  const maxW = 360;
  const maxH = 360;
  const w = ratio >= 1 ? maxW : Math.max(40, maxH * ratio);
  const hh = ratio >= 1 ? Math.max(40, maxW / ratio) : maxH;
  const x = (box.width - w) / 2;
  const y = 80 + (maxH - hh) / 2;
  const lines = wrap(input.name, 34, 2)
    .map((line, i) => `<text x="300" y="${500 + i * 30}" font-family="Arial, sans-serif" font-size="22" text-anchor="middle" fill="#263238">${escapeXml(line)}</text>`)
    .join('');
  const body = [
    `<rect width="600" height="600" fill="hsl(${h} 30% 96%)"/>`,
    `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${hh.toFixed(0)}" rx="6" fill="hsl(${h} 45% ${55 + input.view * 5}%)" stroke="hsl(${h} 40% 35%)" stroke-width="4"/>`,
    `<line x1="${x.toFixed(0)}" y1="${(y + hh + 20).toFixed(0)}" x2="${(x + w).toFixed(0)}" y2="${(y + hh + 20).toFixed(0)}" stroke="#78909c" stroke-width="2"/>`,
    `<text x="300" y="${(y + hh + 45).toFixed(0)}" font-family="Arial, sans-serif" font-size="18" text-anchor="middle" fill="#546e7a">${input.width} × ${input.height} мм</text>`,
    lines,
    `<text x="24" y="40" font-family="Arial, sans-serif" font-size="18" fill="#607d8b">${escapeXml(input.code)} · ${input.view}</text>`,
  ].join('');
  return svg(size ?? box, box, body, input.name);
}

/** A logo: initials in a rounded square with a brand colour from the id. */
export function logoSvg(input: { id: number; name: string }, size?: Size): string {
  const box: Size = { width: 270, height: 270 };
  const h = hue(input.id);
  const letters = input.name
    .replace(/[«»"]/g, '')
    .split(/(?=[A-ZА-ЯЁ])|[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  const body = `<rect width="270" height="270" rx="36" fill="hsl(${h} 55% 42%)"/><text x="135" y="160" font-family="Arial, sans-serif" font-size="96" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(letters || '?')}</text><text x="135" y="230" font-family="Arial, sans-serif" font-size="20" text-anchor="middle" fill="hsl(${h} 60% 90%)">${escapeXml(input.name.slice(0, 22))}</text>`;
  return svg(size ?? box, box, body, input.name);
}

/** A cover for articles, plugins and ads: a title over a coloured band. */
export function coverSvg(input: { id: number; title: string; label: string }, size?: Size): string {
  const box: Size = { width: 800, height: 450 };
  const h = hue(input.id);
  const lines = wrap(input.title, 36, 3)
    .map((line, i) => `<text x="48" y="${200 + i * 48}" font-family="Arial, sans-serif" font-size="38" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  const body = `<defs><linearGradient id="g${input.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 60% 35%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 60% 50%)"/></linearGradient></defs><rect width="800" height="450" fill="url(#g${input.id})"/><text x="48" y="96" font-family="Arial, sans-serif" font-size="24" fill="hsl(${h} 70% 88%)">${escapeXml(input.label)}</text>${lines}`;
  return svg(size ?? box, box, body, input.title);
}

/**
 * A glTF 2.0 asset with one box of width × height × length millimetres (converted
 * to metres, glTF's unit), centred on the floor; the buffer is embedded as a data URI.
 */
export function boxGltf(input: { name: string; widthMm: number; heightMm: number; lengthMm: number; colour: readonly [number, number, number] }): object {
  const x = Math.max(input.widthMm, 1) / 2000;
  const y = Math.max(input.heightMm, 1) / 1000;
  const z = Math.max(input.lengthMm, 1) / 2000;
  const faces: ReadonlyArray<{ n: readonly [number, number, number]; corners: ReadonlyArray<readonly [number, number, number]> }> = [
    { n: [1, 0, 0], corners: [[x, 0, z], [x, 0, -z], [x, y, -z], [x, y, z]] },
    { n: [-1, 0, 0], corners: [[-x, 0, -z], [-x, 0, z], [-x, y, z], [-x, y, -z]] },
    { n: [0, 1, 0], corners: [[-x, y, z], [x, y, z], [x, y, -z], [-x, y, -z]] },
    { n: [0, -1, 0], corners: [[-x, 0, -z], [x, 0, -z], [x, 0, z], [-x, 0, z]] },
    { n: [0, 0, 1], corners: [[-x, 0, z], [x, 0, z], [x, y, z], [-x, y, z]] },
    { n: [0, 0, -1], corners: [[x, 0, -z], [-x, 0, -z], [-x, y, -z], [x, y, -z]] },
  ];
  const positions = new Float32Array(24 * 3);
  const normals = new Float32Array(24 * 3);
  const indices = new Uint16Array(36);
  faces.forEach((face, f) => {
    face.corners.forEach((corner, c) => {
      positions.set(corner, (f * 4 + c) * 3);
      normals.set(face.n, (f * 4 + c) * 3);
    });
    indices.set([f * 4, f * 4 + 1, f * 4 + 2, f * 4, f * 4 + 2, f * 4 + 3], f * 6);
  });
  const buffer = Buffer.concat([Buffer.from(positions.buffer), Buffer.from(normals.buffer), Buffer.from(indices.buffer)]);
  return {
    asset: { version: '2.0', generator: 'bim-portal demo upstream' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: input.name }],
    meshes: [{ name: input.name, primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0 }] }],
    materials: [{ pbrMetallicRoughness: { baseColorFactor: [...input.colour, 1], metallicFactor: 0.1, roughnessFactor: 0.7 } }],
    buffers: [{ byteLength: buffer.length, uri: `data:application/octet-stream;base64,${buffer.toString('base64')}` }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positions.byteLength, target: 34962 },
      { buffer: 0, byteOffset: positions.byteLength, byteLength: normals.byteLength, target: 34962 },
      { buffer: 0, byteOffset: positions.byteLength * 2, byteLength: indices.byteLength, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 24, type: 'VEC3', min: [-x, 0, -z].map(Math.fround), max: [x, y, z].map(Math.fround) },
      { bufferView: 1, componentType: 5126, count: 24, type: 'VEC3' },
      { bufferView: 2, componentType: 5123, count: 36, type: 'SCALAR' },
    ],
  };
}
