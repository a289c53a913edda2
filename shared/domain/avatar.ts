import { AVATAR_STOCK_MAX, AVATAR_STOCK_MIN } from '../constants.ts';

export type AvatarSource =
  | { kind: 'stock'; index: number }
  | { kind: 'uploaded'; path: string }
  | { kind: 'none' };

/** Where uploaded avatars are served from (spec §3), relative to the API host's origin. */
export const UPLOADED_AVATAR_PATH = '/api/assets/images/';

/**
 * Spec §3: 'AvatarN' with N in 1–15 is one of the stock images; any other
 * non-empty value is a file served from /api/assets/images/{avatar}.
 */
export function avatarSource(avatar: string | null | undefined): AvatarSource {
  const value = typeof avatar === 'string' ? avatar.trim() : '';
  if (!value) return { kind: 'none' };
  const match = /^Avatar(\d{1,2})$/.exec(value);
  if (match?.[1]) {
    const index = Number(match[1]);
    if (index >= AVATAR_STOCK_MIN && index <= AVATAR_STOCK_MAX && String(index) === match[1]) return { kind: 'stock', index };
  }
  return { kind: 'uploaded', path: UPLOADED_AVATAR_PATH + encodeURIComponent(value) };
}
