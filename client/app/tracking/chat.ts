// The chat tool (spec §4 §7), only when configured: its script loads when the
// browser is idle; the adapter waits for it to connect (shared/domain/chat.ts)
// and then identifies a logged-in visitor. Goals reach it through analytics.ts.
import type { SessionUser } from '#shared/api/port.ts';
import { chatContact, waitForChat, type ChatConfig, type ChatTool } from '#shared/domain/chat.ts';

let ready: Promise<ChatTool | null> | null = null;

function find(globalName: string): ChatTool | null {
  const candidate = (window as unknown as Record<string, unknown>)[globalName] as Partial<ChatTool> | undefined;
  return candidate && typeof candidate.track === 'function' && typeof candidate.identify === 'function' ? (candidate as ChatTool) : null;
}

/** Loads the chat script once and resolves the tool when it has connected (null: not configured, or it never did). */
export function connectChat(config: ChatConfig): Promise<ChatTool | null> {
  if (ready) return ready;
  if (!config.scriptUrl) return (ready = Promise.resolve(null));
  const script = document.createElement('script');
  script.async = true;
  script.src = config.scriptUrl;
  document.head.append(script);
  ready = waitForChat(() => find(config.globalName)).then((tool) => {
    if (!tool) console.debug('chat did not connect');
    return tool;
  });
  return ready;
}

/** Tells the chat who the logged-in visitor is (spec §7 identify, contact fields mapped). */
export function identifyUser(tool: ChatTool, user: SessionUser): void {
  const contact = chatContact({ name: `${user.firstName} ${user.lastName}`, email: user.email });
  if (Object.keys(contact).length > 0) tool.identify(contact);
}

/** The connected tool, or null (not configured, not started, or it never connected). */
export function chatReady(): Promise<ChatTool | null> {
  return ready ?? Promise.resolve(null);
}

/** A goal for the chat's own event log (spec §7 track). */
export function trackInChat(name: string, properties: Record<string, string | number | boolean>): void {
  void ready?.then((tool) => tool?.track(name, properties));
}
