// The upstream's article HTML, made safe once, when it is fetched (before the cache).
import sanitizeHtml, { type IOptions, type Transformer } from 'sanitize-html';
import { recogniseVideoLink } from '#shared/domain/video-link.ts';

export interface ArticleHtmlOptions {
  /** Base URL of the uploads host: image paths in the body are relative to it (docs/upstream-contract.md). */
  uploadsUrl: string;
}

const SIZE = /^\d{1,4}$/;
const HTTP = /^https?:\/\//i;

/** An uploads-host path joined to its base; absolute http(s) stays; anything else is no image. */
function imageSrc(src: string | undefined, uploadsUrl: string): string | null {
  if (!src) return null;
  const value = src.trim();
  if (HTTP.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${uploadsUrl.replace(/\/+$/, '')}${value}`;
  return null;
}

const keepSize = (attribs: Record<string, string>, out: Record<string, string>) => {
  if (attribs.width && SIZE.test(attribs.width)) out.width = attribs.width;
  if (attribs.height && SIZE.test(attribs.height)) out.height = attribs.height;
};

function options(config: ArticleHtmlOptions): IOptions {
  const image: Transformer = (tagName, attribs) => {
    const src = imageSrc(attribs.src, config.uploadsUrl);
    const out: Record<string, string> = {};
    if (src) out.src = src;
    Object.assign(out, { alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' });
    keepSize(attribs, out);
    return { tagName, attribs: out };
  };
  // Only players of the video hosts the model page recognises, rewritten to their embed address.
  const frame: Transformer = (tagName, attribs) => {
    const video = recogniseVideoLink(attribs.src);
    const out: Record<string, string> = {};
    if (video) {
      out.src = video.embedUrl;
      out.title = attribs.title || 'Video';
      out.loading = 'lazy';
      out.allow = 'fullscreen; encrypted-media; picture-in-picture';
      out.allowfullscreen = '';
      out.referrerpolicy = 'strict-origin-when-cross-origin';
      keepSize(attribs, out);
    }
    return { tagName, attribs: out };
  };
  // External links never pass the page's authority or its window.
  const link: Transformer = (tagName, attribs) => {
    const out: Record<string, string> = {};
    const href = attribs.href?.trim();
    if (href) {
      out.href = href;
      if (HTTP.test(href) || href.startsWith('//')) {
        out.rel = 'noopener nofollow';
        out.target = '_blank';
      }
    }
    if (attribs.title) out.title = attribs.title;
    return { tagName, attribs: out };
  };
  return {
    allowedTags: [
      'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'div', 'span',
      'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
      'ul', 'ol', 'li', 'dl', 'dt', 'dd',
      'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
      'figure', 'figcaption', 'img', 'a', 'iframe',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      iframe: ['src', 'title', 'width', 'height', 'loading', 'allow', 'allowfullscreen', 'referrerpolicy'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: ['www.youtube.com', 'rutube.ru', 'vk.com', 'vkvideo.ru'],
    // The page's own heading is the h1; the body's headings sit under it.
    transformTags: { h1: 'h2', img: image, iframe: frame, a: link },
    // An image without a usable source, or a frame that is not a recognised player, is dropped whole.
    exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'iframe' && !frame.attribs.src),
    // Text of dropped script, style and the like is never shown as words.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math', 'select', 'object', 'embed'],
    disallowedTagsMode: 'discard',
  };
}

/**
 * Article HTML through sanitize-html with a strict allowlist: headings,
 * paragraphs, lists, tables, figures, sized images, links (external ones
 * rel="noopener nofollow"), and players only from the recognised video hosts.
 * Never scripts, styles, event handlers, javascript:/data: URLs, forms or other frames.
 */
export function createArticleSanitiser(config: ArticleHtmlOptions): (html: string) => string {
  const settings = options(config);
  return (html) => (html ? sanitizeHtml(html, settings).trim() : '');
}

/** The path of an image address, so the same picture at another host or size is recognised. */
function imagePath(src: string): string | null {
  try {
    return new URL(src.replace(/&amp;/g, '&'), 'http://site.invalid').pathname;
  } catch {
    return null;
  }
}

const FIGURE = /<figure>(?:(?!<\/figure>)[\s\S])*<\/figure>/g;
const IMAGE = /<img\b[^>]*>/g;

/**
 * Sanitised article HTML without the figures (or bare images) that repeat the cover the page already
 * shows above the body (issue 22): the same picture twice, one screen apart. Matched by the image's path,
 * so the uploads host (and its base path) and a size query do not hide a repeat. Works on the sanitiser's output, whose
 * markup is regular (`<figure>`, `<img src="...">`).
 */
export function withoutRepeatedCover(html: string, cover: string | null): string {
  const coverPath = cover ? imagePath(cover) : null;
  if (!html || !coverPath) return html;
  const repeats = (tag: string) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    const path = src === undefined ? null : imagePath(src);
    // The body's images are joined to the uploads host's base path (imageSrc), the cover may not be yet.
    return path !== null && (path.endsWith(coverPath) || coverPath.endsWith(path));
  };
  return html
    .replace(FIGURE, (figure) => (figure.match(IMAGE)?.some(repeats) ? '' : figure))
    .replace(IMAGE, (image) => (repeats(image) ? '' : image))
    .replace(/\n{2,}/g, '\n')
    .trim();
}
