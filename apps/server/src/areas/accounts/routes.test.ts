// spec 7 money views over real HTTP: empty accounts and zero figures in the tenant's currency
// until the money issue brings the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { updateTenantSettings } from '../settings';
import { insertTenant } from '../../testing/fixtures';
import { withTransaction } from '../../db/transaction';
import { post } from '../ledger';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { signedInClient, type SignedIn } from '../client/testSupport';

describe.each(databaseKinds())('money views on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'yen');
    await updateTenantSettings(s.db.db, 'yen', { currency: 'JPY' });
    alice = await signedInClient(s);
  });
  afterAll(() => s.close());

  it('answers one zero account per account currency before any money moved', async () => {
    const res = await call(s, 'accountList', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: [
        {
          id: 'USD',
          currency: 'USD',
          country: 'US',
          is_default: true,
          available: '0.00',
          bonus: '0.00',
          frozen: '0.00',
          invested: '0.00',
          loan: '0.00',
          outstanding: '0.00',
        },
      ],
    });
  });

  it('answers the accounts and assets from the ledger', async () => {
    const bob = await signedInClient(s);
    await withTransaction(s.db.db, (trx) =>
      post(trx, {
        tenantId: 'demo',
        kind: 'deposit.approve',
        postings: [
          { account: { system: 'cash_in_transit' }, currency: 'USD', amount: '-120.50' },
          { account: { client: bob.id }, bucket: 'available', currency: 'USD', amount: '120.50' },
        ],
      }),
    );
    const list = await call<{ available: string }[]>(s, 'accountList', { token: bob.token });
    expect(list.json.data?.[0]?.available).toBe('120.50');
    const assets = await call(s, 'assets', { token: bob.token });
    expect(assets.json.data).toMatchObject({
      currency: 'USD',
      available: '120.50',
      total: '120.50',
    });
    const portfolio = await call(s, 'portfolio', { token: bob.token });
    expect(portfolio.json.data).toMatchObject({ cash_value: '120.50', total_value: '120.50' });
  });

  it('answers a zero portfolio as decimal strings in the tenant currency', async () => {
    const res = await call(s, 'portfolio', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      currency: 'USD',
      total_value: '0.00',
      invested_value: '0.00',
      cash_value: '0.00',
      pnl: '0.00',
      pnl_percent: '0.00',
      market_value: '0.00',
      realised_pnl: '0.00',
      day_change: '0.00',
      by_currency: [],
    });
  });

  it('answers zero asset buckets', async () => {
    const res = await call(s, 'assets', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      currency: 'USD',
      available: '0.00',
      bonus: '0.00',
      frozen: '0.00',
      invested: '0.00',
      loan: '0.00',
      outstanding: '0.00',
      total: '0.00',
    });
  });

  it("writes zero with the currency's minor units (JPY has none)", async () => {
    const yen = await signedInClient(s, 'yen');
    const res = await call(s, 'assets', { token: yen.token, tenant: 'yen' });
    expect(res.json.data).toMatchObject({ currency: 'JPY', available: '0', total: '0' });
  });

  it('answers no overdrawn records, and checks the status filter', async () => {
    for (const query of [{}, { status: 'all' }, { status: 'pending' }] as Record<
      string,
      string
    >[]) {
      const res = await call(s, 'overdrawnRecords', { token: alice.token, query });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([]);
    }
    const bad = await call(s, 'overdrawnRecords', {
      token: alice.token,
      query: { status: 'bogus' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_FAILED');
  });

  it('needs a signed-in user of the tenant', async () => {
    for (const name of ['accountList', 'portfolio', 'assets', 'overdrawnRecords'] as const) {
      expect((await call(s, name, {})).status).toBe(401);
      expect((await call(s, name, { token: alice.token, tenant: 'yen' })).status).toBe(403);
    }
  });
});
