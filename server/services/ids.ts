import { AppError, NOT_FOUND_MESSAGE } from '#shared/errors.ts';

const NUMERIC_ID = /^[1-9]\d{0,11}$/;

/** An id from a URL. Spec §4: a route validation failure is the 404 page. */
export function parseId(value: string | number): number {
  const text = String(value).trim();
  if (!NUMERIC_ID.test(text)) throw new AppError('not_found', NOT_FOUND_MESSAGE, 404);
  return Number(text);
}
