import { describe, expect, it } from 'vitest';
import { commentsDiscussionUrl, commentsThreadUrl, isCommentsSiteId } from '#shared/domain/comments.ts';
import { commenterInitials } from '#shared/domain/commenter-initials.ts';

describe('comments rules', () => {
  it('names a thread by the article’s canonical Russian address, whatever the page’s language', () => {
    expect(commentsThreadUrl('https://bim.example/', 123)).toBe('https://bim.example/articles/123');
  });

  it('links to the service’s own page with the spec’s options: 10 shown, light theme, Russian', () => {
    const url = new URL(commentsDiscussionUrl({ url: 'https://comments.example/', siteId: 'bim' }, 'https://bim.example/articles/1?a=b&c'));
    expect(url.origin + url.pathname).toBe('https://comments.example/web/iframe.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({ site_id: 'bim', url: 'https://bim.example/articles/1?a=b&c', max_shown_comments: '10', theme: 'light', locale: 'ru' });
    // A relative base (the demo relay) stays on this site.
    expect(commentsDiscussionUrl({ url: '/comments', siteId: 'remark' }, 'x')).toMatch(/^\/comments\/web\/iframe\.html\?site_id=remark&url=x&/);
  });

  it('makes initials from the first two words, letters or digits only', () => {
    expect(commenterInitials('Мария Иванова')).toBe('МИ');
    expect(commenterInitials('john carter smith')).toBe('JC');
    expect(commenterInitials('  @archi_pro ')).toBe('A');
    expect(commenterInitials('')).toBe('?');
    expect(commenterInitials('— —')).toBe('?');
  });

  it('accepts plain site ids only', () => {
    expect(isCommentsSiteId('remark')).toBe(true);
    expect(isCommentsSiteId('bim-portal.ru_1')).toBe(true);
    for (const bad of ['', 'a b', 'a&b', 'a/b', 'x'.repeat(65)]) expect(isCommentsSiteId(bad), bad).toBe(false);
  });
});
