import { deferred } from '#client/app/deferred/deferred.tsx';

/*
 * The shell's parts whose code is not in the first load (docs/decisions/0018).
 * The server renders each whole; the browser keeps that HTML and hydrates it when
 * its chunk arrives, requested as hydration reaches it. Their styles are in
 * client/styles/app.css. What stays in the entry is what every page needs to
 * hydrate its own content: the layouts, the root, the logo and navigation row.
 */

/** The site header (logo, navigation, top bar); its search, actions and menu are deferred parts of their own. */
export const HeaderSlot = deferred(() => import('../layouts/header/header.tsx').then((module) => ({ default: module.Header })));

/** The Business area's header, with its hide-on-scroll behaviour. */
export const BusinessHeaderSlot = deferred(() => import('../layouts/header/business-header.tsx').then((module) => ({ default: module.BusinessHeader })));

/** Notification bell, user menu or login button. */
export const HeaderActionsSlot = deferred(() => import('../layouts/header/header-actions.tsx').then((module) => ({ default: module.HeaderActions })));

/** The drawer below 960 px (its toggle included). */
export const MobileMenuSlot = deferred(() => import('../layouts/header/mobile-menu.tsx').then((module) => ({ default: module.MobileMenu })));

/** Below the fold on every page. */
export const FooterSlot = deferred(() => import('../layouts/footer.tsx').then((module) => ({ default: module.Footer })));

/** Shown once per browser, after the page. */
export const CookieNoticeSlot = deferred(() => import('../layouts/cookie-notice.tsx').then((module) => ({ default: module.CookieNotice })));

/** Nothing on the first paint; the bar of the next navigation. */
export const LoadingBarSlot = deferred(() => import('../layouts/loading-bar.tsx').then((module) => ({ default: module.LoadingBar })));

/** The 404 and 500 pages, which a normal page never shows. */
export const NotFoundPageSlot = deferred(() => import('../layouts/error-page/error-page.tsx').then((module) => ({ default: module.NotFoundPage })));
export const ServerErrorPageSlot = deferred(() => import('../layouts/error-page/error-page.tsx').then((module) => ({ default: module.ServerErrorPage })));
