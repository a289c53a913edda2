/** Spec §5: the video hosts the portal can embed. */
export type VideoProvider = 'youtube' | 'rutube' | 'vk' | 'vkvideo';

export interface VideoLink {
  provider: VideoProvider;
  /** The provider's own id for the video (for vk: "{oid}_{id}"). */
  id: string;
  /** An iframe src that plays the video. */
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const RUTUBE_ID = /^[A-Za-z0-9]{10,64}$/;
const VK_OWNER = /^-?\d{1,20}$/;
const VK_ID = /^\d{1,20}$/;
const VK_HASH = /^[A-Za-z0-9]{1,64}$/;

function parseUrl(raw: string): URL | null {
  const text = raw.trim();
  if (!text) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
}

function youtube(url: URL, host: string): VideoLink | null {
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second ?? null;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'youtube', id, embedUrl: `https://www.youtube.com/embed/${id}` };
}

function rutube(url: URL, host: string): VideoLink | null {
  if (host !== 'rutube.ru') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (parts[0] === 'video') id = parts[1];
  else if (parts[0] === 'play' && parts[1] === 'embed') id = parts[2];
  if (!id || !RUTUBE_ID.test(id)) return null;
  return { provider: 'rutube', id, embedUrl: `https://rutube.ru/play/embed/${id}` };
}

function vkEmbed(base: string, oid: string, id: string, hash: string | null): string {
  const query = new URLSearchParams({ oid, id });
  if (hash) query.set('hash', hash);
  return `${base}/video_ext.php?${query.toString()}`;
}

/**
 * The two vk forms: a page link /video{oid}_{id} (also ?z=video{oid}_{id}) and
 * the player link /video_ext.php?oid=&id=&hash=. vk.com and vkvideo.ru accept both.
 */
function vk(url: URL, host: string): VideoLink | null {
  let provider: VideoProvider;
  let base: string;
  if (host === 'vk.com' || host === 'vk.ru') {
    provider = 'vk';
    base = 'https://vk.com';
  } else if (host === 'vkvideo.ru') {
    provider = 'vkvideo';
    base = 'https://vkvideo.ru';
  } else return null;

  if (url.pathname === '/video_ext.php') {
    const oid = url.searchParams.get('oid') ?? '';
    const id = url.searchParams.get('id') ?? '';
    const hash = url.searchParams.get('hash');
    if (!VK_OWNER.test(oid) || !VK_ID.test(id) || (hash !== null && !VK_HASH.test(hash))) return null;
    return { provider, id: `${oid}_${id}`, embedUrl: vkEmbed(base, oid, id, hash) };
  }
  const candidates = [url.pathname.split('/').filter(Boolean).at(-1) ?? '', url.searchParams.get('z') ?? ''];
  for (const candidate of candidates) {
    const match = /^(?:video|clip)(-?\d{1,20})_(\d{1,20})/.exec(candidate);
    if (match?.[1] && match[2]) {
      return { provider, id: `${match[1]}_${match[2]}`, embedUrl: vkEmbed(base, match[1], match[2], null) };
    }
  }
  return null;
}

/** Recognises a video link (spec §5); anything else, including bad input, is null. */
export function recogniseVideoLink(raw: string | null | undefined): VideoLink | null {
  if (typeof raw !== 'string') return null;
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = hostOf(url);
  return youtube(url, host) ?? rutube(url, host) ?? vk(url, host);
}

/**
 * The link as a plain http(s) address the page may show as an ordinary link,
 * for videos on hosts the portal cannot embed (spec §5 'others unrecognised');
 * anything else (javascript:, junk) is null.
 */
export function plainVideoHref(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
  return url.toString();
}

/** The same video on the same host, however its links were written (a company's own video is often also in its list). */
export function isSameVideo(a: Pick<VideoLink, 'provider' | 'id'>, b: Pick<VideoLink, 'provider' | 'id'>): boolean {
  const host = (provider: VideoProvider) => (provider === 'vkvideo' ? 'vk' : provider);
  return host(a.provider) === host(b.provider) && a.id === b.id;
}

/** The host's name as a person reads it, for a 'watch on …' link. */
export const VIDEO_HOST_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', rutube: 'RuTube', vk: 'VK', vkvideo: 'VK' };
