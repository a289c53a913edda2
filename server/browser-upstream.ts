// Which upstream addresses the browser is given. With real hosts the browser goes to
// them directly: images, files and the 3D model to the uploads host, uploaded avatars
// to the API host's /api/assets/images/ (spec §3), account pages to lk and admin.
// The demo upstream listens on this machine's loopback, which no other browser can
// reach, so in demo mode the browser is given paths on the front host instead and
// the BFF relays them to the demo (server/plugins/demo-upstream-relay.ts).
import { DEMO_COMMENTS_PREFIX, type UpstreamHost, type UpstreamUrls } from './upstream/hosts.ts';

/** The demo hosts the browser needs, and the front-host path each is relayed under. */
export const DEMO_RELAYED_HOSTS = ['uploads', 'lk', 'admin'] as const satisfies readonly UpstreamHost[];
export type DemoRelayedHost = (typeof DEMO_RELAYED_HOSTS)[number];
export const DEMO_RELAY_PATHS: Record<DemoRelayedHost, string> = { uploads: '/uploads', lk: '/lk', admin: '/admin' };

export interface BrowserUpstream {
  uploadsUrl: string;
  lkUrl: string;
  adminUrl: string;
  /** The origin before shared/domain/avatar.ts's UPLOADED_AVATAR_PATH; '' is the front host itself. */
  avatarsOrigin: string;
  /** The comments host's base for the browser's links to it; null when there is none. */
  commentsUrl: string | null;
  /** Origins other than the front host that pages load images, files and models from (for the CSP). */
  imageOrigins: string[];
  /** The address to send the browser to for an upstream URL (the login page's, say). */
  toBrowser(url: string): string;
}

/** Where the comments host is: none, a real host, or the demo upstream's (relayed under DEMO_COMMENTS_PREFIX). */
export type CommentsHost = { url: string; isDemo: boolean } | null;

export function browserUpstream(urls: UpstreamUrls, isDemo: boolean, comments: CommentsHost = null): BrowserUpstream {
  const commentsUrl = comments === null ? null : comments.isDemo ? DEMO_COMMENTS_PREFIX : comments.url;
  if (!isDemo) {
    const imageOrigins = [...new Set([urls.uploads, urls.webApi2, urls.api].map((url) => new URL(url).origin))];
    return { uploadsUrl: urls.uploads, lkUrl: urls.lk, adminUrl: urls.admin, avatarsOrigin: new URL(urls.api).origin, commentsUrl, imageOrigins, toBrowser: (url) => url };
  }
  return {
    commentsUrl,
    uploadsUrl: DEMO_RELAY_PATHS.uploads,
    lkUrl: DEMO_RELAY_PATHS.lk,
    adminUrl: DEMO_RELAY_PATHS.admin,
    avatarsOrigin: '',
    imageOrigins: [],
    toBrowser(url) {
      for (const host of DEMO_RELAYED_HOSTS) {
        const base = urls[host].replace(/\/+$/, '');
        if (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`)) return `${DEMO_RELAY_PATHS[host]}${url.slice(base.length)}`;
      }
      return url;
    },
  };
}
