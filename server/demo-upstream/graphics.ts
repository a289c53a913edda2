// Generated images and 3D files served by the uploads host: SVG placeholders that look
// like product cards and logos, and glTF previews shaped by the model's dimensions.

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
  // 26 characters a line: bold Cyrillic in the fallback fonts of a Linux browser is wide, and 36 ran off the band.
  const lines = wrap(input.title, 26, 3)
    .map((line, i) => `<text x="48" y="${200 + i * 48}" font-family="Arial, sans-serif" font-size="38" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  const body = `<defs><linearGradient id="g${input.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 60% 35%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 60% 50%)"/></linearGradient></defs><rect width="800" height="450" fill="url(#g${input.id})"/><text x="48" y="96" font-family="Arial, sans-serif" font-size="24" fill="hsl(${h} 70% 88%)">${escapeXml(input.label)}</text>${lines}`;
  return svg(size ?? box, box, body, input.title);
}

type Vec3 = readonly [number, number, number];
type Rgb = readonly [number, number, number];

/** One solid of a 3D preview: its triangles and which material paints it. */
interface Part {
  name: string;
  positions: number[];
  normals: number[];
  indices: number[];
  material: number;
}

/** An axis-aligned box between two corners (metres), four vertices per face so each face has its own normal. */
function boxPart(name: string, min: Vec3, max: Vec3, material: number): Part {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const faces: ReadonlyArray<{ n: Vec3; corners: readonly Vec3[] }> = [
    { n: [1, 0, 0], corners: [[x1, y0, z1], [x1, y0, z0], [x1, y1, z0], [x1, y1, z1]] },
    { n: [-1, 0, 0], corners: [[x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]] },
    { n: [0, 1, 0], corners: [[x0, y1, z1], [x1, y1, z1], [x1, y1, z0], [x0, y1, z0]] },
    { n: [0, -1, 0], corners: [[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]] },
    { n: [0, 0, 1], corners: [[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]] },
    { n: [0, 0, -1], corners: [[x1, y0, z0], [x0, y0, z0], [x0, y1, z0], [x1, y1, z0]] },
  ];
  const part: Part = { name, positions: [], normals: [], indices: [], material };
  faces.forEach((face, f) => {
    for (const corner of face.corners) {
      part.positions.push(...corner);
      part.normals.push(...face.n);
    }
    part.indices.push(f * 4, f * 4 + 1, f * 4 + 2, f * 4, f * 4 + 2, f * 4 + 3);
  });
  return part;
}

/** An upright cylinder on the y axis from y0 to y1 with flat caps; `segments` sides. */
function cylinderPart(name: string, radius: number, y0: number, y1: number, material: number, segments = 32): Part {
  const part: Part = { name, positions: [], normals: [], indices: [], material };
  // Side: a seam column repeated at the end keeps the normals smooth all round.
  for (let i = 0; i <= segments; i += 1) {
    const angle = (i / segments) * Math.PI * 2;
    const x = Math.cos(angle);
    const z = Math.sin(angle);
    part.positions.push(x * radius, y0, z * radius, x * radius, y1, z * radius);
    part.normals.push(x, 0, z, x, 0, z);
  }
  for (let i = 0; i < segments; i += 1) {
    const a = i * 2;
    part.indices.push(a, a + 1, a + 3, a, a + 3, a + 2);
  }
  // Caps: a centre vertex and a ring each, facing up and down.
  for (const [y, ny] of [[y1, 1], [y0, -1]] as const) {
    const centre = part.positions.length / 3;
    part.positions.push(0, y, 0);
    part.normals.push(0, ny, 0);
    for (let i = 0; i <= segments; i += 1) {
      const angle = (i / segments) * Math.PI * 2;
      part.positions.push(Math.cos(angle) * radius, y, Math.sin(angle) * radius);
      part.normals.push(0, ny, 0);
    }
    for (let i = 0; i < segments; i += 1) {
      const a = centre + 1 + i;
      // Counter-clockwise seen from outside: upward caps wind one way, downward the other.
      if (ny > 0) part.indices.push(centre, a + 1, a);
      else part.indices.push(centre, a, a + 1);
    }
  }
  return part;
}

function bounds(positions: readonly number[]): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let axis = 0; axis < 3; axis += 1) {
      const value = Math.fround(positions[i + axis] ?? 0);
      if (value < (min[axis] ?? 0)) min[axis] = value;
      if (value > (max[axis] ?? 0)) max[axis] = value;
    }
  }
  return { min, max };
}

/**
 * A glTF 2.0 asset, one node and mesh per part under a root node named after
 * the model, every buffer in one base64 data URI so the file stands alone.
 * Per part the buffer holds positions, normals, then indices (padded to 4 bytes).
 */
function buildGltf(name: string, parts: readonly Part[], materials: ReadonlyArray<{ name: string; colour: Rgb; metallic: number; roughness: number }>): object {
  const chunks: Buffer[] = [];
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  let offset = 0;
  const pushView = (bytes: Buffer, target: number): number => {
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes.length, target });
    const padding = (4 - (bytes.length % 4)) % 4;
    chunks.push(bytes, Buffer.alloc(padding));
    offset += bytes.length + padding;
    return bufferViews.length - 1;
  };
  const meshes = parts.map((part) => {
    const vertexCount = part.positions.length / 3;
    const positions = Buffer.from(new Float32Array(part.positions).buffer);
    const normals = Buffer.from(new Float32Array(part.normals).buffer);
    const indices = Buffer.from(new Uint16Array(part.indices).buffer);
    const { min, max } = bounds(part.positions);
    accessors.push({ bufferView: pushView(positions, 34962), componentType: 5126, count: vertexCount, type: 'VEC3', min, max });
    const position = accessors.length - 1;
    accessors.push({ bufferView: pushView(normals, 34962), componentType: 5126, count: vertexCount, type: 'VEC3' });
    const normal = accessors.length - 1;
    accessors.push({ bufferView: pushView(indices, 34963), componentType: 5123, count: part.indices.length, type: 'SCALAR' });
    return { name: part.name, primitives: [{ attributes: { POSITION: position, NORMAL: normal }, indices: accessors.length - 1, material: part.material }] };
  });
  const buffer = Buffer.concat(chunks);
  return {
    asset: { version: '2.0', generator: 'bim-portal demo upstream' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ name, children: parts.map((_part, index) => index + 1) }, ...parts.map((part, index) => ({ name: part.name, mesh: index }))],
    meshes,
    materials: materials.map((material) => ({
      name: material.name,
      pbrMetallicRoughness: { baseColorFactor: [...material.colour, 1], metallicFactor: material.metallic, roughnessFactor: material.roughness },
    })),
    buffers: [{ byteLength: buffer.length, uri: `data:application/octet-stream;base64,${buffer.toString('base64')}` }],
    bufferViews,
    accessors,
  };
}

export interface ModelGltfInput {
  name: string;
  /** Width, or the diameter of a round product. */
  widthMm: number;
  heightMm: number;
  lengthMm: number;
  round: boolean;
  colour: Rgb;
}

/**
 * The 3D preview of a model, shaped by its dimensions: a body standing on a
 * darker plinth, and for boxes a lighter front panel that shows which side is
 * the front. The body comes first, so the first accessor spans the model's
 * full width, height and length (the plinth is inset, the panel nearly flush).
 * Deterministic: the same input gives the same bytes.
 */
export function modelGltf(input: ModelGltfInput): object {
  const width = Math.max(input.widthMm, 1) / 1000;
  const height = Math.max(input.heightMm, 1) / 1000;
  const length = Math.max(input.lengthMm, 1) / 1000;
  const plinth = Math.min(height * 0.08, 0.06);
  const materials = [
    { name: 'body', colour: input.colour, metallic: 0.1, roughness: 0.65 },
    { name: 'plinth', colour: [0.16, 0.18, 0.2] as Rgb, metallic: 0.2, roughness: 0.8 },
    { name: 'panel', colour: input.colour.map((c) => Math.min(1, c + 0.22)) as unknown as Rgb, metallic: 0.05, roughness: 0.4 },
  ];
  if (input.round) {
    const radius = width / 2;
    return buildGltf(input.name, [cylinderPart('body', radius, plinth, height, 0), cylinderPart('plinth', radius * 0.88, 0, plinth, 1)], materials.slice(0, 2));
  }
  const x = width / 2;
  const z = length / 2;
  const inset = 0.06;
  const panelX = x * 0.8;
  const panelBottom = plinth + (height - plinth) * 0.1;
  const panelTop = height - (height - plinth) * 0.1;
  // A panel thinner than the body, standing a hair proud of the front face so the two never fight for the same pixels.
  const proud = Math.min(0.002, length * 0.02);
  return buildGltf(
    input.name,
    [
      boxPart('body', [-x, plinth, -z], [x, height, z], 0),
      boxPart('plinth', [-x * (1 - inset), 0, -z * (1 - inset)], [x * (1 - inset), plinth, z * (1 - inset)], 1),
      boxPart('panel', [-panelX, panelBottom, z - Math.min(0.004, length * 0.04)], [panelX, panelTop, z + proud], 2),
    ],
    materials,
  );
}
