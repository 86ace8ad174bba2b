// Races over real HTTP (meaningful on PostgreSQL, where requests really overlap;
// PGlite has one connection and runs them one after another, and the same assertions hold).
import type { WithdrawalRecord } from '@invest/api/contract';
import { Money } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { verifyLedger } from '../ledger';
import { PIN, addBank, balanceOf, credit, keyed, moneyClient } from './testSupport';

describe.each(databaseKinds())('withdrawal races on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  it('50 parallel withdrawals of A over a balance B: exactly floor(B/A) succeed, the rest 422 INSUFFICIENT_BALANCE, never negative', async () => {
    const who = await moneyClient(s);
    const bank = await addBank(s, who);
    await credit(s, who, '1000.00');
    const A = '30.00';
    let racing = true;
    const samples: string[] = [];
    const sampler = (async () => {
      while (racing) {
        samples.push((await balanceOf(s, who)).available);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call<WithdrawalRecord>(s, 'withdrawSubmit', {
          token: who.token,
          headers: keyed(),
          body: { currency: 'USD', amount: A, bank_id: bank, pin: PIN },
        }),
      ),
    );
    racing = false;
    await sampler;
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(33); // floor(1000 / 30)
    expect(refused.map((r) => [r.status, r.json.code])).toEqual(
      Array.from({ length: 17 }, () => [422, 'INSUFFICIENT_BALANCE']),
    );
    for (const sample of samples) expect(Money.of(sample, 'USD').isNegative()).toBe(false);
    expect(await balanceOf(s, who)).toEqual({ available: '10.00', frozen: '990.00' });
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
  }, 120_000);

  it('20 parallel POSTs with one Idempotency-Key: one effect, identical answers', async () => {
    const who = await moneyClient(s);
    const bank = await addBank(s, who);
    await credit(s, who, '100.00');
    const key = 'one-key-for-twenty';
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<WithdrawalRecord>(s, 'withdrawSubmit', {
          token: who.token,
          headers: keyed(key),
          body: { currency: 'USD', amount: '25.00', bank_id: bank, pin: PIN },
        }),
      ),
    );
    const answered = results.filter((r) => r.status === 200);
    // a duplicate that waited longer than the first took is told so (409), never a second effect
    const inFlight = results.filter((r) => r.status === 409);
    expect(answered.length + inFlight.length).toBe(20);
    for (const r of inFlight) expect(r.json.code).toBe('IDEMPOTENCY_IN_FLIGHT');
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const r of answered) expect(r.json.data).toEqual(answered[0]!.json.data);
    expect(await balanceOf(s, who)).toEqual({ available: '75.00', frozen: '25.00' });
    const rows = await s.db.db
      .selectFrom('withdrawals')
      .select('id')
      .where('user_id', '=', who.id)
      .execute();
    expect(rows).toHaveLength(1);
  }, 120_000);
});
