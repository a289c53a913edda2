// The article comments of spec §7 ('comments service: max 10 comments, light theme,
// Russian'). The service speaks Remark42's REST API; the portal reads a thread through
// the BFF and shows it in its own UI (docs/decisions/0016), and links to the
// service's own page for writing. These are the rules both sides share.
import { COMMENTS_MAX } from '../constants.ts';
import { articlePath } from './links.ts';

/** What the browser is told about the comments service; null in PublicConfig when there is none. */
export interface CommentsPublicConfig {
  /** The service's base URL as the browser reaches it (in demo mode a path on this site). */
  url: string;
  /** Remark42's SITE: which site's threads on a shared instance are ours. */
  siteId: string;
}

/** Remark42's default SITE when COMMENTS_SITE_ID is unset (its docs: 'remark by default'). */
export const DEFAULT_COMMENTS_SITE_ID = 'remark';

/** Spec §7: the service's options as its own widget takes them (max_shown_comments, theme, locale). */
export const COMMENTS_THEME = 'light';
export const COMMENTS_LOCALE = 'ru';

const SITE_ID = /^[\w.-]{1,64}$/;

/** A Remark42 SITE id as configured: letters, digits, dot, dash and underscore (it goes into every call's query). */
export const isCommentsSiteId = (value: string): boolean => SITE_ID.test(value);

/**
 * The thread's identity on the service: the article's canonical address (the public
 * origin and the Russian path, what Remark42's own widget would send as `url`), so
 * both language versions of an article share one discussion.
 */
export function commentsThreadUrl(publicOrigin: string, articleId: number | string): string {
  return `${publicOrigin.replace(/\/+$/, '')}${articlePath(articleId)}`;
}

/**
 * The service's own page for the thread, where visitors log in and write: Remark42's
 * widget page (`/web/iframe.html`, what its embed script frames) opened whole, with the
 * spec's options. Everything but the base is query-encoded.
 */
export function commentsDiscussionUrl(config: CommentsPublicConfig, threadUrl: string): string {
  const query = new URLSearchParams({
    site_id: config.siteId,
    url: threadUrl,
    max_shown_comments: String(COMMENTS_MAX),
    theme: COMMENTS_THEME,
    locale: COMMENTS_LOCALE,
  });
  return `${config.url.replace(/\/+$/, '')}/web/iframe.html?${query}`;
}
