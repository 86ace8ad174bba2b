// PAC codes over real HTTP (spec 5 'A PAC code is required for some trades'): a code the
// back office issued to a client passes that client's subscription to that offering or product;
// a wrong, expired, revoked, spent or another client's code is refused with PAC_CODE_INVALID and
// changes nothing (no hold, no subscription, no order); wrong codes are limited per client and
// target (429 RATE_LIMITED), never locking the client out of another product.
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import type { TestServer } from '../../testing/harness';
import { unitOfWork } from '../../platform/unitOfWork';
import type { SignedIn } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import {
  later,
  MINUTE,
  openOffering,
  subscribeTo as subscribeOffering,
} from '../offerings/testSupport';
import { trader, tradingServer, usd } from '../orders/testSupport';
import { product, subscribeTo as subscribeProduct } from '../products/testSupport';
import { revokePacCode } from './service';
import { issuePac } from './testSupport';

const DAY = 24 * 60 * MINUTE;

describe.each(databaseKinds())('PAC codes on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  });
  afterAll(() => s.close());

  /** An IPO asking for a PAC code, open for a few days (room for a code to expire). */
  const pacOffering = () =>
    openOffering(s, {
      pac_code_required: true,
      at: { start: -MINUTE, end: 3 * DAY, pub: 4 * DAY, listed: 5 * DAY },
    });
  const pacProduct = () => product(s, { pac_code_required: true });

  /** What a refusal must leave as it was: the cash, the subscriptions, the orders, the ledger. */
  async function footprint(who: SignedIn) {
    const count = async (table: 'offering_subscriptions' | 'product_orders') => {
      const { rows } = await sql<{ n: string }>`
        select count(*)::text as n from ${sql.table(table)} where user_id = ${who.id}`.execute(
        s.db.db,
      );
      return rows[0]!.n;
    };
    return {
      cash: await usd(s, who),
      subscriptions: await count('offering_subscriptions'),
      orders: await count('product_orders'),
    };
  }

  const expectInvalid = (res: { status: number; json: { code?: string; errors?: unknown } }) => {
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PAC_CODE_INVALID' });
    expect(res.json.errors).toEqual([
      expect.objectContaining({ path: 'pac_code', code: 'pac_code_invalid' }),
    ]);
  };

  it("passes the client's own code for the offering, typed in any case and grouping", async () => {
    const o = await pacOffering();
    const who = await trader(s);
    const { code } = await issuePac(s, who, { kind: 'offering', id: o.id });
    expect(code).toMatch(/^PAC-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    const typed = code.slice(4).replaceAll('-', ' ').toLowerCase();
    const res = await subscribeOffering(s, who, o.id, { lots: 2, pac_code: typed });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await usd(s, who)).toMatchObject({ available: '7500.00', frozen: '2500.00' });
    // the code is kept only as a hash
    const { rows } = await sql<{ code_hash: string }>`
      select code_hash from pac_codes where user_id = ${who.id}`.execute(s.db.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code.slice(4, 8));
  });

  it("refuses a wrong, another client's, revoked or replaced code and changes nothing", async () => {
    const o = await pacOffering();
    const who = await trader(s);
    const other = await trader(s);
    const before = await footprint(who);
    const wrong = await subscribeOffering(s, who, o.id, {
      lots: 1,
      pac_code: 'PAC-AAAA-BBBB-CCCC',
    });
    expectInvalid(wrong);
    // another client's live code for the same offering is not this client's
    const theirs = await issuePac(s, other, { kind: 'offering', id: o.id });
    expectInvalid(await subscribeOffering(s, who, o.id, { lots: 1, pac_code: theirs.code }));
    // a code for another offering is not a code for this one
    const elsewhere = await pacOffering();
    const forElsewhere = await issuePac(s, who, { kind: 'offering', id: elsewhere.id });
    expectInvalid(await subscribeOffering(s, who, o.id, { lots: 1, pac_code: forElsewhere.code }));
    // revoked by the back office
    const revoked = await issuePac(s, who, { kind: 'offering', id: o.id });
    await unitOfWork({ db: s.app.deps.db, clock: s.app.deps.clock }, (tx) =>
      revokePacCode(tx, 'demo', revoked.id),
    );
    expectInvalid(await subscribeOffering(s, who, o.id, { lots: 1, pac_code: revoked.code }));
    expect(await footprint(who)).toEqual(before);
    // a new code replaces the earlier one (another offering: four wrong codes were counted here)
    const o2 = await pacOffering();
    const first = await issuePac(s, who, { kind: 'offering', id: o2.id });
    const second = await issuePac(s, who, { kind: 'offering', id: o2.id });
    expect(second.replaced).toBe(1);
    expectInvalid(await subscribeOffering(s, who, o2.id, { lots: 1, pac_code: first.code }));
    expect(await footprint(who)).toEqual(before);
    const res = await subscribeOffering(s, who, o2.id, { lots: 1, pac_code: second.code });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  });

  it('refuses an expired code', async () => {
    const o = await pacOffering();
    const p = await pacProduct();
    const who = await trader(s);
    const forOffering = await issuePac(s, who, { kind: 'offering', id: o.id }, { ttlDays: 1 });
    const forProduct = await issuePac(s, who, { kind: 'product', id: p.id }, { ttlDays: 1 });
    await later(s, DAY + MINUTE, who);
    const before = await footprint(who);
    expectInvalid(await subscribeOffering(s, who, o.id, { lots: 1, pac_code: forOffering.code }));
    expectInvalid(
      await subscribeProduct(s, who, p.id, { amount: '100.00', pac_code: forProduct.code }),
    );
    expect(await footprint(who)).toEqual(before);
  });

  it('checks a catalogue product the same way; a single-use code is spent only by an accepted order', async () => {
    const p = await pacProduct();
    const who = await trader(s, '150.00');
    const other = await trader(s);
    const before = await footprint(who);
    expectInvalid(await subscribeProduct(s, who, p.id, { amount: '100.00', pac_code: 'nope' }));
    const theirs = await issuePac(s, other, { kind: 'product', id: p.id });
    expectInvalid(
      await subscribeProduct(s, who, p.id, { amount: '100.00', pac_code: theirs.code }),
    );
    expect(await footprint(who)).toEqual(before);

    const once = await issuePac(s, who, { kind: 'product', id: p.id }, { singleUse: true });
    // refused for the cash: the code is not spent
    const poor = await subscribeProduct(s, who, p.id, { amount: '1000.00', pac_code: once.code });
    expect(poor.status).toBe(422);
    expect(await footprint(who)).toEqual(before);
    const ok = await subscribeProduct(s, who, p.id, { amount: '100.00', pac_code: once.code });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const after = await footprint(who);
    expect(after.orders).toBe('1');
    expectInvalid(await subscribeProduct(s, who, p.id, { amount: '20.00', pac_code: once.code }));
    expect(await footprint(who)).toEqual(after);
    // a reusable code passes again
    const again = await issuePac(s, who, { kind: 'product', id: p.id });
    expect(
      (await subscribeProduct(s, who, p.id, { amount: '10.00', pac_code: again.code })).status,
    ).toBe(200);
    expect(
      (await subscribeProduct(s, who, p.id, { amount: '10.00', pac_code: again.code })).status,
    ).toBe(200);
  });

  it("a refusal is not the Idempotency-Key's answer: the same key with the right code subscribes", async () => {
    const o = await pacOffering();
    const who = await trader(s);
    const { code } = await issuePac(s, who, { kind: 'offering', id: o.id });
    const key = randomUUID();
    expectInvalid(
      await subscribeOffering(s, who, o.id, { lots: 1, pac_code: 'PAC-WRNG-WRNG-WRNG' }, key),
    );
    const res = await subscribeOffering(s, who, o.id, { lots: 1, pac_code: code }, key);
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
  });

  it('limits wrong codes per client and target (429), without locking the client out of another product', async () => {
    const o = await pacOffering();
    const p = await pacProduct();
    const who = await trader(s);
    const neighbour = await trader(s);
    const { code } = await issuePac(s, who, { kind: 'offering', id: o.id });
    const forProduct = await issuePac(s, who, { kind: 'product', id: p.id });
    const neighbours = await issuePac(s, neighbour, { kind: 'offering', id: o.id });
    const before = await footprint(who);
    for (let i = 0; i < 5; i++) {
      expectInvalid(
        await subscribeOffering(s, who, o.id, {
          lots: 1,
          pac_code: `PAC-WRNG-${i}${i}${i}${i}-AAAA`,
        }),
      );
    }
    const locked = await subscribeOffering(s, who, o.id, { lots: 1, pac_code: code });
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.json.errors).toEqual([
      expect.objectContaining({ path: 'pac_code', code: 'pac_code_locked' }),
    ]);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await footprint(who)).toEqual(before);
    // the same client's other product, and another client's code for this offering, still pass
    expect(
      (await subscribeProduct(s, who, p.id, { amount: '10.00', pac_code: forProduct.code })).status,
    ).toBe(200);
    expect(
      (await subscribeOffering(s, neighbour, o.id, { lots: 1, pac_code: neighbours.code })).status,
    ).toBe(200);
    // the window passes: the right code subscribes
    await later(s, 16 * MINUTE, who);
    const res = await subscribeOffering(s, who, o.id, { lots: 1, pac_code: code });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });
});
