// The message centre over real HTTP: list (newest first, deleted ones gone), mark read, delete
// all; a client never sees or changes another's messages. postMessage is the back office's.
import type { Message } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { postMessage } from './service';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { signedInClient, type SignedIn } from '../client/testSupport';

describe.each(databaseKinds())('messages on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;
  const ids: Record<string, string> = {};

  const list = async (who: SignedIn) => {
    const res = await call<Message[]>(s, 'messageList', { token: who.token });
    expect(res.status).toBe(200);
    return res.json.data as Message[];
  };

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    alice = await signedInClient(s);
    bob = await signedInClient(s);
    const base = Date.parse('2025-03-01T09:00:00Z');
    for (const [i, title] of ['Welcome', 'KYC approved', 'Deposit received'].entries()) {
      ids[title] = (
        await postMessage(s.db.db, {
          tenantId: 'demo',
          userId: alice.id,
          title,
          body: `${title} body`,
          createdAt: new Date(base + i * 60_000),
        })
      ).id;
    }
    ids.bob = (
      await postMessage(s.db.db, { tenantId: 'demo', userId: bob.id, title: 'For Bob', body: 'b' })
    ).id;
  });
  afterAll(() => s.close());

  it('lists the caller’s messages, newest first, all unread', async () => {
    const messages = await list(alice);
    expect(messages.map((m) => m.title)).toEqual(['Deposit received', 'KYC approved', 'Welcome']);
    expect(messages[2]).toEqual({
      id: ids.Welcome,
      title: 'Welcome',
      body: 'Welcome body',
      read: false,
      created_at: '2025-03-01T09:00:00.000Z',
    });
    expect((await list(bob)).map((m) => m.title)).toEqual(['For Bob']);
  });

  it("marks the given messages read, ignoring another user's ids", async () => {
    const res = await call(s, 'messageRead', {
      token: alice.token,
      body: { ids: [ids.Welcome, ids.Welcome, ids.bob, 'unknown'] },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ count: 1 });
    const read = (await list(alice)).filter((m) => m.read).map((m) => m.title);
    expect(read).toEqual(['Welcome']);
    // bob's message is untouched
    expect((await list(bob))[0]?.read).toBe(false);
    // already read: nothing more to mark
    const again = await call(s, 'messageRead', {
      token: alice.token,
      body: { ids: [ids.Welcome] },
    });
    expect(again.json.data).toEqual({ count: 0 });
    const none = await call(s, 'messageRead', { token: alice.token, body: { ids: [] } });
    expect(none.json.data).toEqual({ count: 0 });
  });

  it('marks all of the caller’s messages read when no ids are given', async () => {
    const res = await call(s, 'messageRead', { token: alice.token, body: {} });
    expect(res.json.data).toEqual({ count: 2 });
    expect((await list(alice)).every((m) => m.read)).toBe(true);
    expect((await list(bob))[0]?.read).toBe(false);
  });

  it('refuses a malformed body with 400', async () => {
    // A control character in an id is refused by the contract like any other field
    for (const body of [
      { ids: 'all' },
      { ids: [1, 2] },
      { ids: Array(501).fill('x') },
      { ids: ['\u0000'] },
    ]) {
      const res = await call(s, 'messageRead', { token: alice.token, body });
      expect(res.status).toBe(400);
    }
    // ids no message can have match nothing (and never reach the database)
    const odd = await call(s, 'messageRead', {
      token: alice.token,
      body: { ids: ['%00', "x' or 1=1 --", ''] },
    });
    expect(odd.status).toBe(200);
    expect(odd.json.data).toEqual({ count: 0 });
  });

  it('deletes all of the caller’s messages (softly) and only theirs', async () => {
    const res = await call(s, 'messageDeleteAll', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ count: 3 });
    expect(await list(alice)).toEqual([]);
    expect((await list(bob)).map((m) => m.title)).toEqual(['For Bob']);
    const kept = await s.db.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', alice.id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(3);
    const again = await call(s, 'messageDeleteAll', { token: alice.token });
    expect(again.json.data).toEqual({ count: 0 });
    // a message posted afterwards shows up again
    await postMessage(s.db.db, { tenantId: 'demo', userId: alice.id, title: 'New', body: 'n' });
    expect((await list(alice)).map((m) => m.title)).toEqual(['New']);
  });

  it('needs a signed-in user', async () => {
    expect((await call(s, 'messageList', {})).status).toBe(401);
    expect((await call(s, 'messageRead', { body: {} })).status).toBe(401);
    expect((await call(s, 'messageDeleteAll', {})).status).toBe(401);
  });

  it('postMessage checks its input and the client', async () => {
    await expect(
      postMessage(s.db.db, { tenantId: 'demo', userId: alice.id, title: ' ', body: 'x' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      postMessage(s.db.db, { tenantId: 'demo', userId: alice.id, title: 'x', body: '' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      postMessage(s.db.db, { tenantId: 'demo', userId: alice.id, title: 'a\u0000b', body: 'y' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      postMessage(s.db.db, { tenantId: 'other', userId: alice.id, title: 'x', body: 'y' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
