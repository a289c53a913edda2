// A seeded PRNG so the demo dataset is the same on every start with the same seed:
// tests, screenshots and cached pages stay stable across restarts.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Rounded to `step`, in [min, max]. */
  stepped(min: number, max: number, step: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  uuid(): string;
  hex(length: number): string;
}

/** mulberry32: tiny, fast, good enough for synthetic data (not for security). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number): string => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += Math.floor(next() * 16).toString(16);
    return out;
  };
  return {
    next,
    int,
    stepped: (min, max, step) => Math.min(max, Math.max(min, Math.round((min + next() * (max - min)) / step) * step)),
    chance: (probability) => next() < probability,
    pick: <T,>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample: <T,>(items: readonly T[], count: number): T[] => {
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i += 1) {
        const j = i + Math.floor(next() * (copy.length - i));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy.slice(0, n);
    },
    uuid: () => {
      const variant = (8 + Math.floor(next() * 4)).toString(16);
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
    hex,
  };
}

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Russian to Latin letters (simplified GOST 7.79 B); all-capitals words stay in capitals. */
export function transliterate(text: string): string {
  const allCaps = /[А-ЯЁ]{2}/.test(text);
  return text.replace(/[А-Яа-яЁё]/g, (char) => {
    const lower = char.toLowerCase();
    const mapped = CYRILLIC_TO_LATIN[lower] ?? '';
    if (char === lower) return mapped;
    return allCaps ? mapped.toUpperCase() : mapped.charAt(0).toUpperCase() + mapped.slice(1);
  });
}

/** A URL slug: transliterated, lower case, hyphen-separated. */
export function slugify(text: string): string {
  return transliterate(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
