import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { withTransaction } from '../../db/transaction';
import {
  expireDueHolds,
  getHold,
  placeHold,
  postHold,
  voidHold,
  voidHolds,
  type PlaceHoldInput,
} from './holds';
import { clientBalances, verifyLedger } from './service';
import { codeOf, fund, openLedgerFixture, type LedgerFixture } from './testSupport';

describe.each(databaseKinds())('holds on %s', (kind) => {
  let f: LedgerFixture;
  let a: string;
  let b: string;
  beforeAll(async () => {
    f = await openLedgerFixture(kind, 2);
    [a, b] = f.clients as [string, string];
    await fund(f, [a, b], '1000');
  });
  afterAll(async () => {
    await f.t.cleanup();
  });

  const usd = async (client: string) =>
    (await clientBalances(f.t.db, f.tenantId, client)).find((x) => x.currency === 'USD')!;
  const place = (input: Partial<PlaceHoldInput> & { amount: string }) =>
    withTransaction(f.t.db, (trx) =>
      placeHold(trx, {
        tenantId: f.tenantId,
        userId: a,
        currency: 'USD',
        kind: 'withdrawal',
        ...input,
      }),
    );
  const paid = (amount: string) => [
    { account: { system: 'cash_in_transit' as const }, currency: 'USD', amount },
  ];

  it('placing freezes: available -> frozen, an open hold', async () => {
    const before = await usd(a);
    const hold = await place({ amount: '100', reference: 'w1' });
    expect(hold).toMatchObject({
      state: 'open',
      amount: '100.00',
      postedAmount: '0.00',
      reference: 'w1',
    });
    const after = await usd(a);
    expect(after.available).toBe((Number(before.available) - 100).toFixed(2));
    expect(after.frozen).toBe((Number(before.frozen) + 100).toFixed(2));
    expect(await getHold(f.t.db, { tenantId: f.tenantId, holdId: hold.id })).toMatchObject({
      state: 'open',
      amount: '100.00',
    });
  });

  it('open -> posted: frozen goes to the counterpart; a second resolution is 409 HOLD_NOT_OPEN', async () => {
    const hold = await place({ amount: '50' });
    const done = await withTransaction(f.t.db, (trx) =>
      postHold(trx, {
        tenantId: f.tenantId,
        holdId: hold.id,
        amount: '50',
        counterpart: paid('50'),
        kind: 'withdrawal.paid',
      }),
    );
    expect(done).toMatchObject({ state: 'posted', postedAmount: '50.00', releasedAmount: '0.00' });
    for (const again of [
      (trx: typeof f.t.db) =>
        postHold(trx, {
          tenantId: f.tenantId,
          holdId: hold.id,
          amount: '50',
          counterpart: paid('50'),
          kind: 'withdrawal.paid',
        }),
      (trx: typeof f.t.db) => voidHold(trx, { tenantId: f.tenantId, holdId: hold.id }),
    ]) {
      expect(await codeOf(withTransaction(f.t.db, (trx) => again(trx)))).toBe('HOLD_NOT_OPEN');
    }
  });

  it('open -> partly posted: the rest goes back to available', async () => {
    const before = await usd(a);
    const hold = await place({ amount: '80' });
    const done = await withTransaction(f.t.db, (trx) =>
      postHold(trx, {
        tenantId: f.tenantId,
        holdId: hold.id,
        amount: '30.25',
        counterpart: paid('30.25'),
        kind: 'order.fill',
      }),
    );
    expect(done).toMatchObject({
      state: 'partly_posted',
      postedAmount: '30.25',
      releasedAmount: '49.75',
    });
    const after = await usd(a);
    expect(after.available).toBe((Number(before.available) - 30.25).toFixed(2));
    expect(after.frozen).toBe(before.frozen);
  });

  it('open -> voided and open -> expired release everything', async () => {
    const before = await usd(a);
    const one = await place({ amount: '10' });
    const two = await place({ amount: '20', expiresAt: new Date('2020-01-01T00:00:00Z') });
    const three = await place({ amount: '5', expiresAt: new Date('2999-01-01T00:00:00Z') });
    expect(
      await withTransaction(f.t.db, (trx) =>
        voidHold(trx, { tenantId: f.tenantId, holdId: one.id }),
      ),
    ).toMatchObject({ state: 'voided', releasedAmount: '10.00' });
    // a due hold cannot be posted any more; the sweeper expires it
    expect(
      await codeOf(
        withTransaction(f.t.db, (trx) =>
          postHold(trx, {
            tenantId: f.tenantId,
            holdId: two.id,
            amount: '20',
            counterpart: paid('20'),
            kind: 'x',
          }),
        ),
      ),
    ).toBe('HOLD_EXPIRED');
    const expired = await withTransaction(f.t.db, (trx) =>
      expireDueHolds(trx, { tenantId: f.tenantId, now: new Date('2026-01-01T00:00:00Z') }),
    );
    expect(expired.map((h) => [h.id, h.state])).toEqual([[two.id, 'expired']]);
    await withTransaction(f.t.db, (trx) =>
      voidHold(trx, { tenantId: f.tenantId, holdId: three.id }),
    );
    expect(await usd(a)).toEqual(before);
  });

  it('voids a batch in one call, each released whole; a hold not open refuses them all', async () => {
    const before = await usd(a);
    const one = await place({ amount: '7' });
    const two = await place({ amount: '8' });
    const done = await place({ amount: '9' });
    await withTransaction(f.t.db, (trx) =>
      voidHold(trx, { tenantId: f.tenantId, holdId: done.id }),
    );
    // one hold already resolved: nothing of the batch happens
    expect(
      await codeOf(
        withTransaction(f.t.db, (trx) =>
          voidHolds(trx, f.tenantId, [
            { holdId: one.id, kind: 'subscription.refund', reference: 's1' },
            { holdId: done.id, kind: 'subscription.refund', reference: 's3' },
          ]),
        ),
      ),
    ).toBe('HOLD_NOT_OPEN');
    expect(await getHold(f.t.db, { tenantId: f.tenantId, holdId: one.id })).toMatchObject({
      state: 'open',
    });
    const voided = await withTransaction(f.t.db, (trx) =>
      voidHolds(trx, f.tenantId, [
        { holdId: two.id, kind: 'subscription.refund', reference: 's2' },
        { holdId: one.id, kind: 'subscription.refund', reference: 's1' },
      ]),
    );
    expect(voided.map((h) => [h.id, h.state, h.releasedAmount])).toEqual([
      [two.id, 'voided', '8.00'],
      [one.id, 'voided', '7.00'],
    ]);
    expect(await usd(a)).toEqual(before);
    expect(await verifyLedger(f.t.db)).toMatchObject({ ok: true });
  });

  it('refuses bad amounts and unknown or foreign holds', async () => {
    expect(await codeOf(place({ amount: '0' }))).toBe('HOLD_INVALID_AMOUNT');
    expect(await codeOf(place({ amount: '1.001' }))).toBe('HOLD_INVALID_AMOUNT');
    expect(await codeOf(place({ amount: '-5' }))).toBe('HOLD_INVALID_AMOUNT');
    expect(await codeOf(place({ amount: '1000000' }))).toBe('INSUFFICIENT_BALANCE');
    const hold = await place({ amount: '7' });
    const tryPost = (amount: string, counterpart = paid(amount)) =>
      codeOf(
        withTransaction(f.t.db, (trx) =>
          postHold(trx, { tenantId: f.tenantId, holdId: hold.id, amount, counterpart, kind: 'x' }),
        ),
      );
    expect(await tryPost('7.01')).toBe('HOLD_INVALID_AMOUNT');
    expect(await tryPost('7', paid('6'))).toBe('LEDGER_INVALID_POSTINGS');
    // another client's hold and another tenant's hold are not found
    expect(
      await codeOf(
        withTransaction(f.t.db, (trx) =>
          voidHold(trx, { tenantId: f.tenantId, holdId: hold.id, userId: b }),
        ),
      ),
    ).toBe('HOLD_NOT_FOUND');
    expect(
      await codeOf(
        withTransaction(f.t.db, (trx) =>
          voidHold(trx, { tenantId: f.otherTenantId, holdId: hold.id }),
        ),
      ),
    ).toBe('HOLD_NOT_FOUND');
    expect(
      await codeOf(getHold(f.t.db, { tenantId: f.tenantId, holdId: hold.id, userId: b })),
    ).toBe('HOLD_NOT_FOUND');
    expect(await codeOf(getHold(f.t.db, { tenantId: f.tenantId, holdId: 'nope' }))).toBe(
      'HOLD_NOT_FOUND',
    );
    // still open after all that
    expect((await getHold(f.t.db, { tenantId: f.tenantId, holdId: hold.id })).state).toBe('open');
  });

  it('two resolutions at the same moment: exactly one wins, the other is 409 HOLD_NOT_OPEN', async () => {
    for (let round = 0; round < 5; round++) {
      const hold = await place({ amount: '3' });
      const results = await Promise.all([
        codeOf(
          withTransaction(f.t.db, (trx) =>
            postHold(trx, {
              tenantId: f.tenantId,
              holdId: hold.id,
              amount: '3',
              counterpart: paid('3'),
              kind: 'withdrawal.paid',
            }),
          ),
        ),
        codeOf(
          withTransaction(f.t.db, (trx) =>
            voidHold(trx, { tenantId: f.tenantId, holdId: hold.id }),
          ),
        ),
        codeOf(
          withTransaction(f.t.db, (trx) =>
            voidHold(trx, { tenantId: f.tenantId, holdId: hold.id }),
          ),
        ),
      ]);
      expect(results.filter((r) => r === undefined)).toHaveLength(1);
      expect(results.filter((r) => r === 'HOLD_NOT_OPEN')).toHaveLength(2);
    }
    expect(await verifyLedger(f.t.db, { tenantId: f.tenantId })).toEqual({
      ok: true,
      differences: [],
      unbalanced: [],
      securities: { differences: [], unbalanced: [], unbalancedInstruments: [] },
    });
  });
});
