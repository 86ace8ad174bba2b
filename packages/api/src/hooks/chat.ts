// Area chat: the support chat (spec 1, 4: signed in only). The conversation (SWR), sending with
// the client's own message id (a retry sends the same id: one message), the greeting once per
// opening (the server keeps it to once per 4 h), read marks, the unread count, and the live
// stream of new messages (server-sent events read through fetch, so the access token travels in
// the Authorization header as on every other call; reconnecting with Last-Event-ID).
import type { ChatMessage } from '@invest/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { CHAT_STREAM_EVENT, HEADERS, routes } from '../contract';
import type { ApiClient } from '../client';
import { randomId } from '../ids';
import { useApiClient } from './context';
import { useApiQuery, type QueryConfig } from './query';
import { uploadImage } from './uploads';

export const chatKeys = {
  chatMessages: () => ['chatMessages'] as const,
  chatUnread: () => ['chatUnread'] as const,
};

/** GET /chat/app/v1/messages: the newest page of the conversation. */
export const useChatMessages = (config?: QueryConfig<'chatMessages'>) =>
  useApiQuery('chatMessages', chatKeys.chatMessages(), config);
/** GET /chat/app/v1/unread. */
export const useChatUnread = (config?: QueryConfig<'chatUnread'>) =>
  useApiQuery('chatUnread', chatKeys.chatUnread(), config);

/** Where the live stream stands: connecting, live, or reconnecting after it dropped. */
export type ChatStreamStatus = 'connecting' | 'live' | 'reconnecting';

/** Reads SSE frames (`id`, `event`, `data`) from a text stream. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: { id?: string; event: string; data: string }) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) onEvent({ ...(id ? { id } : {}), event, data: data.join('\n') });
    }
  }
}

/** Opens the chat stream once; resolves when it ends (the server's lifetime, a network drop). */
async function openStream(
  client: ApiClient,
  lastSeq: number,
  signal: AbortSignal,
  onOpen: () => void,
  onMessage: (message: ChatMessage) => void,
): Promise<void> {
  const token = client.getTokens()?.access_token;
  const tenant = client.getTenantId();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (tenant) headers[HEADERS.tenant] = tenant;
  if (lastSeq > 0) headers['Last-Event-ID'] = String(lastSeq);
  const res = await fetch(`${client.baseUrl}${routes.chatStream.path}`, { headers, signal });
  if (res.status === 401) {
    // the access token ran out: refresh once, the caller reconnects
    await client.refreshTokens();
    return;
  }
  if (!res.ok || !res.body) throw new Error(`chat stream: ${res.status}`);
  onOpen();
  await readEvents(res.body, (event) => {
    if (event.event !== CHAT_STREAM_EVENT) return;
    try {
      onMessage(JSON.parse(event.data) as ChatMessage);
    } catch {
      // a malformed event is skipped; the next list refresh has the message
    }
  });
}

/** A message the client sent that the server has not answered yet, or refused. */
export interface PendingChatMessage {
  client_message_id: string;
  text: string;
  /** Images chosen with it (uploaded on send). */
  files: readonly File[];
  status: 'sending' | 'failed';
  created_at: string;
}

const sortBySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;

/**
 * The open support chat: the conversation with what arrived live, the messages on their way,
 * the stream's status, and `send` / `retry` / `reload`. Opening greets (at most once per 4 h,
 * the server decides) and marks the conversation read as messages arrive.
 */
