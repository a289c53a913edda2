import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSameVideo, plainVideoHref, recogniseVideoLink } from '#shared/domain/video-link.ts';

describe('recogniseVideoLink (spec §5)', () => {
  it('recognises youtube in its usual forms', () => {
    for (const link of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'youtube.com/embed/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ']) {
      expect(recogniseVideoLink(link)).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    }
  });
  it('recognises rutube pages and embeds', () => {
    const id = '0e1ac6ff7d4867f061f310adf60213c1';
    expect(recogniseVideoLink(`https://rutube.ru/video/${id}/`)?.embedUrl).toBe(`https://rutube.ru/play/embed/${id}`);
    expect(recogniseVideoLink(`https://rutube.ru/play/embed/${id}`)?.provider).toBe('rutube');
  });
  it('recognises both vk forms and vkvideo', () => {
    expect(recogniseVideoLink('https://vk.com/video-12345_67890')).toEqual({ provider: 'vk', id: '-12345_67890', embedUrl: 'https://vk.com/video_ext.php?oid=-12345&id=67890' });
    expect(recogniseVideoLink('https://vk.com/video_ext.php?oid=-12345&id=67890&hash=abc123')).toEqual({
      provider: 'vk',
      id: '-12345_67890',
      embedUrl: 'https://vk.com/video_ext.php?oid=-12345&id=67890&hash=abc123',
    });
    expect(recogniseVideoLink('https://vk.com/videos-1?z=video-1_2')?.id).toBe('-1_2');
    expect(recogniseVideoLink('https://vkvideo.ru/video-12345_67890')?.provider).toBe('vkvideo');
  });
  it('recognises the other youtube forms: live, nocookie embeds, extra query parameters', () => {
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    expect(recogniseVideoLink('https://www.youtube.com/live/dQw4w9WgXcQ?si=abc')?.embedUrl).toBe(embed);
    expect(recogniseVideoLink('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')?.embedUrl).toBe(embed);
    expect(recogniseVideoLink('https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42')?.embedUrl).toBe(embed);
    expect(recogniseVideoLink('http://youtu.be/dQw4w9WgXcQ?t=10')?.embedUrl).toBe(embed);
  });
  it('recognises vk page links on vk.ru, m.vk.com, clips and playlists, and the player form on vkvideo.ru', () => {
    expect(recogniseVideoLink('https://vk.ru/video-12345_67890')).toEqual({ provider: 'vk', id: '-12345_67890', embedUrl: 'https://vk.com/video_ext.php?oid=-12345&id=67890' });
    expect(recogniseVideoLink('https://m.vk.com/video12345_67890')?.id).toBe('12345_67890');
    expect(recogniseVideoLink('https://vk.com/clip-12345_67890')?.id).toBe('-12345_67890');
    expect(recogniseVideoLink('https://vk.com/video?z=video-1_2%2Fpl_cat_trends')?.id).toBe('-1_2');
    expect(recogniseVideoLink('https://vkvideo.ru/playlist/-1_5/video-1_3')?.id).toBe('-1_3');
    expect(recogniseVideoLink('https://vkvideo.ru/video_ext.php?oid=-12345&id=67890&hash=ab12')).toEqual({
      provider: 'vkvideo',
      id: '-12345_67890',
      embedUrl: 'https://vkvideo.ru/video_ext.php?oid=-12345&id=67890&hash=ab12',
    });
  });
  it('rejects vk player links with bad parameters', () => {
    for (const link of ['https://vk.com/video_ext.php?oid=abc&id=1', 'https://vk.com/video_ext.php?oid=-1&id=', 'https://vk.com/video_ext.php?oid=-1&id=2&hash=<x>', 'https://vkvideo.ru/video_ext.php']) {
      expect(recogniseVideoLink(link)).toBeNull();
    }
  });
  it('recognises every link form the demo data uses', () => {
    expect(recogniseVideoLink('https://rutube.ru/video/0123456789abcdef0123456789abcdef/')?.provider).toBe('rutube');
    expect(recogniseVideoLink('https://vkvideo.ru/video-229999999_456240999')?.provider).toBe('vkvideo');
    expect(recogniseVideoLink('https://vimeo.com/123456789')).toBeNull();
  });
  it('leaves other links and junk unrecognised', () => {
    for (const link of ['https://vimeo.com/123', 'javascript:alert(1)', 'https://youtube.com/watch', 'https://vk.com/id1', 'not a url at all', '', 'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ']) {
      expect(recogniseVideoLink(link)).toBeNull();
    }
    expect(recogniseVideoLink(null)).toBeNull();
    expect(recogniseVideoLink(42 as unknown as string)).toBeNull();
  });
  // fc.webUrl() is slow to generate: on a busy machine 100 runs take over 5 s.
  it('never throws and only returns https embed URLs on known hosts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (text) => {
        const link = recogniseVideoLink(text);
        if (link) expect(link.embedUrl).toMatch(/^https:\/\/(www\.youtube\.com|rutube\.ru|vk\.com|vkvideo\.ru)\//);
      }),
    );
  }, 30_000);
});

describe('plainVideoHref (unrecognised links shown as plain links)', () => {
  it('keeps http(s) links to any host, normalised', () => {
    expect(plainVideoHref('https://vimeo.com/123')).toBe('https://vimeo.com/123');
    expect(plainVideoHref(' http://example.org/video?id=1 ')).toBe('http://example.org/video?id=1');
    expect(plainVideoHref('example.org/video')).toBe('https://example.org/video');
  });
  it('refuses script and other schemes, hostless text and non-strings', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.org/a', 'not a url at all', 'localhost', '', '   ']) {
      expect(plainVideoHref(link)).toBeNull();
    }
    expect(plainVideoHref(null)).toBeNull();
    expect(plainVideoHref(undefined)).toBeNull();
  });
  it('never returns anything but an http(s) URL', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (text) => {
        const href = plainVideoHref(text);
        if (href !== null) expect(href).toMatch(/^https?:\/\//);
      }),
    );
  });
});

describe('isSameVideo', () => {
  it('one video however it is linked; VK and VK Video are one host', () => {
    const a = recogniseVideoLink('https://www.youtube.com/watch?v=abcdefghijk')!;
    const b = recogniseVideoLink('https://youtu.be/abcdefghijk')!;
    expect(isSameVideo(a, b)).toBe(true);
    expect(isSameVideo(a, recogniseVideoLink('https://www.youtube.com/watch?v=abcdefghijz')!)).toBe(false);
    expect(isSameVideo({ provider: 'vk', id: '-1_2' }, { provider: 'vkvideo', id: '-1_2' })).toBe(true);
    expect(isSameVideo({ provider: 'rutube', id: 'x' }, { provider: 'youtube', id: 'x' })).toBe(false);
  });
});
