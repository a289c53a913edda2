import { describe, expect, it } from 'vitest';
import { readingRoomWindow, shownVersion } from '#shared/domain/articles.ts';
import { applyVote, isLikeKey, modelLikeKey } from '#shared/domain/likes.ts';
import { READING_ROOM_DATE_OFFSET_SHIFT, READING_ROOM_PAGE_SIZE } from '#shared/constants.ts';

describe('reading room window (spec §9)', () => {
  it('pages by 10 and shifts the offset by exactly 3 with no search and the date sort', () => {
    expect(READING_ROOM_PAGE_SIZE).toBe(10);
    expect(READING_ROOM_DATE_OFFSET_SHIFT).toBe(3);
    expect(readingRoomWindow({ page: 1, search: '', sort: 'date' })).toMatchObject({ offset: 3, limit: 10, shift: 3 });
    expect(readingRoomWindow({ page: 2, search: '', sort: 'date' })).toMatchObject({ offset: 13, limit: 10 });
    expect(readingRoomWindow({ page: 5, search: '', sort: 'date' })).toMatchObject({ offset: 43 });
  });
  it('does not shift for a search or the views sort', () => {
    expect(readingRoomWindow({ page: 1, search: 'revit', sort: 'date' })).toMatchObject({ offset: 0, shift: 0 });
    expect(readingRoomWindow({ page: 3, search: '', sort: 'views' })).toMatchObject({ offset: 20, shift: 0 });
    expect(readingRoomWindow({ page: 2, search: 'x', sort: 'views' })).toMatchObject({ offset: 10, shift: 0 });
  });
  it('counts the shifted-out newest articles out of the total and pages', () => {
    expect(readingRoomWindow({ page: 1, search: '', sort: 'date' }, 133)).toMatchObject({ total: 130, totalPages: 13 });
    expect(readingRoomWindow({ page: 1, search: '', sort: 'date' }, 134)).toMatchObject({ total: 131, totalPages: 14 });
    expect(readingRoomWindow({ page: 1, search: '', sort: 'views' }, 133)).toMatchObject({ total: 133, totalPages: 14 });
    expect(readingRoomWindow({ page: 1, search: '', sort: 'date' }, 2)).toMatchObject({ total: 0, totalPages: 0 });
  });
  it('reads a bad page as 1', () => {
    expect(readingRoomWindow({ page: Number.NaN, search: '', sort: 'views' }).offset).toBe(0);
    expect(readingRoomWindow({ page: -4, search: '', sort: 'date' }).offset).toBe(3);
  });
});

describe('the version an article page shows', () => {
  const v = (title: string, status: string) => ({ title, status_lang: status });
  it("is the page's language when published, else the other published one", () => {
    expect(shownVersion({ lang_versions: [v('ру', 'Published'), v('en', 'Published')] }, 'en')).toEqual({ version: v('en', 'Published'), lang: 'en' });
    expect(shownVersion({ lang_versions: [v('ру', 'Published'), v('en', 'Draft')] }, 'en')).toEqual({ version: v('ру', 'Published'), lang: 'ru' });
    expect(shownVersion({ lang_versions: [v('ру', 'Draft'), v('en', 'Published')] }, 'ru')?.lang).toBe('en');
    expect(shownVersion({ lang_versions: [v('ру', 'Draft'), v('en', 'Draft')] }, 'ru')?.lang).toBe('ru');
    expect(shownVersion({ lang_versions: [] }, 'ru')).toBeUndefined();
  });
});

describe('likes', () => {
  it('one key rule for models and articles', () => {
    expect(isLikeKey(modelLikeKey(42))).toBe(true);
    expect(isLikeKey('bim-modeli-razdela-501')).toBe(true);
    for (const bad of ['model/x', 'model/1/2', '../a', 'a b', '', 'a?b', 42]) expect(isLikeKey(bad)).toBe(false);
  });
  it('a vote: the same again withdraws, the other switches', () => {
    const start = { like: 5, dislike: 1, userChoice: null };
    const liked = applyVote(start, 'like');
    expect(liked).toEqual({ like: 6, dislike: 1, userChoice: 'like' });
    expect(applyVote(liked, 'like')).toEqual(start);
    expect(applyVote(liked, 'dislike')).toEqual({ like: 5, dislike: 2, userChoice: 'dislike' });
  });
});
