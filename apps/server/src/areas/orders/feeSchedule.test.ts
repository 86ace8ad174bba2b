// A tenant's commission schedule (the back office's fees:show / fees:set / fees:reset): kept per
// market in the database, validated, and charged by the quote and the fill of that tenant only.
import type { TradeOrder, TradeQuote } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant } from '../../testing/fixtures';
import { call, type TestServer, backoffice } from '../../testing/harness';
import type { SignedIn } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import { credit, moneyClient, PIN } from '../withdrawals/testSupport';
import { place, quote, tick, trader, tradingServer } from './testSupport';

const commissionOf = (fees: { id: string; amount: string }[]) =>
  fees.find((f) => f.id === 'commission')?.amount;

/** The commission of a gross at `rate`, at least `min`, half-even to cents (as the quote does). */
const expected = (gross: string, rate: number, min = 0) => {
  const c = Math.max(Number(gross) * rate, min);
  return c.toFixed(2);
};

describe.each(databaseKinds())('a tenant fee schedule on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
    await insertTenant(s.db.db, 'other');
  });
  afterAll(() => s.close());

  const bo = (...argv: string[]) => backoffice(s, ...argv);

  async function otherTrader(): Promise<SignedIn> {
    const who = await moneyClient(s, 'other');
    await credit(s, who, '10000.00');
    const unlocked = await call(s, 'tradeUnlock', {
      token: who.token,
      tenant: 'other',
      body: { pin: PIN },
    });
    expect(unlocked.status).toBe(200);
    return who;
  }

  it('shows the default schedule of every market, then the one set, and resets it', async () => {
    const shown = await bo('fees:show', '--tenant', 'demo');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/US\s+0\.0005\s+-\s+-\s+default/);
    expect(shown.stdout).toMatch(/IN\s+0\.0005\s+-\s+-\s+default/);
    const set = await bo(
      'fees:set',
      '--tenant',
      'demo',
      '--market',
      'IN',
      '--rate',
      '0.0003',
      '--min',
      '20.00',
      '--max',
      '200',
    );
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('IN');
    const after = await bo('fees:show', '--tenant', 'demo');
    expect(after.stdout).toMatch(/IN\s+0\.0003\s+20\.00 INR\s+200\.00 INR\s+tenant/);
    expect(after.stdout).toMatch(/US\s+0\.0005\s+-\s+-\s+default/);
    // another tenant keeps the default
    expect((await bo('fees:show', '--tenant', 'other')).stdout).toMatch(
      /IN\s+0\.0005\s+-\s+-\s+default/,
    );
    expect((await bo('fees:reset', '--tenant', 'demo', '--market', 'IN')).code).toBe(0);
    expect((await bo('fees:show', '--tenant', 'demo')).stdout).toMatch(
      /IN\s+0\.0005\s+-\s+-\s+default/,
    );
  });

  it.each([
    [['--rate', 'abc'], 'rate'],
    [['--rate', '-0.001'], 'rate'],
    [['--rate', '1e-3'], 'rate'],
    [['--rate', '0.5'], 'rate'],
    [['--rate', '0.001', '--min', '-1'], 'min'],
    [['--rate', '0.001', '--min', '1.005'], 'min'],
    [['--rate', '0.001', '--min', '100000'], 'min'],
    [['--rate', '0.001', '--min', '5', '--max', '2'], 'min'],
    [['--rate', '0.001', '--max', 'ten'], 'max'],
  ])('refuses %j with a readable error naming %s, and changes nothing', async (args, field) => {
    const res = await bo('fees:set', '--tenant', 'demo', '--market', 'US', ...args);
    expect(res.code).toBe(1);
    expect(res.stdout).toContain(field);
    expect(res.stdout).toMatch(/^Error: /);
    expect((await bo('fees:show', '--tenant', 'demo')).stdout).toMatch(
      /US\s+0\.0005\s+-\s+-\s+default/,
    );
  });

  it('refuses an unknown market or tenant', async () => {
    const market = await bo('fees:set', '--tenant', 'demo', '--market', 'XX', '--rate', '0.001');
    expect(market.code).toBe(1);
    expect(market.stdout).toContain('market');
    const tenant = await bo('fees:show', '--tenant', 'nobody');
    expect(tenant.code).toBe(1);
    expect(tenant.stdout).toContain('nobody');
  });

  it("charges the new schedule in the tenant's quote and fill; a working order keeps its own; another tenant is unaffected", async () => {
    const who = await trader(s);
    const before = (await quote(s, who)).json.data!;
    expect(commissionOf(before.fees)).toBe(expected(before.gross, 0.0005));
    // a limit buy placed under the old schedule, working until the next tick
    const limit = (Math.ceil(Number(before.price) * 1.2 * 100) / 100).toFixed(2);
    const working = (await place(s, who, { type: 'limit', limit_price: limit })).json.data!;
    expect(working.status).toBe('pending');

    const set = await bo(
      'fees:set',
      '--tenant',
      'demo',
      '--market',
      'US',
      '--rate',
      '0.002',
      '--min',
      '5.00',
    );
    expect(set.code).toBe(0);

    // a market order on a quote priced under the old schedule: its figures no longer hold
    const stale = await place(s, who, { quote_id: before.id });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('QUOTE_EXPIRED');

    const q = (await quote(s, who)).json.data!;
    expect(commissionOf(q.fees)).toBe(expected(q.gross, 0.002, 5));
    expect(Number(commissionOf(q.fees))).toBeGreaterThanOrEqual(5);
    const filled = (await place(s, who)).json.data!;
    expect(filled.status).toBe('settle');
    expect(commissionOf(filled.fees)).toBe(expected(filled.buy_amount, 0.002, 5));

    // the order placed before the change fills at the commission it was placed (and held) with
    s.clock.advance(1_000);
    await tick(s);
    const old = (
      await call<TradeOrder>(s, 'tradeOrderDetail', {
        token: who.token,
        params: { id: working.id },
      })
    ).json.data!;
    expect(old.status).toBe('settle');
    expect(commissionOf(old.fees)).toBe(expected(old.buy_amount, 0.0005));

    // another tenant's quote and fill keep the default
    const stranger = await otherTrader();
    const theirs = await call<TradeQuote>(s, 'tradeQuote', {
      token: stranger.token,
      tenant: 'other',
      body: {
        exchange: 'NASDAQ',
        symbol: 'AAPL',
        side: 'buy',
        type: 'market',
        time_in_force: 'day',
        quantity: '2',
        account: 'USD',
      },
    });
    expect(theirs.status).toBe(200);
    expect(commissionOf(theirs.json.data!.fees)).toBe(expected(theirs.json.data!.gross, 0.0005));
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
    expect((await bo('fees:reset', '--tenant', 'demo', '--market', 'US')).code).toBe(0);
  });

  it('prices the estimated selling fees of a position with the schedule', async () => {
    const who = await trader(s);
    expect((await place(s, who)).status).toBe(200);
    expect(
      (await bo('fees:set', '--tenant', 'demo', '--market', 'US', '--rate', '0', '--min', '25.00'))
        .code,
    ).toBe(0);
    const positions = await call<{ list: { symbol: string; est_sell_fees: string }[] }>(
      s,
      'tradePositions',
      { token: who.token },
    );
    const aapl = positions.json.data!.list.find((p) => p.symbol === 'AAPL')!;
    expect(Number(aapl.est_sell_fees)).toBeGreaterThanOrEqual(25);
    expect((await bo('fees:reset', '--tenant', 'demo', '--market', 'US')).code).toBe(0);
  });
});
