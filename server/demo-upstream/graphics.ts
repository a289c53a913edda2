// Generated images of the uploads host that are not products: logo marks and the
// covers of articles, plugins and ads. Product pictures and 3D previews are drawn
// from each model's shape (products/).

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

const MARK_SHAPES = ['circle', 'rounded', 'hexagon', 'diamond', 'shield', 'leaf'] as const;

function markPath(shape: (typeof MARK_SHAPES)[number]): string {
  switch (shape) {
    case 'circle':
      return '<circle cx="135" cy="135" r="110"/>';
    case 'rounded':
      return '<rect x="30" y="30" width="210" height="210" rx="48"/>';
    case 'hexagon':
      return '<path d="M135 22 233 78.5V191.5L135 248 37 191.5V78.5Z"/>';
    case 'diamond':
      return '<path d="M135 18 252 135 135 252 18 135Z" transform="rotate(0 135 135)"/>';
    case 'shield':
      return '<path d="M40 36H230V140C230 196 186 232 135 250 84 232 40 196 40 140Z"/>';
    case 'leaf':
      return '<path d="M30 240V120C30 62 77 30 135 30H240V150C240 208 193 240 135 240Z"/>';
  }
}

/** Up to two initials: the first letters of the name's words or capitalised parts («СтройМаш» -> СМ, Nordline -> N). */
export function initials(name: string): string {
  return name
    .replace(/[«»"“”]/g, '')
    .split(/(?=[A-ZА-ЯЁ])|[\s-]+/)
    .filter((part) => /^[A-Za-zА-Яа-яЁё0-9]/.test(part))
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/**
 * A logo mark: a shape and a colour chosen from the company id, with the company's
 * initials in it. Deterministic; no name under it (pages print the name beside the logo).
 */
export function logoSvg(input: { id: number; name: string }, size?: Size): string {
  const box: Size = { width: 270, height: 270 };
  const h = hue(input.id);
  const shape = MARK_SHAPES[(Math.imul(input.id, 2654435761) >>> 16) % MARK_SHAPES.length]!;
  const letters = initials(input.name) || '?';
  const accent = `hsl(${(h + 38) % 360} 70% 62%)`;
  const body = [
    `<rect width="270" height="270" fill="#fff"/>`,
    `<g fill="hsl(${h} 58% 38%)">${markPath(shape)}</g>`,
    `<path d="M70 205H200" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`,
    `<text x="135" y="${letters.length > 1 ? 162 : 168}" font-family="Arial, Helvetica, sans-serif" font-size="${letters.length > 1 ? 92 : 110}" font-weight="700" text-anchor="middle" fill="#fff" letter-spacing="2">${escapeXml(letters)}</text>`,
  ].join('');
  return svg(size ?? box, box, body, input.name);
}

/** A cover for articles, plugins and ads: a title over a coloured band. */
/** A few building blocks in perspective, placed by the id: a picture, not words. Deterministic. */
function coverBlocks(id: number): string {
  const blocks: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const seed = (id * 7919 + i * 104729) % 9973;
    const w = 80 + (seed % 90);
    const hgt = 60 + ((seed >> 3) % 140);
    const x = 320 + i * 90 - (seed % 40);
    const y = 360 - hgt;
    const d = 28;
    blocks.push(
      `<g opacity="${(0.55 + i * 0.1).toFixed(2)}"><rect x="${x}" y="${y}" width="${w}" height="${hgt}" fill="#fff" fill-opacity="0.22" stroke="#fff" stroke-opacity="0.6"/>` +
        `<path d="M${x} ${y} l${d} -${d} h${w} l-${d} ${d} z" fill="#fff" fill-opacity="0.32"/>` +
        `<path d="M${x + w} ${y} l${d} -${d} v${hgt} l-${d} ${d} z" fill="#fff" fill-opacity="0.12"/></g>`,
    );
  }
  return `<line x1="48" y1="360" x2="752" y2="360" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>${blocks.join('')}`;
}

export function coverSvg(input: { id: number; title: string; label: string; headline?: boolean }, size?: Size): string {
  const box: Size = { width: 800, height: 450 };
  const h = hue(input.id);
  // 26 characters a line: bold Cyrillic in the fallback fonts of a Linux browser is wide, and 36 ran off the band.
  // An article's page prints its headline right above its cover: the cover draws blocks instead (issue 22), an ad keeps its words.
  const lines =
    input.headline === false
      ? coverBlocks(input.id)
      : wrap(input.title, 26, 3)
          .map((line, i) => `<text x="48" y="${200 + i * 48}" font-family="Arial, sans-serif" font-size="38" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
          .join('');
  const body = `<defs><linearGradient id="g${input.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 60% 35%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 60% 50%)"/></linearGradient></defs><rect width="800" height="450" fill="url(#g${input.id})"/>${input.label ? `<text x="48" y="96" font-family="Arial, sans-serif" font-size="24" fill="hsl(${h} 70% 88%)">${escapeXml(input.label)}</text>` : ''}${lines}`;
  return svg(size ?? box, box, body, input.title);
}
