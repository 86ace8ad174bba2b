// The AI day-trading product over real HTTP (spec 1, 3 'period, daily return'): created by the
// back office, subscribed with an amount, allotted at pub_time into the client's invested
// bucket, a daily return per trading day of its exchange credited by the scheduler (exact
// decimals, rounded in the house's favour, once a day whatever the looks, every missed day
// caught up after a downtime), the principal returned at the end of the period, and an early
// redemption only where the product allows it. The ledgers are verified after each flow.
import type { OfferingSubscription, OfferingWithSubscriptions } from '@invest/api/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/program';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import type { SignedIn } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import { trader, tradingServer, usd } from '../orders/testSupport';
import { later, MINUTE, openOffering, runJobs, subscribeTo } from './testSupport';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Monday 2027-03-01 10:00 UTC: the tests' week (no NASDAQ holiday in it). */
const MONDAY = Date.parse('2027-03-01T10:00:00Z');

describe.each(databaseKinds())('AI day trading on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
    s.clock.advance(MONDAY - s.clock.now.getTime());
  });
  afterAll(() => s.close());

  const verified = async () =>
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });

  /** Moves the server's clock to `at` (epoch ms), renewing the clients' sessions. */
  const until = (at: number, ...who: SignedIn[]) => later(s, at - s.clock.now.getTime(), ...who);

  /** An AI product of 3 trading days at `daily_return` % a day, units of 100 USD. */
  const aiOffering = (over: Record<string, unknown> = {}) =>
    openOffering(s, {
      kind: 'ai_day_trading',
      symbol: 'NVDA',
      offer_price: '1',
      lot_size: '100',
      total_lots: 1000,
      max_lots: 100,
      period: 3,
      daily_return: '0.3333',
      at: { start: -MINUTE, end: 10 * MINUTE, pub: 20 * MINUTE, listed: null },
      ...over,
    });

  const mine = async (who: SignedIn, offeringId: string): Promise<OfferingSubscription> => {
    const res = await call<OfferingWithSubscriptions>(s, 'productDetail', {
      token: who.token,
      tenant: who.tenant,
      params: { id: offeringId },
    });
    return res.json.data!.subscriptions[0]!;
  };
  const redeem = (who: SignedIn, id: string, key: string = randomUUID()) =>
    call<OfferingSubscription>(s, 'productSubscriptionRedeem', {
      token: who.token,
      tenant: who.tenant,
      params: { id },
      headers: { 'Idempotency-Key': key },
    });

  it('credits a return per trading day, once, rounded down; returns the principal at the end', async () => {
    const o = await aiOffering();
    const who = await trader(s, '10000.00');
    const sub = await subscribeTo(s, who, o.id, { amount: '1000.00' });
    expect(sub.status, sub.text).toBe(200);
    expect(sub.json.data).toMatchObject({
      lots: 10,
      amount: '1000.00',
      state: 'awaiting',
      ai: null,
    });

    // allotted Monday 10:20: the money works from Tuesday, for three trading days
    await until(MONDAY + 20 * MINUTE, who);
    await runJobs(s);
    expect(await usd(s, who)).toMatchObject({
      available: '9000.00',
      frozen: '0.00',
      invested: '1000.00',
    });
    expect(await mine(who, o.id)).toMatchObject({
      state: 'allotted',
      status: 'holding',
      allotted_amount: '1000.00',
      refund_amount: '0.00',
      ai: {
        principal: '1000.00',
        accrued_return: '0.00',
        days_paid: 0,
        period_days: 3,
        first_day: '2027-03-02',
        last_day: '2027-03-04',
        matures_at: '2027-03-05T00:00:00.000Z',
        returned_at: null,
        redeemable: false,
      },
    });

    // Tuesday has not ended: nothing yet; once it has, 3.333 rounds down to 3.33, once
    await until(MONDAY + DAY + 13 * HOUR, who);
    await runJobs(s);
    expect((await mine(who, o.id)).ai).toMatchObject({ accrued_return: '0.00', days_paid: 0 });
    await until(MONDAY + 2 * DAY, who);
    await runJobs(s);
    await runJobs(s);
    expect((await mine(who, o.id)).ai).toMatchObject({ accrued_return: '3.33', days_paid: 1 });
    expect(await usd(s, who)).toMatchObject({ available: '9003.33', invested: '1000.00' });

    // no product may be taken back early unless it says so
    const refused = await redeem(who, (await mine(who, o.id)).id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'REDEMPTION_NOT_ALLOWED' });
    expect(refused.json.errors).toEqual([
      expect.objectContaining({ path: 'subscription', code: 'redemption_not_allowed' }),
    ]);

    // down from Wednesday to Saturday: the two missed days and the principal at the first look;
    // the period posts 9.99 of the exact 9.999 (the house keeps the fraction of a cent)
    await until(MONDAY + 5 * DAY, who);
    const caught = await runJobs(s);
    expect(caught.failed).toEqual([]);
    const done = await mine(who, o.id);
    expect(done).toMatchObject({
      state: 'matured',
      status: 'sold',
      ai: {
        accrued_return: '9.99',
        days_paid: 3,
        returned_at: expect.any(String),
        redeemable: false,
      },
    });
    expect(await usd(s, who)).toMatchObject({
      available: '10009.99',
      frozen: '0.00',
      invested: '0.00',
    });
    // nothing is ever paid twice, whatever runs later
    await until(MONDAY + 9 * DAY, who);
    await runJobs(s);
    expect(await usd(s, who)).toMatchObject({ available: '10009.99', invested: '0.00' });
    await verified();
  });

  it('redeems early where the product allows it: the ended days paid, the principal back, once', async () => {
    const start = s.clock.now.getTime();
    const o = await aiOffering({ early_redemption: true, daily_return: '0.5', period: 5 });
    const who = await trader(s, '2000.00');
    const sub = (await subscribeTo(s, who, o.id, { lots: 10 })).json.data!;
    await until(start + 20 * MINUTE, who);
    await runJobs(s);
    expect(await mine(who, o.id)).toMatchObject({ ai: { redeemable: true } });
    // two whole days later, before any look of the scheduler: the redemption pays what has ended
    const first = (await mine(who, o.id)).ai!.first_day;
    await until(Date.parse(`${first}T00:00:00Z`) + DAY + 6 * HOUR, who);
    const key = randomUUID();
    const res = await redeem(who, sub.id, key);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      state: 'redeemed',
      status: 'sold',
      ai: {
        accrued_return: '5.00',
        days_paid: 1,
        redeemable: false,
        returned_at: expect.any(String),
      },
    });
    expect(await usd(s, who)).toMatchObject({ available: '2005.00', invested: '0.00' });
    const replay = await redeem(who, sub.id, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const again = await redeem(who, sub.id);
    expect(again.status).toBe(409);
    // later days earn nothing once it is redeemed
    await until(s.clock.now.getTime() + 7 * DAY, who);
    await runJobs(s);
    expect(await usd(s, who)).toMatchObject({ available: '2005.00', invested: '0.00' });
    // another client's subscription is not found
    const other = await redeem(await trader(s), sub.id);
    expect(other.status).toBe(404);
    await verified();
  });

  it('is created and listed by the back office; a negative daily return or no period is refused', async () => {
    let stdout = '';
    const bo = (...argv: string[]) => {
      stdout = '';
      return run(argv, {
        db: s.db.db,
        clock: () => s.clock.now,
        out: (t) => void (stdout += t),
        err: (t) => void (stdout += t),
      });
    };
    const at = (m: number) => new Date(s.clock.now.getTime() + m * MINUTE).toISOString();
    const json = (over: Record<string, unknown>) =>
      JSON.stringify({
        kind: 'ai_day_trading',
        exchange: 'NASDAQ',
        symbol: 'NVDA',
        offer_price: '1',
        lot_size: '100',
        total_lots: 100,
        max_lots: 10,
        period: 20,
        daily_return: '0.05',
        early_redemption: true,
        timeline: { start_time: at(1), end_time: at(60), pub_time: at(120) },
        ...over,
      });
    expect(await bo('offering:create', '--tenant', 'demo', '--json', json({})), stdout).toBe(0);
    expect(stdout).toContain('ai_day_trading');
    expect(
      await bo('offering:create', '--tenant', 'demo', '--json', json({ daily_return: '-0.1' })),
    ).not.toBe(0);
    expect(stdout).toContain('daily_return');
    expect(
      await bo('offering:create', '--tenant', 'demo', '--json', json({ period: undefined })),
    ).not.toBe(0);
    expect(stdout).toContain('period');
  });
});
