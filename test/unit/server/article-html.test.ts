import { describe, expect, it } from 'vitest';
import { createArticleSanitiser, withoutRepeatedCover } from '#server/services/article-html.ts';

const clean = createArticleSanitiser({ uploadsUrl: 'https://files.example/uploads/' });

describe('article HTML sanitiser', () => {
  it('keeps the allowed markup intact', () => {
    const html = [
      '<h2>Что входит</h2>',
      '<p>Текст <strong>жирный</strong>, <em>курсив</em> и <a href="/models?sort=new">каталог</a>.</p>',
      '<ul><li>один</li><li>два</li></ul>',
      '<ol start="3"><li>три</li></ol>',
      '<table><caption>Размеры</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
      '<blockquote>Цитата</blockquote>',
    ].join('');
    expect(clean(html)).toBe(html);
  });

  it('keeps figures with sized images, joining uploads paths to the uploads host', () => {
    expect(clean('<figure><img src="/images/articles/1.svg" alt="Схема" width="800" height="450"><figcaption>Схема</figcaption></figure>')).toBe(
      '<figure><img src="https://files.example/uploads/images/articles/1.svg" alt="Схема" loading="lazy" decoding="async" width="800" height="450" /><figcaption>Схема</figcaption></figure>',
    );
    expect(clean('<img src="https://cdn.example/a.png" width="100%">')).toBe('<img src="https://cdn.example/a.png" alt="" loading="lazy" decoding="async" />');
  });

  it('marks external links noopener nofollow and opens them apart', () => {
    expect(clean('<a href="https://vendor.example/x" onclick="steal()">x</a>')).toBe('<a href="https://vendor.example/x" rel="noopener nofollow" target="_blank">x</a>');
    expect(clean('<a href="/articles/5" target="_top" rel="opener">y</a>')).toBe('<a href="/articles/5">y</a>');
  });

  it('embeds players only from the recognised video hosts, at their embed address', () => {
    expect(clean('<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" width="560" height="315" onload="x()"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Video" loading="lazy" allow="fullscreen; encrypted-media; picture-in-picture" allowfullscreen referrerpolicy="strict-origin-when-cross-origin" width="560" height="315"></iframe>',
    );
    expect(clean('<iframe src="https://rutube.ru/play/embed/abcdef0123456789"></iframe>')).toContain('src="https://rutube.ru/play/embed/abcdef0123456789"');
    expect(clean('<p>a</p><iframe src="https://evil.example/embed/x"></iframe>')).toBe('<p>a</p>');
    expect(clean('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
    expect(clean('<iframe src="javascript:alert(1)"></iframe>')).toBe('');
  });

  const hostile: Array<[string, string]> = [
    ['script', '<p>ok</p><script>alert(1)</script>'],
    ['script with odd case and attributes', '<p>ok</p><ScRiPt src="https://evil.example/x.js"></ScRiPt>'],
    ['onerror', '<p>ok</p><img src="/x.png" onerror="alert(1)">'],
    ['event handlers everywhere', '<p onclick="alert(1)" onmouseover="alert(2)">ok</p>'],
    ['javascript: link', '<p>ok</p><a href="javascript:alert(1)">x</a>'],
    ['javascript: link with entities and spaces', '<p>ok</p><a href=" jav&#x09;ascript:alert(1)">x</a>'],
    ['data: link', '<p>ok</p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data: image', '<p>ok</p><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">'],
    ['style element', '<p>ok</p><style>body{display:none}</style>'],
    ['style attribute', '<p style="position:fixed;inset:0">ok</p>'],
    ['svg with script', '<p>ok</p><svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>'],
    ['nested frames', '<p>ok</p><iframe src="https://evil.example"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></iframe>'],
    ['object and embed', '<p>ok</p><object data="x.swf"></object><embed src="x.swf">'],
    ['form', '<p>ok</p><form action="https://evil.example"><input name="password"><button>go</button></form>'],
    ['meta refresh and base', '<p>ok</p><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">'],
    ['unclosed tags', '<p>ok<script>alert(1)'],
    ['comment tricks', '<p>ok</p><!--<script>alert(1)</script>-->'],
    ['protocol-relative link', '<p>ok</p><a href="//evil.example/x">x</a>'],
  ];

  it.each(hostile)('drops %s', (_name, html) => {
    const out = clean(html);
    expect(out).toMatch(/^<p>ok<\/p>/);
    expect(out).not.toMatch(/<script|<style|<svg|<form|<input|<object|<embed|<meta|<base|\son\w+=|javascript:|data:|style=|evil\.example|alert/i);
  });

  it('is empty for empty input and idempotent', () => {
    expect(clean('')).toBe('');
    const once = clean('<h1>T</h1><p>a <a href="https://x.example">b</a></p><img src="/i.png" width="10">');
    expect(clean(once)).toBe(once);
    expect(once.startsWith('<h2>T</h2>')).toBe(true);
  });
});

describe('withoutRepeatedCover (issue 22: the cover once)', () => {
  const cover = '/images/articles/42.svg';
  it('drops a figure whose picture is the cover, whatever its host or size, and keeps the rest', () => {
    const body = clean(
      '<p>Вступление.</p><figure><img src="/images/articles/42.svg?size=800x450" alt="Пример" width="800" height="450"><figcaption>Пример</figcaption></figure><p>Дальше.</p><figure><img src="/images/models/7/1.svg" alt="Модель"><figcaption>Модель</figcaption></figure>',
    );
    const out = withoutRepeatedCover(body, cover);
    expect(out).not.toContain('42.svg');
    expect(out).not.toContain('Пример');
    expect(out).toContain('<p>Вступление.</p>');
    expect(out).toContain('/images/models/7/1.svg');
    expect(out).toContain('<figcaption>Модель</figcaption>');
  });
  it('drops a bare repeated image, and leaves a body without the cover (or an article without one) as it is', () => {
    expect(withoutRepeatedCover(clean('<p>A</p><img src="https://files.example/uploads/images/articles/42.svg">'), cover)).toBe('<p>A</p>');
    const other = clean('<p>A</p><figure><img src="/images/articles/43.svg"></figure>');
    expect(withoutRepeatedCover(other, cover)).toBe(other);
    expect(withoutRepeatedCover(other, null)).toBe(other);
    expect(withoutRepeatedCover('', cover)).toBe('');
  });
});
