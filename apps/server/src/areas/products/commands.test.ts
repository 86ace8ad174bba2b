// Back office of products through the real command entry point: a product created, edited and
// listed; the awaiting subscriptions of a `review` product listed, one approved (its units settle
// from the held cash), one rejected with a remark (its hold released, spec 4); refusals with a
// readable message and a non-zero exit; product:accrue paying each day once (a re-run pays
// nothing twice).
import type { ProductHoldingList } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer, backoffice } from '../../testing/harness';
import { verifyLedger } from '../ledger';
import { later } from '../offerings/testSupport';
import { trader, tradingServer, usd } from '../orders/testSupport';
import { DAY, subscribeTo } from './testSupport';

describe.each(databaseKinds())('products back office on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
    s.clock.freeze();
  });
  afterAll(() => s.close());

  const bo = (...argv: string[]) => backoffice(s, ...argv);
  const idOf = (stdout: string) => /([0-9a-f-]{36})/.exec(stdout)![1]!;
  let codes = 0;
  const productJson = (over: Record<string, unknown> = {}) => {
    codes += 1;
    return JSON.stringify({
      code: `BO${codes}`,
      name: `Back office ${codes}`,
      type: 'earn',
      subtype: 'otc',
      asset_class: 'structured',
      market: 'US',
      currency: 'USD',
      trading_type: 'review',
      risk_level: 2,
      daily_return: '0.02',
      min_investment: '1000',
      key_information: { 'en-US': 'What you should know.' },
      ...over,
    });
  };

  it('creates, edits and lists a product; refuses a bad one with the field and a non-zero exit', async () => {
    const created = await bo('product:create', '--tenant', 'demo', '--json', productJson());
    expect(created.code, created.stdout).toBe(0);
    expect(created.stdout).toMatch(/Product created: .* earn\/otc USD review flexible risk 2 /);
    expect(created.stdout).toContain('min 1000 vip 0 open');
    const id = idOf(created.stdout);
    const edited = await bo(
      'product:edit',
      '--tenant',
      'demo',
      '--id',
      id,
      '--json',
      '{"min_vip":2,"min_investment":"250"}',
    );
    expect(edited.code, edited.stdout).toBe(0);
    expect(edited.stdout).toContain('min 250 vip 2 open');
    const listed = await bo('product:list', '--tenant', 'demo');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${id}  BO1 earn/otc USD review`);

    // a NAV product without its price: refused, the field named
    const bad = await bo(
      'product:create',
      '--tenant',
      'demo',
      '--json',
      productJson({ type: 'fund', subtype: 'fund', asset_class: 'fund', daily_return: undefined }),
    );
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('price');
    const notJson = await bo('product:create', '--tenant', 'demo', '--json', '{nope');
    expect(notJson.code).toBe(1);
    expect(notJson.stdout).toContain('--json must be a JSON object');
    const missing = await bo(
      'product:edit',
      '--tenant',
      'demo',
      '--id',
      '00000000-0000-0000-0000-000000000000',
      '--json',
      '{}',
    );
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/not found/i);
  });

  it('approves and rejects awaiting subscriptions: units settle from the hold, a rejection releases it', async () => {
    const created = await bo('product:create', '--tenant', 'demo', '--json', productJson());
    const id = idOf(created.stdout);
    const who = await trader(s);
    const first = (await subscribeTo(s, who, id, { amount: '3000.00' })).json.data!;
    const second = (await subscribeTo(s, who, id, { amount: '1500.00' })).json.data!;
    expect(await usd(s, who)).toMatchObject({ available: '5500.00', frozen: '4500.00' });

    const awaiting = await bo('product:list', '--tenant', 'demo', '--awaiting');
    expect(awaiting.code).toBe(0);
    expect(awaiting.stdout).toContain(first.id);
    expect(awaiting.stdout).toContain(second.id);

    const approved = await bo('product:approve', '--tenant', 'demo', first.id);
    expect(approved.code, approved.stdout).toBe(0);
    expect(approved.stdout).toBe(
      `Order ${first.id} approved: 3000 units of ${first.code} at 1 USD.\n`,
    );
    expect(await usd(s, who)).toMatchObject({
      available: '5500.00',
      frozen: '1500.00',
      invested: '3000.00',
    });
    // a decided order cannot be decided again
    const twice = await bo('product:approve', '--tenant', 'demo', first.id);
    expect(twice.code).toBe(1);
    expect(twice.stdout).toContain('This order is no longer awaiting a decision.');

    // a rejection says why, in at most 500 characters
    const blank = await bo('product:reject', '--tenant', 'demo', second.id, '--remark', '  ');
    expect(blank.code).toBe(1);
    expect(blank.stdout).toContain('--remark must say why');
    const rejected = await bo(
      'product:reject',
      '--tenant',
      'demo',
      second.id,
      '--remark',
      'Risk profile',
    );
    expect(rejected.code, rejected.stdout).toBe(0);
    expect(rejected.stdout).toBe(`Order ${second.id} rejected; 1500.00 USD released.\n`);
    expect(await usd(s, who)).toMatchObject({ available: '7000.00', frozen: '0.00' });
    const none = await bo('product:approve', '--tenant', 'demo', '00000000-0000-0000-0000-0000');
    expect(none.code).toBe(1);
    expect(none.stdout).toContain('Product order not found.');
    const after = await bo('product:list', '--tenant', 'demo', '--awaiting');
    expect(after.stdout).not.toContain(first.id);
    expect(after.stdout).not.toContain(second.id);
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
  });

  it('product:accrue runs what is due once: a day paid, a re-run pays nothing twice', async () => {
    const created = await bo(
      'product:create',
      '--tenant',
      'demo',
      '--json',
      productJson({
        type: 'savings',
        subtype: 'flex',
        trading_type: 'holding',
        daily_return: '0.01',
      }),
    );
    const id = idOf(created.stdout);
    const who = await trader(s);
    expect((await subscribeTo(s, who, id, { amount: '5000.00' })).status).toBe(200);
    await later(s, DAY, who);
    const first = await bo('product:accrue');
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout).toMatch(/paid [1-9]\d* accrual days/);
    expect(first.stdout).not.toContain('Failed');
    const again = await bo('product:accrue');
    expect(again.stdout).toContain('paid 0 accrual days');
    const holdings = await call<ProductHoldingList>(s, 'productHoldingList', {
      token: who.token,
      tenant: who.tenant,
    });
    // 0.01 % of 5,000 for the one day ended: 0.50, once
    expect(holdings.json.data!.list.find((h) => h.product_id === id)).toMatchObject({
      accrued_return: '0.50',
    });
    expect(await usd(s, who)).toMatchObject({ available: '5000.50', invested: '5000.00' });
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
  });
});
