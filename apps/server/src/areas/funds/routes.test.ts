// Fund records over real HTTP (spec 2/3): one row per operation (a deposit, a withdrawal, an
// exchange, an order), with the status of the operation and its signed amount; the ledger
// movements inside it in its detail; the CSV export in the same shape.
import {
  fundRecordsCsv,
  type FundRecord,
  type FundRecords,
  type FxQuote,
  type WithdrawalRecord,
} from '@invest/api/contract';
import { Money } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import type { SignedIn } from '../client/testSupport';
import { place, trader, tradingServer } from '../orders/testSupport';
import { PIN, addBank, keyed } from '../withdrawals/testSupport';

describe.each(databaseKinds())('fund records on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;

  const records = async (query: Record<string, string> = {}) => {
    const res = await call<FundRecords>(s, 'fundRecords', { token: alice.token, query });
    expect(res.status).toBe(200);
    return res.json.data!;
  };
  const legs = (r: FundRecord) => r.movements.map((m) => [m.bucket, m.currency, m.amount]);

  beforeAll(async () => {
    s = await tradingServer(kind);
    // both countries hold accounts: USD and PLN (an exchange between them)
    await s.db.db
      .updateTable('tenant_countries')
      .set({ for_accounts: true })
      .where('tenant_id', '=', 'demo')
      .execute();
    // a KYC-approved client whose $1,000 deposit was approved
    alice = await trader(s, '1000.00');
  });
  afterAll(() => s.close());

  it('a deposit is one row: deposit, completed, +$1,000.00', async () => {
    const page = await records();
    expect(page.total).toBe(1);
    expect(page.list).toEqual([
      expect.objectContaining({
        type: 'deposit',
        status: 'completed',
        currency: 'USD',
        amount: '1000.00',
        counter_currency: null,
        counter_amount: null,
      }),
    ]);
    expect(legs(page.list[0]!)).toEqual([['available', 'USD', '1000.00']]);
  });

  it('a $25 withdrawal placed then cancelled is ONE row, "withdrawal, cancelled", its four movements in the detail; the CSV the same', async () => {
    const bank = await addBank(s, alice);
    const placed = await call<WithdrawalRecord>(s, 'withdrawSubmit', {
      token: alice.token,
      headers: keyed(),
      body: { currency: 'USD', amount: '25.00', bank_id: bank, pin: PIN },
    });
    expect(placed.status).toBe(200);
    const pending = (await records({ type: 'withdrawal' })).list;
    expect(pending).toEqual([
      expect.objectContaining({ id: placed.json.data!.id, status: 'pending', amount: '-25.00' }),
    ]);
    const cancel = await call(s, 'withdrawCancel', {
      token: alice.token,
      params: { id: placed.json.data!.id },
    });
    expect(cancel.status).toBe(200);

    const page = await records({ type: 'withdrawal' });
    expect(page.total).toBe(1);
    const [row] = page.list;
    expect(row).toMatchObject({
      id: placed.json.data!.id,
      type: 'withdrawal',
      status: 'cancelled',
      currency: 'USD',
      amount: '-25.00',
    });
    // the ledger legs: frozen on request, released on cancel
    expect(legs(row!)).toEqual([
      ['available', 'USD', '-25.00'],
      ['frozen', 'USD', '25.00'],
      ['frozen', 'USD', '-25.00'],
      ['available', 'USD', '25.00'],
    ]);
    expect(row!.movements.map((m) => m.kind)).toEqual([
      'hold.place',
      'hold.place',
      'withdrawal.cancel',
      'withdrawal.cancel',
    ]);
    // newest first: the withdrawal above the deposit
    const all = await records();
    expect(all.list.map((r) => [r.type, r.status])).toEqual([
      ['withdrawal', 'cancelled'],
      ['deposit', 'completed'],
    ]);
    // the CSV: a header, then one line per operation
    const lines = fundRecordsCsv(all.list).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'created_at,type,status,currency,amount,counter_currency,counter_amount,id,movements',
    );
    expect(lines[1]).toContain(',withdrawal,cancelled,USD,-25.00,,,');
    expect(lines[1]).toContain(
      'available USD -25.00; frozen USD 25.00; frozen USD -25.00; available USD 25.00',
    );
  });

  it('an FX exchange is one row: the source debited, the target credited beside it', async () => {
    const q = await call<FxQuote>(s, 'fxRate', {
      token: alice.token,
      query: { from: 'USD', to: 'PLN' },
    });
    const res = await call(s, 'fxExchange', {
      token: alice.token,
      headers: keyed(),
      body: { quote_id: q.json.data!.quote_id, from: 'USD', to: 'PLN', amount: '100.00' },
    });
    expect(res.status).toBe(200);
    const converted = Money.of('100.00', 'USD').convert(q.json.data!.rate, 'PLN').toString();
    const page = await records({ type: 'exchange' });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      type: 'exchange',
      status: 'completed',
      currency: 'USD',
      amount: '-100.00',
      counter_currency: 'PLN',
      counter_amount: converted,
    });
    expect(legs(page.list[0]!)).toEqual([
      ['available', 'USD', '-100.00'],
      ['available', 'PLN', converted],
    ]);
    // the currency filter finds the exchange from either side
    expect((await records({ currency: 'PLN' })).list.map((r) => r.type)).toEqual(['exchange']);
  });

  it('a filled order is one row: trade, completed, its cost; paging counts operations', async () => {
    const order = await place(s, alice, { quantity: '1' });
    expect(order.status).toBe(200);
    const page = await records({ type: 'trade' });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      id: order.json.data!.id,
      type: 'trade',
      status: 'completed',
      currency: 'USD',
      amount: `-${order.json.data!.total}`,
    });
    expect(page.list[0]!.movements.length).toBeGreaterThanOrEqual(2);

    const all = await records();
    expect(all.total).toBe(4);
    expect(all.list.map((r) => r.type)).toEqual(['trade', 'exchange', 'withdrawal', 'deposit']);
    const second = await records({ page: '2', size: '1' });
    expect(second).toMatchObject({ total: 4, page: 2, size: 1 });
    expect(second.list.map((r) => r.type)).toEqual(['exchange']);
  });
});
