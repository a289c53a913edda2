const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Spec §3: links to a company use 'company' when it has no alias. */
export const DEFAULT_COMPANY_SLUG = 'company';

/**
 * A URL slug: Russian transliterated, lowercase latin letters and digits joined
 * by single hyphens. Empty input gives the fallback.
 */
export function slugify(text: string | null | undefined, fallback: string = DEFAULT_COMPANY_SLUG): string {
  if (!text) return fallback;
  let out = '';
  for (const char of text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')) {
    const mapped = CYRILLIC[char];
    out += mapped ?? char;
  }
  const slug = out.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  return slug || fallback;
}

/** A slug from the path is used only when it is already well formed. */
export function safeSlug(alias: string | null | undefined, fallback: string = DEFAULT_COMPANY_SLUG): string {
  return typeof alias === 'string' && /^[a-z0-9][a-z0-9_-]{0,119}$/i.test(alias) ? alias : slugify(alias, fallback);
}
