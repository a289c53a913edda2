// Spec §4 §7 chat tool: it is ready only once its script has connected, so the
// adapter polls for it (CHAT_POLL_MS, at most CHAT_POLL_TRIES) and then gives
// up quietly; contacts go to it under its own field names.
import { CHAT_POLL_MS, CHAT_POLL_TRIES } from '../constants.ts';

/** What the portal calls on the chat tool (spec §7: track, identify, auth). */
export interface ChatTool {
  track(event: string, properties?: Record<string, string | number | boolean>): void;
  identify(properties: Record<string, string>): void;
  auth?(userId: string, hash: string): void;
}

export interface ChatConfig {
  /** The chat's loader script (https); null: no chat at all. */
  scriptUrl: string | null;
  /** The global the script defines once connected. */
  globalName: string;
}

export const NO_CHAT: ChatConfig = { scriptUrl: null, globalName: 'carrotquest' };

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
}

/** Resolves the tool once `find` returns it, checking now and every CHAT_POLL_MS; null after CHAT_POLL_TRIES checks. */
export function waitForChat<T>(find: () => T | null | undefined, timers: Timers = globalThis): Promise<T | null> {
  return new Promise((resolve) => {
    let tries = 0;
    const poll = () => {
      const tool = find();
      if (tool) return resolve(tool);
      tries += 1;
      if (tries >= CHAT_POLL_TRIES) return resolve(null);
      timers.setTimeout(poll, CHAT_POLL_MS);
    };
    poll();
  });
}

/** The portal's contact fields under the chat's names ($name, $email, $phone); empty ones are left out. */
export function chatContact(fields: { name?: string; email?: string; phone?: string }): Record<string, string> {
  const contact: Record<string, string> = {};
  const name = fields.name?.trim();
  const email = fields.email?.trim();
  const phone = fields.phone?.trim();
  if (name) contact.$name = name;
  if (email) contact.$email = email;
  if (phone) contact.$phone = phone;
  return contact;
}

const CHAT_GLOBAL = /^[A-Za-z_$][\w$]{0,40}$/;
export const isChatGlobalName = (value: string): boolean => CHAT_GLOBAL.test(value);
