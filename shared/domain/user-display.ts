import { avatarSource } from './avatar.ts';

// How a user appears in the header (spec §3). The rules themselves live in
// avatar.ts (which value is a stock image) and person-name.ts (display name);
// this adds what the UI needs on top: image URLs and initials.

/** Where the stock avatar images are served (public/avatars/1.svg … 15.svg). */
export const STOCK_AVATAR_PATH = '/avatars';

/**
 * The <img src> for a user's avatar: 'AvatarN' (1–15) is a stock image, any
 * other value the uploaded file under /api/assets/images/ of avatarsOrigin (the
 * API host; '' for this site). Null when there is
 * nothing usable, so the caller draws initials instead. A bare '.' or '..' would
 * be normalised by the browser out of the assets path, so it counts as nothing.
 */
export function avatarSrc(avatar: string | null | undefined, avatarsOrigin = ''): string | null {
  const value = (avatar ?? '').trim();
  if (value === '.' || value === '..') return null;
  const source = avatarSource(value);
  switch (source.kind) {
    case 'stock':
      return `${STOCK_AVATAR_PATH}/${source.index}.svg`;
    case 'uploaded':
      return `${avatarsOrigin.replace(/\/+$/, '')}${source.path}`;
    case 'none':
      return null;
  }
}

function firstLetter(value: string | null | undefined): string {
  return (Array.from((value ?? '').trim())[0] ?? '').toLocaleUpperCase('ru');
}

/** Up to two letters for an avatar without an image: first-name and last-name initials, or '?'. */
export function initials(user: { firstName?: string | null; lastName?: string | null }): string {
  const letters = firstLetter(user.firstName) + firstLetter(user.lastName);
  return letters === '' ? '?' : letters;
}
