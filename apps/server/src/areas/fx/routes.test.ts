// FX over real HTTP: a locked quote, the exchange at it (one ledger transaction against
// FX clearing), expiry, spec 5 rules, idempotency, an unavailable feed.
import type { FxExchange, FxQuote } from '@invest/api/contract';
import { Money, QUOTE_VALIDITY_MS } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { permissionDenied, setAccess, type SignedIn } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import { balanceOf, credit, keyed, ledgerSnapshot, moneyClient } from '../withdrawals/testSupport';
import { clientRate, setFxProvider, simulatedFeed } from '../../platform/fxRates';
import { setFxSpread } from './service';

describe.each(databaseKinds())('FX on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;

  const quote = (who: SignedIn, from = 'USD', to = 'PLN') =>
    call<FxQuote>(s, 'fxRate', { token: who.token, query: { from, to } });
  const exchange = (who: SignedIn, body: Record<string, unknown>, key?: string) =>
    call<FxExchange>(s, 'fxExchange', { token: who.token, headers: keyed(key), body });

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    // both countries hold accounts: USD and PLN
    await s.db.db
      .updateTable('tenant_countries')
      .set({ for_accounts: true })
      .where('tenant_id', '=', 'demo')
      .execute();
    alice = await moneyClient(s);
    await credit(s, alice, '1000.00');
  });
  afterAll(() => s.close());

  it('the feed is deterministic and the spread is taken off the mid', () => {
    const at = new Date('2026-01-01T10:00:00Z');
    expect(simulatedFeed.midRate('USD', 'PLN', at)).toBe(simulatedFeed.midRate('USD', 'PLN', at));
    const mid = simulatedFeed.midRate('USD', 'PLN', at)!;
    const withSpread = clientRate(simulatedFeed, 'USD', 'PLN', at, 50)!;
    expect(Number(withSpread)).toBeLessThan(Number(mid));
    expect(simulatedFeed.midRate('USD', 'XXX', at)).toBeUndefined();
  });

  it('exchanges at the quoted rate: source minus amount, target plus converted, ledger balanced', async () => {
    const q = (await quote(alice)).json.data!;
    expect(q.valid_ms).toBe(QUOTE_VALIDITY_MS);
    const res = await exchange(alice, {
      quote_id: q.quote_id,
      from: 'USD',
      to: 'PLN',
      amount: '100.00',
    });
    expect(res.status).toBe(200);
    const expected = Money.of('100.00', 'USD').convert(q.rate, 'PLN').toString();
    expect(res.json.data).toMatchObject({ amount: '100.00', converted: expected });
    expect((await balanceOf(s, alice, 'USD')).available).toBe('900.00');
    expect((await balanceOf(s, alice, 'PLN')).available).toBe(expected);
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
  });

  it("the quote carries the mid rate and the back office's fx:spread; the rate is the mid less it", async () => {
    await setFxSpread({ db: s.db.db, clock: () => s.clock.now }, 'demo', 120);
    s.clock.freeze();
    try {
      const at = s.clock.now;
      const q = (await quote(alice)).json.data!;
      expect(q.mid_rate).toBe(simulatedFeed.midRate('USD', 'PLN', at));
      expect(q.spread_percent).toBe('1.20');
      expect(q.rate).toBe(clientRate(simulatedFeed, 'USD', 'PLN', at, 120));
      // what the client gives up against the mid is the spread, never more
      const atMid = Money.of('100.00', 'USD').convert(q.mid_rate, 'PLN');
      const atRate = Money.of('100.00', 'USD').convert(q.rate, 'PLN');
      expect(atMid.sub(atRate).isNegative()).toBe(false);
    } finally {
      s.clock.thaw();
      await setFxSpread({ db: s.db.db, clock: () => s.clock.now }, 'demo', 50);
    }
  });

  it("after the window: 409 FX_QUOTE_EXPIRED ('Please get the latest quotation again')", async () => {
    const q = (await quote(alice)).json.data!;
    s.clock.advance(QUOTE_VALIDITY_MS + 1000);
    const before = await ledgerSnapshot(s.db.db, 'demo');
    const res = await exchange(alice, {
      quote_id: q.quote_id,
      from: 'USD',
      to: 'PLN',
      amount: '1.00',
    });
    expect([res.status, res.json.code]).toEqual([409, 'FX_QUOTE_EXPIRED']);
    expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
  });

  it('idempotent: one exchange per key', async () => {
    const q = (await quote(alice)).json.data!;
    const body = { quote_id: q.quote_id, from: 'USD', to: 'PLN', amount: '10.00' };
    const a = await exchange(alice, body, 'fx-key-1');
    const b = await exchange(alice, body, 'fx-key-1');
    expect(b.json.data).toEqual(a.json.data);
    expect((await balanceOf(s, alice, 'USD')).available).toBe('890.00');
  });

  it.each([
    ['more than available: 422 INSUFFICIENT_BALANCE', { amount: '5000.00' }, 422],
    ['an amount as a number', { amount: 5 }, 400],
    ['negative', { amount: '-1.00' }, 400],
    ['zero', { amount: '0' }, 400],
    ['too many decimals', { amount: '1.234' }, 400],
    ['1e309', { amount: '1e309' }, 400],
    ['a NUL', { amount: '1\u0000' }, 400],
    ['another pair than quoted', { to: 'EUR' }, 400],
  ])('%s', async (_what, patch, status) => {
    const q = (await quote(alice)).json.data!;
    const before = await ledgerSnapshot(s.db.db, 'demo');
    const res = await exchange(alice, {
      quote_id: q.quote_id,
      from: 'USD',
      to: 'PLN',
      amount: '1.00',
      ...patch,
    });
    expect(res.status).toBe(status);
    expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
  });

  // one grammar (domain decimal.ts): what the wire does not write canonically is refused
  // with a field code, and nothing is exchanged
  it.each([
    ['a leading point', '.5'],
    ['a trailing point', '5.'],
    ['leading zeros', '00010'],
    ['surrounding spaces', ' 10 '],
    ['a no-break space', '\u00a010'],
  ])('an amount with %s (%j): 400 invalid_amount, balances unchanged', async (_what, amount) => {
    const q = (await quote(alice)).json.data!;
    const before = await ledgerSnapshot(s.db.db, 'demo');
    const balances = [await balanceOf(s, alice, 'USD'), await balanceOf(s, alice, 'PLN')];
    const res = await exchange(alice, { quote_id: q.quote_id, from: 'USD', to: 'PLN', amount });
    expect([res.status, res.json.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.json.errors).toEqual([
      expect.objectContaining({ path: 'amount', code: 'invalid_amount' }),
    ]);
    expect([await balanceOf(s, alice, 'USD'), await balanceOf(s, alice, 'PLN')]).toEqual(balances);
    expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
  });

  it("another client's quote: 404", async () => {
    const bob = await moneyClient(s);
    const q = (await quote(bob)).json.data!;
    const res = await exchange(alice, {
      quote_id: q.quote_id,
      from: 'USD',
      to: 'PLN',
      amount: '1.00',
    });
    expect(res.status).toBe(404);
  });

  it('an empty source account: 400 fx_source_empty; nothing anywhere: all_accounts_zero_balance', async () => {
    const bob = await moneyClient(s);
    const q = (await quote(bob)).json.data!;
    const res = await exchange(bob, {
      quote_id: q.quote_id,
      from: 'USD',
      to: 'PLN',
      amount: '1.00',
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      expect.objectContaining({ code: 'all_accounts_zero_balance' }),
    ]);
  });

  it("an unavailable feed: 503 FX_RATE_UNAVAILABLE ('FX rate unavailable')", async () => {
    const previous = setFxProvider({ midRate: () => undefined });
    try {
      const res = await quote(alice);
      expect([res.status, res.json.code]).toEqual([503, 'FX_RATE_UNAVAILABLE']);
    } finally {
      setFxProvider(previous);
    }
  });
  describe('spec 6 feature access: the fx feature, for the quote and the exchange', () => {
    const body = { quote_id: 'q', from: 'USD', to: 'PLN', amount: '10.00' };
    const refused = async (who: SignedIn, expected: object) => {
      const before = await ledgerSnapshot(s.db.db, 'demo');
      const quoted = await quote(who);
      expect({ status: quoted.status, ...quoted.json }).toMatchObject(expected);
      const res = await exchange(who, body);
      expect({ status: res.status, ...res.json }).toMatchObject(expected);
      expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
      expect((await balanceOf(s, who, 'USD')).available).toBe('100.00');
    };
    const client = async () => {
      const who = await moneyClient(s);
      await credit(s, who, '100.00');
      return who;
    };

    it("without the 'fx' permission: 403 PERMISSION_DENIED; a quote taken before cannot be used", async () => {
      const who = await client();
      const q = (await quote(who)).json.data!;
      await setAccess(s, who, { perms: ['deposit', 'withdraw'] });
      await refused(who, permissionDenied('fx', 'missing_permission', { permission: 'fx' }));
      const res = await exchange(who, { ...body, quote_id: q.quote_id });
      expect([res.status, res.json.code]).toEqual([403, 'PERMISSION_DENIED']);
    });

    it('the feature switched off (allow: false): 403 feature_disabled', async () => {
      const who = await client();
      await setAccess(s, who, { features: { fx: { allow: false } } });
      await refused(who, permissionDenied('fx', 'feature_disabled'));
    });

    it('below the minimum VIP level or score: 403 with the required and the own level', async () => {
      const who = await client();
      await setAccess(s, who, { vip: 1, features: { fx: { vip: 4 } } });
      await refused(who, permissionDenied('fx', 'vip_required', { required: 4, level: 1 }));
      await setAccess(s, who, { vip: 4, features: { fx: { score: 701 } } });
      await refused(who, permissionDenied('fx', 'score_required', { required: 701, score: 700 }));
    });

    it('with the permission and the requirements met: quote and exchange go through', async () => {
      const who = await client();
      await setAccess(s, who, { perms: ['fx'], vip: 4, features: { fx: { vip: 4, allow: true } } });
      const q = (await quote(who)).json.data!;
      const res = await exchange(who, { ...body, quote_id: q.quote_id });
      expect(res.status).toBe(200);
      expect((await balanceOf(s, who, 'USD')).available).toBe('90.00');
    });
  });
});
