// Page views and goals (spec §5 §7). Loaded on idle by track.ts, so it costs the
// first load nothing. Events go to our own /api/events (the server adds the user
// from the session and relays to the event-logging host), sent with sendBeacon so
// that leaving the page never waits for them; failures are never shown (spec §8).
import type { DataRouter } from 'react-router';
import type { Language } from '#shared/domain/language.ts';
import { tagScriptUrls, type AnalyticsConfig } from '#shared/domain/analytics-tags.ts';
import type { SessionView } from '#shared/api/port.ts';
import { chatContact, type ChatConfig } from '#shared/domain/chat.ts';
import { chatReady, connectChat, identifyUser, trackInChat } from './chat.ts';
import { postBeacon } from './beacon.ts';
import { deviceId } from './device-id.ts';

/** Spec §3 analytics: option values are strings, numbers or booleans (the server drops the rest). */
export type GoalOptions = Record<string, string | number | boolean>;

export const PAGE_VIEW_EVENT = 'page_view';

declare global {
  interface Window {
    dataLayer?: unknown[];
    ym?: ((id: number, method: string, ...args: unknown[]) => void) & { a?: unknown[]; l?: number };
  }
}

interface Setup {
  config: AnalyticsConfig;
  language: () => Language;
}

let setup: Setup | null = null;
/** Goals reached before tracking started (a click in the first idle moment). */
const early: Array<[string, GoalOptions]> = [];

/** One event to /api/events, as a beacon. */
function send(event: string, page: string, options: GoalOptions, language: Language, rabbit: boolean): void {
  postBeacon(`/api/events?lang=${language}`, { event, page, eventOptions: { ...options, uuid: deviceId() }, ...(rabbit ? { rabbit: true } : {}) });
}

/** The configured tags, loaded once; nothing is loaded when no id is configured. */
function loadTags(config: AnalyticsConfig): void {
  if (config.tagManagerId) {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  if (config.metricsCounterId) {
    // The counter's documented stub: calls made before its script arrives are queued in ym.a.
    const queue: unknown[] = [];
    const ym = Object.assign((...args: unknown[]) => void queue.push(args), { a: queue, l: Date.now() });
    window.ym = window.ym ?? ym;
    window.ym(Number(config.metricsCounterId), 'init', { defer: true, clickmap: true, trackLinks: true });
  }
  for (const src of tagScriptUrls(config)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  }
}

/** One page view: our event, the tag manager's data layer and the counter's hit, as configured. */
export function pageView(page: string): void {
  if (!setup) return;
  const { config } = setup;
  send(PAGE_VIEW_EVENT, page, {}, setup.language(), config.forwardToRabbit);
  if (config.tagManagerId) window.dataLayer?.push({ event: 'pageview', page });
  if (config.metricsCounterId) window.ym?.(Number(config.metricsCounterId), 'hit', page);
}

/** A goal (a download, a sent form): our event and the counter's goal, as configured. Nameless goals are skipped (spec §5). */
export function goal(name: string, options: GoalOptions = {}): void {
  if (name.trim() === '') return;
  if (!setup) {
    early.push([name, options]);
    return;
  }
  const { config } = setup;
  const page = window.location.pathname + window.location.search;
  send(name, page, options, setup.language(), config.forwardToRabbit);
  if (config.metricsCounterId) window.ym?.(Number(config.metricsCounterId), 'reachGoal', name, options);
  trackInChat(name, options);
}

/** Starts tracking: the current page now, then every navigation that lands on a new address. */
export function startAnalytics(router: DataRouter, config: AnalyticsConfig, language: () => Language): void {
  if (setup) return;
  setup = { config, language };
  loadTags(config);
  const address = () => router.state.location.pathname + router.state.location.search;
  let last = address();
  pageView(last);
  for (const [name, options] of early.splice(0)) goal(name, options);
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const next = state.location.pathname + state.location.search;
    if (next === last) return;
    last = next;
    pageView(next);
  });
}

/** The chat tool, when configured: connected in the background, then told who a logged-in visitor is. */
export function startChat(config: ChatConfig, session: () => SessionView | null): void {
  if (!config.scriptUrl) return;
  void connectChat(config).then((tool) => {
    const current = session();
    if (!tool || !current?.user) return;
    // Spec §7 auth: only with the server's signature of the id, so nobody can claim another user's chat history.
    if (current.chatHash && tool.auth) tool.auth(current.user.id, current.chatHash);
    identifyUser(tool, current.user);
  });
}

/** Contacts a visitor left in a form, for the chat (spec §7 identify, fields mapped); nothing when no chat connected. */
export function identifyChatContact(fields: { name?: string; email?: string; phone?: string }): void {
  const contact = chatContact(fields);
  if (Object.keys(contact).length === 0) return;
  void chatReady().then((tool) => tool?.identify(contact));
}
