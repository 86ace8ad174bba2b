// spec 6 'delayed execution' over real HTTP and the real fill engine: a client with an
// outstanding balance sells; the sale executes at once, and when it settles its proceeds pay the
// outstanding amount first (domain settleProceeds); only the rest reaches available, and the
// consequences are lifted once nothing is outstanding.
import type { Loan, TradeOrder, TrustProfile } from '@invest/api/contract';
import { Money } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import { accessToken } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import { place, tick, trader, tradingServer, usd } from '../orders/testSupport';
import { DAY, apply, approve, disburse, product, runAt } from './testSupport';

describe.each(databaseKinds())('execution delayed on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  }, 300_000);
  afterAll(() => s?.close());

  it('a sale by a client in arrears settles to the outstanding amount first, the rest to available; paid, the consequences lift', async () => {
    const who = await trader(s, '1000.00');
    expect((await place(s, who, { quantity: '2' })).status).toBe(200);
    const p = await product(s);
    const applied = await apply(s, who, { product_id: p.id, amount: '1200.00', purpose: 'Car' });
    await approve(s, applied.json.data!.id);
    // paid out 34 days ago: its first instalment is overdue now
    s.clock.advance(-34 * DAY);
    const loan = await disburse(s, applied.json.data!.id);
    s.clock.advance(34 * DAY);
    await runAt(s, s.clock.now);
    const owing = await usd(s, who);
    expect(owing).toMatchObject({ outstanding: '106.62' });

    const sold = await place(s, who, { side: 'sell', quantity: '1' });
    expect(sold.status).toBe(200);
    const sale = sold.json.data!;
    // executed at once (best execution), its proceeds frozen until it settles
    expect(sale).toMatchObject({ status: 'settle', side: 'sell' });
    const proceeds = Money.of(sale.total!, 'USD');
    expect(proceeds.gt(Money.of('106.62', 'USD'))).toBe(true);

    s.clock.advance(DAY);
    who.token = await accessToken(s, who.tenant, who);
    await tick(s);
    const settled = (
      await call<TradeOrder>(s, 'tradeOrderDetail', { token: who.token, params: { id: sale.id } })
    ).json.data!;
    expect(settled.status).toBe('sold');
    expect(await usd(s, who)).toMatchObject({
      outstanding: '0.00',
      available: Money.of(owing.available, 'USD')
        .add(proceeds)
        .sub(Money.of('106.62', 'USD'))
        .toString(),
    });
    const l = (await call<Loan>(s, 'loanDetail', { token: who.token, params: { id: loan.id } }))
      .json.data!;
    expect(l).toMatchObject({ status: 'repayment', outstanding: '0.00', repaid_amount: '106.62' });
    const profile = (await call<TrustProfile>(s, 'creditScore', { token: who.token })).json.data!;
    expect(profile.outstanding).toMatchObject({
      execution_delayed: false,
      withdrawals_blocked: false,
    });
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  }, 300_000);
});
