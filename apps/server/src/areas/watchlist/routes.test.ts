// The watchlist over real HTTP: add, list, reorder, remove; a client never sees
// or changes another's list (404), a token of another tenant is refused (403), bad input is a 4xx.
import type { WatchlistItem } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { signedInClient, type SignedIn } from '../client/testSupport';

describe.each(databaseKinds())('the watchlist on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;
  let carol: SignedIn;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'other');
    alice = await signedInClient(s);
    bob = await signedInClient(s);
    carol = await signedInClient(s, 'other');
  });
  afterAll(() => s.close());

  const list = async (who: SignedIn) => {
    const res = await call<WatchlistItem[]>(s, 'watchlistList', { token: who.token }, who.tenant);
    expect(res.status, res.text).toBe(200);
    return (res.json.data as WatchlistItem[]).map((i) => `${i.market}:${i.symbol}`);
  };
  const add = (who: SignedIn, body: unknown) =>
    call<WatchlistItem[]>(s, 'watchlistAdd', { token: who.token, body }, who.tenant);

  it('needs a signed-in client', async () => {
    expect((await call(s, 'watchlistList')).status).toBe(401);
    expect((await call(s, 'watchlistAdd', { body: { symbol: 'AAPL' } })).status).toBe(401);
  });

  it('adds listings at the end, once each, and lists them in order', async () => {
    expect((await add(alice, { symbol: 'AAPL' })).status).toBe(200);
    expect((await add(alice, { symbol: 'tcs', market: 'NSE' })).status).toBe(200);
    const again = await add(alice, { symbol: 'AAPL', market: 'NASDAQ' });
    expect(again.status).toBe(200);
    expect(again.json.data?.map((i) => i.position)).toEqual([0, 1]);
    expect(again.json.data?.[1]).toMatchObject({ symbol: 'TCS', market: 'NSE', country: 'IN' });
    expect(await list(alice)).toEqual(['NASDAQ:AAPL', 'NSE:TCS']);
    expect(await list(bob)).toEqual([]);
  });

  it('refuses unknown listings and bad input with a 4xx', async () => {
    const unknown = await add(alice, { symbol: 'NOPE' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('STOCK_DATA_UNAVAILABLE');
    expect((await add(alice, {})).status).toBe(400);
    expect((await add(alice, { symbol: 'x'.repeat(50) })).status).toBe(400);
    expect((await add(alice, { symbol: 'AAPL', market: 'NOWHERE-LONG-NAME' })).status).toBe(400);
    const badOrder = await call(
      s,
      'watchlistReorder',
      { token: alice.token, body: { items: [{ symbol: 'AAPL' }] } },
      'demo',
    );
    expect(badOrder.status).toBe(400);
    const notArray = await call(
      s,
      'watchlistReorder',
      { token: alice.token, body: { items: 'AAPL' } },
      'demo',
    );
    expect(notArray.status).toBe(400);
  });

  it('reorders the whole list', async () => {
    const res = await call<WatchlistItem[]>(
      s,
      'watchlistReorder',
      {
        token: alice.token,
        body: { items: [{ symbol: 'TCS', market: 'NSE' }, { symbol: 'AAPL' }] },
      },
      'demo',
    );
    expect(res.status, res.text).toBe(200);
    expect(await list(alice)).toEqual(['NSE:TCS', 'NASDAQ:AAPL']);
  });

  it('removes only from the caller’s list: another client’s symbol is a 404', async () => {
    await add(bob, { symbol: 'MSFT' });
    const foreign = await call(
      s,
      'watchlistRemove',
      { token: alice.token, params: { symbol: 'MSFT' } },
      'demo',
    );
    expect(foreign.status).toBe(404);
    expect(await list(bob)).toEqual(['NASDAQ:MSFT']);
    const removed = await call<WatchlistItem[]>(
      s,
      'watchlistRemove',
      { token: alice.token, params: { symbol: 'AAPL' } },
      'demo',
    );
    expect(removed.status).toBe(200);
    expect(await list(alice)).toEqual(['NSE:TCS']);
    const twice = await call(
      s,
      'watchlistRemove',
      { token: alice.token, params: { symbol: 'AAPL' } },
      'demo',
    );
    expect(twice.status).toBe(404);
  });

  it('refuses a token used with another tenant (403) and keeps tenants apart', async () => {
    const crossed = await call(s, 'watchlistList', { token: carol.token }, 'demo');
    expect(crossed.status).toBe(403);
    const crossedAdd = await call(
      s,
      'watchlistAdd',
      { token: alice.token, body: { symbol: 'AAPL' } },
      'other',
    );
    expect(crossedAdd.status).toBe(403);
    expect(await list(carol)).toEqual([]);
  });
});
