// The entry's only link to analytics and the chat tool: it starts analytics.ts when
// the browser is idle and queues goals until then, so neither adds first-load JavaScript.
import type { DataRouter } from 'react-router';
import type { PublicConfig, SessionView } from '#shared/api/port.ts';
import type { Language } from '#shared/domain/language.ts';
import type { GoalOptions } from './analytics.ts';

type Analytics = typeof import('./analytics.ts');

let loading: Promise<Analytics> | null = null;
const load = () => (loading ??= import('./analytics.ts'));

const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 1));

export function installAnalytics(router: DataRouter, config: PublicConfig, language: () => Language, session: () => SessionView | null): void {
  whenIdle(() => {
    void load()
      .then((analytics) => {
        analytics.startAnalytics(router, config.analytics, language);
        analytics.startChat(config.chat, session);
      })
      .catch((error: unknown) => console.debug('analytics not loaded', error));
  });
}

/** Records a goal (spec §7 'goals'); never throws, never delays the caller. */
export function trackGoal(name: string, options?: GoalOptions): void {
  void load()
    .then((analytics) => analytics.goal(name, options))
    .catch(() => undefined);
}

/** A visitor who left contacts in a form, for the chat tool (spec §7 identify; mapped field names). No-op without a chat. */
export function identifyContact(fields: { name?: string; email?: string; phone?: string }): void {
  void load()
    .then((analytics) => analytics.identifyChatContact(fields))
    .catch(() => undefined);
}
