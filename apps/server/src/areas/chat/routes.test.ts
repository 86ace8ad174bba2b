// The support chat over real HTTP (spec 1, 4, 7): send, list, read marks, the greeting at most
// once per 4 h (a controlled clock), idempotent sends, control characters and foreign images
// refused with a 4xx, the send throttle, isolation between two clients and two tenants, and the
// live stream delivering the advisor's `chat:reply` while the chat is open (the message centre
// otherwise).
import type { ChatPage, Message } from '@invest/api/contract';
import type { ChatMessage } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/program';
import { databaseKinds } from '../../db/test-support';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { accessToken, signedInClient, type SignedIn } from '../client/testSupport';
import { PNG_2X2 } from '../uploads/testImages';
import { CHAT_SEND_LIMIT } from './service';

const HOUR = 3_600_000;

describe.each(databaseKinds())('the support chat on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;
  let carol: SignedIn;
  let n = 0;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'other');
    alice = await signedInClient(s);
    bob = await signedInClient(s);
    carol = await signedInClient(s, 'other');
  });
  afterAll(() => s.close());

  const send = (who: SignedIn, body: Record<string, unknown>) =>
    call<ChatMessage>(
      s,
      'chatSend',
      { token: who.token, body: { client_message_id: `m${(n += 1)}`, ...body } },
      who.tenant,
    );
  const page = async (who: SignedIn, query: Record<string, string> = {}) => {
    const res = await call<ChatPage>(s, 'chatMessages', { token: who.token, query }, who.tenant);
    expect(res.status, res.text).toBe(200);
    return res.json.data as ChatPage;
  };
  const unread = async (who: SignedIn) =>
    (await call<{ count: number }>(s, 'chatUnread', { token: who.token }, who.tenant)).json.data
      ?.count;
  async function bo(...argv: string[]) {
    let out = '';
    const code = await run(argv, {
      db: s.db.db,
      clock: () => s.clock.now,
      out: (t) => void (out += t),
      err: (t) => void (out += t),
    });
    return { code, out };
  }

  it('needs a signed-in client', async () => {
    expect((await call(s, 'chatMessages')).status).toBe(401);
    expect(
      (await call(s, 'chatSend', { body: { client_message_id: 'x', text: 'hi' } })).status,
    ).toBe(401);
    expect((await call(s, 'chatStream')).status).toBe(401);
  });

  it('sends and lists the conversation, oldest first, paged backwards', async () => {
    const first = await send(alice, { text: '  Hello, I have a question\nabout fees.  ' });
    expect(first.status, first.text).toBe(200);
    expect(first.json.data).toMatchObject({
      author: 'client',
      text: 'Hello, I have a question\nabout fees.',
      attachments: [],
      read: false,
    });
    for (const text of ['two', 'three']) expect((await send(alice, { text })).status).toBe(200);
    const all = await page(alice);
    expect(all.list.map((m) => m.text)).toEqual([
      'Hello, I have a question\nabout fees.',
      'two',
      'three',
    ]);
    expect(all.has_more).toBe(false);
    const newest = await page(alice, { size: '2' });
    expect(newest.list.map((m) => m.text)).toEqual(['two', 'three']);
    expect(newest.has_more).toBe(true);
    const older = await page(alice, { size: '2', before: String(newest.list[0]!.seq) });
    expect(older.list.map((m) => m.text)).toEqual(['Hello, I have a question\nabout fees.']);
    expect(older.has_more).toBe(false);
  });

  it('answers a retried send with the same message, once; another text under its id is 422', async () => {
    const body = { client_message_id: 'retry-1', text: 'Once only' };
    const a = await call<ChatMessage>(s, 'chatSend', { token: bob.token, body });
    const b = await call<ChatMessage>(s, 'chatSend', { token: bob.token, body });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json.data?.id).toBe(a.json.data?.id);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect((await page(bob)).list.filter((m) => m.text === 'Once only')).toHaveLength(1);
    const other = await call(s, 'chatSend', {
      token: bob.token,
      body: { client_message_id: 'retry-1', text: 'Something else' },
    });
    expect(other.status).toBe(422);
    expect(other.json.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses control characters, empty and over-long text with a 4xx and a field code', async () => {
    for (const text of ['bell\u0007', 'nul\u0000', 'esc\u001b[31m']) {
      const res = await send(alice, { text });
      expect(res.status, text).toBe(400);
      expect(res.json.errors?.[0]).toMatchObject({ path: 'text' });
    }
    const empty = await send(alice, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.errors?.[0]).toMatchObject({ path: 'text', code: 'empty' });
    const long = await send(alice, { text: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.json.errors?.[0]).toMatchObject({ path: 'text', code: 'too_long' });
    const badId = await call(s, 'chatSend', {
      token: alice.token,
      body: { client_message_id: 'no spaces', text: 'hi' },
    });
    expect(badId.status).toBe(400);
  });

  it('attaches only images the client uploaded for the chat', async () => {
    const form = new FormData();
    form.set('purpose', 'chat_image');
    form.set('file', new Blob([PNG_2X2], { type: 'image/png' }), 'a.png');
    const up = await call<{ id: string }>(s, 'uploadImage', { token: alice.token, form });
    expect(up.status, up.text).toBe(200);
    const id = up.json.data!.id;
    const sent = await send(alice, { text: '', attachments: [id] });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.data?.attachments).toEqual([{ id, url: `/upload/app/v1/file/${id}` }]);
    // bob cannot attach alice's image, nor an id that is nobody's
    const foreign = await send(bob, { text: 'look', attachments: [id] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors?.[0]).toMatchObject({ path: 'attachments', code: 'unknown_image' });
    expect((await send(bob, { text: 'x', attachments: ['nope'] })).status).toBe(400);
  });

  it('keeps each conversation to its client: another client and another tenant see nothing', async () => {
    const bobs = await page(bob);
    expect(bobs.list.every((m) => m.text !== 'two')).toBe(true);
    expect((await page(carol)).list).toEqual([]);
    // alice's token with the other tenant's header is refused
    const cross = await call(s, 'chatMessages', { token: alice.token }, 'other');
    expect(cross.status).toBe(403);
    const same = await send(carol, { client_message_id: 'retry-1', text: 'Other tenant' });
    expect(same.status).toBe(200);
    expect((await page(bob)).list.filter((m) => m.text === 'Other tenant')).toEqual([]);
  });

  it('sends the greeting once per 4 hours per client (spec 7)', async () => {
    const dave = await signedInClient(s);
    const greet = async () => {
      // the clock moves past the access token's life: sign in again as the same client
      const token = await accessToken(s, 'demo', dave);
      return call<{ message: ChatMessage | null }>(s, 'chatGreeting', { token });
    };
    const first = await greet();
    expect(first.status, first.text).toBe(200);
    expect(first.json.data?.message).toMatchObject({ author: 'system', key: 'greeting' });
    expect((await greet()).json.data?.message).toBeNull();
    s.clock.advance(4 * HOUR - 60_000);
    expect((await greet()).json.data?.message).toBeNull();
    // another client is greeted on their own clock
    const other = await signedInClient(s);
    expect(
      (await call<{ message: unknown }>(s, 'chatGreeting', { token: other.token })).json.data
        ?.message,
    ).toMatchObject({ key: 'greeting' });
    s.clock.advance(60_000);
    expect((await greet()).json.data?.message).toMatchObject({ key: 'greeting' });
    const token = await accessToken(s, 'demo', dave);
    const list = await page({ ...dave, token });
    expect(list.list.filter((m) => m.key === 'greeting')).toHaveLength(2);
  });

  it('keeps read marks per side: the advisor reads by replying, the client by marking read', async () => {
    const fay = await signedInClient(s);
    expect((await send(fay, { text: 'Is my deposit in?' })).status).toBe(200);
    const waiting = await bo('chat:list', '--tenant', 'demo');
    expect(waiting.code, waiting.out).toBe(0);
    expect(waiting.out).toContain(fay.username);
    expect(waiting.out).toContain('Is my deposit in?');
    const replied = await bo(
      'chat:reply',
      fay.username,
      'Yes, it was credited.',
      '--tenant',
      'demo',
    );
    expect(replied.code, replied.out).toBe(0);
    // no chat was open: the answer is in the message centre too
    expect(replied.out).toContain('message centre');
    const inbox = await call<Message[]>(s, 'messageList', { token: fay.token });
    expect(inbox.json.data?.map((m) => m.body)).toContain('Yes, it was credited.');
    expect((await bo('chat:list', '--tenant', 'demo')).out).not.toContain(fay.username);
    const list = (await page(fay)).list;
    expect(list.map((m) => [m.author, m.read])).toEqual([
      ['client', true],
      ['advisor', false],
    ]);
    expect(await unread(fay)).toBe(1);
    const read = await call<{ count: number }>(s, 'chatRead', { token: fay.token });
    expect(read.json.data?.count).toBe(1);
    expect(await unread(fay)).toBe(0);
    expect((await page(fay)).list.at(-1)?.read).toBe(true);
    // bob's marks are his own
    expect(await unread({ ...bob, token: await accessToken(s, 'demo', bob) })).toBe(0);
  });

  it("pushes the advisor's chat:reply to the open chat, live", async () => {
    const gus = await signedInClient(s);
    expect((await send(gus, { text: 'Anyone there?' })).status).toBe(200);
    const controller = new AbortController();
    const res = await fetch(new URL('/chat/app/v1/stream', s.url), {
      headers: { authorization: `Bearer ${gus.token}`, 'x-tenant-id': 'demo' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const next = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`stream ended: ${received}`);
        received += chunk.value;
      }
    };
    await next(/retry: 3000/);
    const replied = await bo('chat:reply', gus.id, 'Here to help.', '--tenant', 'demo');
    expect(replied.code, replied.out).toBe(0);
    expect(replied.out).toContain('delivered live');
    await next(/event: message\ndata: (.*)\n\n/);
    const data = /event: message\ndata: (.*)\n\n/.exec(received)![1]!;
    expect(JSON.parse(data)).toMatchObject({ author: 'advisor', text: 'Here to help.' });
    // his own earlier message is not repeated: the stream starts after what he had
    expect(received).not.toContain('Anyone there?');
    controller.abort();
    // a live answer is not copied to the message centre
    const inbox = await call<Message[]>(s, 'messageList', { token: gus.token });
    expect(inbox.json.data?.map((m) => m.body)).not.toContain('Here to help.');
  });

  it('catches a reconnecting stream up from its Last-Event-ID', async () => {
    const hal = await signedInClient(s);
    const first = await send(hal, { text: 'one' });
    await send(hal, { text: 'two' });
    const controller = new AbortController();
    const res = await fetch(new URL('/chat/app/v1/stream', s.url), {
      headers: {
        authorization: `Bearer ${hal.token}`,
        'x-tenant-id': 'demo',
        'last-event-id': String(first.json.data!.seq),
      },
      signal: controller.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('"two"')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += chunk.value;
    }
    controller.abort();
    expect(received).toContain('"text":"two"');
    expect(received).not.toContain('"text":"one"');
  });

  it('throttles sends (429 with Retry-After)', async () => {
    const erin = await signedInClient(s);
    for (let i = 0; i < CHAT_SEND_LIMIT.limit; i += 1) {
      expect((await send(erin, { text: `m${i}` })).status).toBe(200);
    }
    const refused = await send(erin, { text: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
