// The comments mapping (spec §7 comments service, §9 at most 10) and the comment sanitiser.
import { describe, expect, it } from 'vitest';
import { COMMENTS_MAX } from '#shared/constants.ts';
import type { RemarkNode, RemarkTree } from '#shared/types/index.ts';
import { sanitiseCommentHtml, toArticleComments } from '#server/services/comments.ts';
import { demoCommentCount, demoCommentThread } from '#server/demo-upstream/dataset/comments.ts';
import type { Article } from '#shared/types/index.ts';

let sequence = 0;
function node(text: string, options: { name?: string; time?: string; pin?: boolean; delete?: boolean; replies?: RemarkNode[] } = {}): RemarkNode {
  sequence += 1;
  return {
    comment: {
      id: `c${sequence}`,
      pid: '',
      text,
      user: { name: options.name ?? 'Мария Иванова', id: 'u1' },
      locator: { site: 'remark', url: 'https://bim.example/articles/1' },
      score: 0,
      time: options.time ?? `2025-01-${String((sequence % 28) + 1).padStart(2, '0')}T10:00:00Z`,
      ...(options.pin ? { pin: true } : {}),
      ...(options.delete ? { delete: true } : {}),
    },
    ...(options.replies ? { replies: options.replies } : {}),
  };
}
const tree = (comments: unknown[]): RemarkTree => ({ comments: comments as RemarkNode[] });

describe('toArticleComments', () => {
  it('keeps at most COMMENTS_MAX, counting every comment of the thread in the total', () => {
    const result = toArticleComments(tree(Array.from({ length: 14 }, (_, i) => node(`<p>${i}</p>`))));
    expect(result.comments).toHaveLength(COMMENTS_MAX);
    expect(result.total).toBe(14);
    expect(result.comments.map((c) => c.html)).toEqual(Array.from({ length: COMMENTS_MAX }, (_, i) => `<p>${i}</p>`));
    expect(result.available).toBe(true);
  });

  it('puts each comment’s replies after it, one step in however deep, replies counting toward the ten', () => {
    const result = toArticleComments(tree([node('<p>a</p>', { replies: [node('<p>a1</p>', { replies: [node('<p>a11</p>')] })] }), node('<p>b</p>')]));
    expect(result.comments.map((c) => [c.html, c.depth])).toEqual([
      ['<p>a</p>', 0],
      ['<p>a1</p>', 1],
      ['<p>a11</p>', 1],
      ['<p>b</p>', 0],
    ]);
  });

  it('shows pinned comments first, and leaves deleted ones out while their replies take their place', () => {
    const result = toArticleComments(
      tree([node('<p>new</p>'), node('', { delete: true, replies: [node('<p>orphan</p>')] }), node('<p>pinned</p>', { pin: true })]),
    );
    expect(result.comments.map((c) => [c.html, c.depth, c.pinned])).toEqual([
      ['<p>pinned</p>', 0, true],
      ['<p>new</p>', 0, false],
      ['<p>orphan</p>', 0, false],
    ]);
    expect(result.total).toBe(3);
  });

  it('skips nodes it cannot read and comments with nothing left after sanitising, never throwing', () => {
    const result = toArticleComments(tree([null, 'x', { comment: null }, { comment: { id: 5, text: 'x', time: 't' } }, node('<script>alert(1)</script>'), node('<p>ok</p>', { name: '  ' })]));
    expect(result.comments.map((c) => [c.html, c.author])).toEqual([['<p>ok</p>', '']]);
    expect(toArticleComments({ comments: null as unknown as RemarkNode[] })).toEqual({ available: true, comments: [], total: 0 });
  });
});

describe('sanitiseCommentHtml', () => {
  it('keeps text formatting, code and links (marked as user content, new tab)', () => {
    expect(sanitiseCommentHtml('<p><strong>Revit</strong> <em>2024</em> <code>IfcWall</code></p><ul><li>a</li></ul><blockquote>q</blockquote>')).toBe(
      '<p><strong>Revit</strong> <em>2024</em> <code>IfcWall</code></p><ul><li>a</li></ul><blockquote>q</blockquote>',
    );
    expect(sanitiseCommentHtml('<a href="https://x.example/a" onclick="x()">x</a>')).toBe('<a href="https://x.example/a" target="_blank" rel="ugc nofollow noopener noreferrer">x</a>');
  });

  it('drops scripts, styles, handlers, frames, images and javascript: or data: links', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<style>body{display:none}</style>',
      '<img src="https://comments.example/a.png" onerror="alert(1)">',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(1)</script></svg>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<p onmouseover="alert(1)" style="color:red">t</p>',
      '<form action="https://evil.example"><input name="p"></form>',
    ].join('');
    const safe = sanitiseCommentHtml(hostile);
    expect(safe).not.toMatch(/<script|<style|<img|<iframe|<svg|<form|<input|javascript:|data:|on\w+=|style=/i);
    expect(safe).toContain('<p>t</p>');
  });
});

describe('the demo comments host’s threads', () => {
  const article = { id: 502, created_at: '2024-03-01T09:00:00Z', lang_versions: [{ title: 'T' }] } as unknown as Article;
  const locator = { site: 'remark', url: 'https://bim.example/articles/502' };

  it('are the same on every start, newest first, with the count the size class gives', () => {
    const first = demoCommentThread(42, article, locator);
    expect(demoCommentThread(42, article, locator)).toEqual(first);
    const flat = (nodes: RemarkNode[]): number => nodes.reduce((n, x) => n + 1 + flat(x.replies ?? []), 0);
    expect(flat(first.comments)).toBe(demoCommentCount(42, 502));
    const times = first.comments.map((x) => x.comment.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('give some articles none and some more than the portal shows', () => {
    const counts = Array.from({ length: 30 }, (_, i) => demoCommentCount(42, 500 + i));
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(counts.filter((n) => n > COMMENTS_MAX).length).toBeGreaterThan(0);
    expect(counts.filter((n) => n > 0 && n <= COMMENTS_MAX).length).toBeGreaterThan(0);
  });
});
