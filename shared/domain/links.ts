import type { Language } from './language.ts';
import { DEFAULT_COMPANY_SLUG, safeSlug } from './slug.ts';

/** Spec §2: /model/{alias}/{id}, and /en/model/{alias}/{id} in English. */
export function modelPath(alias: string | null | undefined, id: number | string, lang: Language = 'ru'): string {
  const path = `/model/${safeSlug(alias, 'model')}/${encodeURIComponent(String(id))}`;
  return lang === 'en' ? `/en${path}` : path;
}

export const MANUFACTURER_TABS = ['products', 'publications', 'plugins', 'videos', 'about', 'partnership'] as const;
export type ManufacturerTab = (typeof MANUFACTURER_TABS)[number];

export function isManufacturerTab(value: unknown): value is ManufacturerTab {
  return (MANUFACTURER_TABS as readonly unknown[]).includes(value);
}

/**
 * Spec §2/§3: /manufacturer/{alias}/{id}/ ('company' when there is no alias); the
 * tab goes in the query and an article id in the hash (plugin cards use both).
 */
export function manufacturerPath(
  alias: string | null | undefined,
  id: number | string,
  options: { tab?: ManufacturerTab; hash?: string | number } = {},
): string {
  let path = `/manufacturer/${safeSlug(alias, DEFAULT_COMPANY_SLUG)}/${encodeURIComponent(String(id))}`;
  if (options.tab) path += `?tab=${options.tab}`;
  if (options.hash !== undefined && options.hash !== '') path += `#${encodeURIComponent(String(options.hash))}`;
  return path;
}

export function articlePath(id: number | string): string {
  return `/articles/${encodeURIComponent(String(id))}`;
}

/** Spec §7: images take a size suffix size=WxH. Non-http(s) or unparsable sources are returned as given. */
export function sizedImage(src: string | null | undefined, width: number, height: number = width): string | null {
  if (!src) return null;
  // A path on this site (the demo's uploads relayed under the front host) keeps its form.
  const sitePath = src.startsWith('/') && !src.startsWith('//');
  try {
    const url = sitePath ? new URL(src, 'http://site.invalid') : new URL(src);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return src;
    url.searchParams.set('size', `${Math.round(width)}x${Math.round(height)}`);
    return sitePath ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  } catch {
    return src;
  }
}

/** A company link as the upstream gives it, without the trailing slash the server would only redirect away. */
export function companyPath(href: string): string {
  return href.replace(/\/+(?=$|[?#])/, '');
}
