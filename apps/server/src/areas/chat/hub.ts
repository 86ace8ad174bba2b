// The live side of the support chat: who has the chat open on this server process, and the
// pushing of a new message to them (the chat's event stream, routes.ts). One hub per database
// handle, so the API's routes and the back office run by the same server (its socket, the e2e
// harness) meet in it. Another process (a second app server, a CLI on PostgreSQL) reaches an open
// chat through the stream's catch-up instead (routes.ts: it asks for newer messages every
// CHAT_STREAM_POLL_MS), and its reply goes to the message centre too (service.ts).
import type { ChatMessage } from '@invest/domain';

export type ChatListener = (message: ChatMessage) => void;

const conversationKey = (tenantId: string, userId: string) => `${tenantId}\u0000${userId}`;

export class ChatHub {
  private readonly listeners = new Map<string, Set<ChatListener>>();

  /** Listens to the conversation's new messages until the answer is called. */
  subscribe(tenantId: string, userId: string, listener: ChatListener): () => void {
    const key = conversationKey(tenantId, userId);
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Whether the client has the chat open on this process. */
  isOpen(tenantId: string, userId: string): boolean {
    return this.listeners.has(conversationKey(tenantId, userId));
  }

  /** Offers a committed message to the open chats of its client; answers how many got it. */
  publish(tenantId: string, userId: string, message: ChatMessage): number {
    const set = this.listeners.get(conversationKey(tenantId, userId));
    if (!set) return 0;
    for (const listener of [...set]) listener(message);
    return set.size;
  }

  get openChats(): number {
    return this.listeners.size;
  }
}

const hubs = new WeakMap<object, ChatHub>();

/** The hub of a database handle (the app's, the CLI's: the same object in one process). */
export function chatHubOf(db: object): ChatHub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new ChatHub()));
  return hub;
}
