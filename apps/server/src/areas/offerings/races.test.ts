// Races over real HTTP (meaningful on PostgreSQL, where transactions overlap; PGlite has one
// connection and runs them one after another, and the same assertions hold): parallel
// subscriptions over one balance, a subscription against a cancel, two cancels at once, and two
// schedulers allotting and listing one offering together.
import { Money } from '@invest/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import type { SignedIn } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import { credit } from '../withdrawals/testSupport';
import { trader, tradingServer, usd } from '../orders/testSupport';
import { later, MINUTE, openOffering, runJobs, subscribeTo } from './testSupport';

describe.each(databaseKinds())('offering races on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  }, 120_000);
  afterAll(() => s.close());

  const verified = async () =>
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });

  /** How many ledger (cash or securities) transactions of `kind` name each reference. */
  async function postedOnce(table: string, kinds: string[], refs: string[]) {
    const { rows } = await sql<{ reference: string; n: string }>`
      select reference, count(*)::text as n from ${sql.table(table)}
      where kind in (${sql.join(kinds)}) and reference in (${sql.join(refs)})
      group by reference`.execute(s.db.db);
    return Object.fromEntries(rows.map((r) => [r.reference, Number(r.n)]));
  }

  it('50 parallel subscriptions over one balance accept exactly what it covers', async () => {
    // one lot costs 1250.00: the balance covers 10 of them
    const offerings = [];
    for (let i = 0; i < 50; i++) offerings.push(await openOffering(s));
    const who = await trader(s, '0');
    await credit(s, who, '12500.99');
    const answers = await Promise.all(offerings.map((o) => subscribeTo(s, who, o.id, { lots: 1 })));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(10);
    for (const r of answers.filter((a) => a.status !== 200)) {
      expect([r.status, r.json.code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
    }
    expect(await usd(s, who)).toMatchObject({ available: '0.99', frozen: '12500.00' });
    // 20 at once on one offering: one live subscription per client
    const one = await openOffering(s);
    const rich = await trader(s, '100000.00');
    const same = await Promise.all(
      Array.from({ length: 20 }, () => subscribeTo(s, rich, one.id, { lots: 1 })),
    );
    expect(same.filter((a) => a.status === 200)).toHaveLength(1);
    for (const r of same.filter((a) => a.status !== 200)) {
      expect(r.json.code).toBe('SUBSCRIPTION_EXISTS');
    }
    expect(await usd(s, rich)).toMatchObject({ frozen: '1250.00' });
    await verified();
  }, 180_000);

  it('a subscription against a cancel over one balance, and two cancels at once', async () => {
    const a = await openOffering(s);
    const b = await openOffering(s);
    const who = await trader(s, '1250.00');
    const held = (await subscribeTo(s, who, a.id, { lots: 1 })).json.data!;
    const cancel = () =>
      call(s, 'productSubscriptionCancel', { token: who.token, params: { id: held.id } });
    const [cancelled, other, again] = await Promise.all([
      cancel(),
      subscribeTo(s, who, b.id, { lots: 1 }),
      cancel(),
    ]);
    // exactly one cancel releases the hold; the other finds it no longer cancellable
    expect([cancelled.status, again.status].sort()).toEqual([200, 409]);
    // the new subscription took the released cash, or found it still held: never both
    expect([200, 422]).toContain(other.status);
    const cash = await usd(s, who);
    const m = (v: string) => Money.of(v, 'USD');
    expect(m(cash.available).add(m(cash.frozen)).toString()).toBe('1250.00');
    expect(cash.frozen).toBe(other.status === 200 ? '1250.00' : '0.00');
    await verified();
  }, 120_000);

  it('two schedulers at once allot and list each subscription exactly once', async () => {
    const o = await openOffering(s, { total_lots: 40, max_lots: 10 });
    const clients: SignedIn[] = [];
    for (let i = 0; i < 8; i++) clients.push(await trader(s, '20000.00'));
    const subs: string[] = [];
    for (const [i, who] of clients.entries()) {
      const res = await subscribeTo(s, who, o.id, { lots: 3 + i });
      expect(res.status).toBe(200);
      subs.push(res.json.data!.id);
    }
    await later(s, 20 * MINUTE);
    await Promise.all([runJobs(s), runJobs(s), runJobs(s)]);
    // every hold resolved once: allotted (part posted, the rest released) or refunded whole
    const cash = await postedOnce(
      'ledger_transactions',
      ['subscription.allot', 'subscription.refund'],
      subs,
    );
    expect(cash).toEqual(Object.fromEntries(subs.map((id) => [id, 1])));
    const { rows } = await sql<{ lots: number }>`
      select allotted_lots as lots from offering_subscriptions where offering_id = ${o.id}`.execute(
      s.db.db,
    );
    // 3 + ... + 10 = 52 lots asked, 40 offered: all of them allotted, none twice
    expect(rows.reduce((sum, r) => sum + r.lots, 0)).toBe(40);
    await later(s, 10 * MINUTE);
    await Promise.all([runJobs(s), runJobs(s), runJobs(s)]);
    const shares = await postedOnce('securities_transactions', ['subscription.listed'], subs);
    expect(shares).toEqual(Object.fromEntries(subs.map((id) => [id, 1])));
    await verified();
  }, 180_000);
});
