import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recogniseVideoLink } from '#shared/domain/video-link.ts';

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
  it('leaves other links and junk unrecognised', () => {
    for (const link of ['https://vimeo.com/123', 'javascript:alert(1)', 'https://youtube.com/watch', 'https://vk.com/id1', 'not a url at all', '', 'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ']) {
      expect(recogniseVideoLink(link)).toBeNull();
    }
    expect(recogniseVideoLink(null)).toBeNull();
    expect(recogniseVideoLink(42 as unknown as string)).toBeNull();
  });
  it('never throws and only returns https embed URLs on known hosts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (text) => {
        const link = recogniseVideoLink(text);
        if (link) expect(link.embedUrl).toMatch(/^https:\/\/(www\.youtube\.com|rutube\.ru|vk\.com|vkvideo\.ru)\//);
      }),
    );
  });
});
