// A commenter's badge on the article page's comment list: initials instead of a
// picture, so no image of the comments host is loaded (or allowed by the CSP). Its own
// module so it travels with the list's chunk, not the page's first load.

/** Initials for a commenter's badge: the first letters of the first two words, upper-cased; '?' without any. */
export function commenterInitials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return letters === '' ? '?' : letters.toLocaleUpperCase('ru');
}