export function useSupportChat(options: { open: boolean }) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  // each opening reads the conversation afresh: what arrived live while it was last open lived in
  // this hook's state, which does not outlive the closing, and is not in the cached list
  const list = useChatMessages({
    enabled: options.open,
    revalidateOnFocus: false,
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingChatMessage[]>([]);
  const [stream, setStream] = useState<ChatStreamStatus>('connecting');
  const lastSeq = useRef(0);

  const messages = useMemo(() => {
    const byId = new Map<string, ChatMessage>();
    for (const m of [...(list.data?.list ?? []), ...live]) byId.set(m.id, m);
    return [...byId.values()].sort(sortBySeq);
  }, [list.data, live]);
  // the stream reconnects after the newest message the client has (Last-Event-ID)
  useEffect(() => {
    lastSeq.current = messages.at(-1)?.seq ?? lastSeq.current;
  }, [messages]);

  const arrived = useCallback((message: ChatMessage) => {
    setLive((prev) => (prev.some((m) => m.id === message.id) ? prev : [...prev, message]));
    if (message.client_message_id) {
      setPending((prev) => prev.filter((p) => p.client_message_id !== message.client_message_id));
    }
  }, []);

  // the greeting, once per opening (spec 7: the server sends it at most once per 4 h)
  useEffect(() => {
    if (!options.open) return;
    client
      .request('chatGreeting')
      .then((answer) => answer.message && arrived(answer.message))
      .catch(() => undefined);
  }, [client, options.open, arrived]);

  // the live stream while the chat is open; it reconnects with a growing pause after a drop
  const loaded = list.data !== undefined;
  useEffect(() => {
    if (!options.open || !loaded) return;
    const controller = new AbortController();
    let attempt = 0;
    void (async () => {
      while (!controller.signal.aborted) {
        try {
          await openStream(
            client,
            lastSeq.current,
            controller.signal,
            () => {
              attempt = 0;
              setStream('live');
            },
            arrived,
          );
        } catch {
          // dropped: reconnect below
        }
        if (controller.signal.aborted) return;
        setStream('reconnecting');
        attempt += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** attempt)));
      }
    })();
    return () => controller.abort();
  }, [client, options.open, loaded, arrived]);

  // what the client sees is read (the advisor's answers, the greeting)
  const unreadSeen = messages.some((m) => m.author !== 'client' && !m.read);
  const lastSeen = messages.at(-1)?.seq;
  useEffect(() => {
    if (!options.open || !unreadSeen) return;
    client
      .request('chatRead')
      .then(() => mutate(chatKeys.chatUnread()))
      .catch(() => undefined);
  }, [client, options.open, unreadSeen, lastSeen, mutate]);

  const deliver = useCallback(
    async (item: PendingChatMessage) => {
      try {
        const attachments: string[] = [];
        for (const file of item.files) {
          attachments.push((await uploadImage(client, { file, purpose: 'chat_image' })).id);
        }
        const message = await client.request('chatSend', {
          body: { client_message_id: item.client_message_id, text: item.text, attachments },
        });
        arrived(message);
      } catch {
        setPending((prev) =>
          prev.map((p) =>
            p.client_message_id === item.client_message_id ? { ...p, status: 'failed' } : p,
          ),
        );
      }
    },
    [client, arrived],
  );

  const send = useCallback(
    (text: string, files: readonly File[] = []) => {
      const item: PendingChatMessage = {
        client_message_id: randomId().replace(/[^A-Za-z0-9_-]/g, ''),
        text,
        files,
        status: 'sending',
        created_at: new Date().toISOString(),
      };
      setPending((prev) => [...prev, item]);
      void deliver(item);
    },
    [deliver],
  );

  /** Sends a failed message again under its own id: never twice on the server. */
  const retry = useCallback(
    (clientMessageId: string) => {
      const item = pending.find((p) => p.client_message_id === clientMessageId);
      if (!item) return;
      setPending((prev) =>
        prev.map((p) =>
          p.client_message_id === clientMessageId ? { ...p, status: 'sending' } : p,
        ),
      );
      void deliver({ ...item, status: 'sending' });
    },
    [pending, deliver],
  );

  return {
    messages,
    pending,
    status: list.error ? ('error' as const) : loaded ? ('ready' as const) : ('loading' as const),
    stream,
    reload: () => void list.mutate(),
    send,
    retry,
  };
}
