// Screenshots as pixels, for tests that judge what a canvas drew.
import { inflateSync } from 'node:zlib';

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium screenshots are) into RGBA pixels. */
export function decodePng(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit non-interlaced PNGs');
      channels = body[9] === 6 ? 4 : body[9] === 2 ? 3 : 0;
      if (channels === 0) throw new Error('only RGB or RGBA PNGs');
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  const previous = new Uint8Array(stride);
  const line = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? line[x - channels]! : 0;
      const up = previous[x]!;
      const upLeft = x >= channels ? previous[x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      line[x] = (value + predictor) & 0xff;
    }
    for (let x = 0; x < width; x += 1) {
      out.set([line[x * channels]!, line[x * channels + 1]!, line[x * channels + 2]!, channels === 4 ? line[x * channels + 3]! : 255], (y * width + x) * 4);
    }
    previous.set(line);
  }
  return { width, height, pixels: out };
}

/** The share of pixels (0..1) that differ clearly (summed channel difference over 40) between two screenshots of the same size. */
export function pixelDifference(a: Buffer, b: Buffer): number {
  const first = decodePng(a);
  const second = decodePng(b);
  if (first.width !== second.width || first.height !== second.height) return 1;
  let differing = 0;
  for (let i = 0; i < first.pixels.length; i += 4) {
    const delta = Math.abs(first.pixels[i]! - second.pixels[i]!) + Math.abs(first.pixels[i + 1]! - second.pixels[i + 1]!) + Math.abs(first.pixels[i + 2]! - second.pixels[i + 2]!);
    if (delta > 40) differing += 1;
  }
  return differing / (first.width * first.height);
}
