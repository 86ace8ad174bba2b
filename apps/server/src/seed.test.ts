// The demo seed: on an empty database one tenant, an advisor invitation code and
// two clients whose printed credentials work over the real API; never twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueDetail,
  CatalogueList,
  LoanList,
  LoanProductOffer,
  ProductHoldingList,
} from '@invest/api/contract';
import { gatedFeatures, localeCodes, toDecimal } from '@invest/domain';
import { databaseKinds } from './db/test-support';
import {
  DEMO_CLIENT,
  DEMO_NEW_CLIENT,
  DEMO_PERMS,
  DEMO_SUPPORT_KEY,
  DEMO_TENANT,
  seedDemo,
  type SeedResult,
} from './seed';
import { call, startTestServer, type TestServer } from './testing/harness';
import { verifyPacCode } from './areas/pac';
import { unitOfWork } from './platform/unitOfWork';

describe.each(databaseKinds())('demo seed on %s', (kind) => {
  let server: TestServer;
  let seeded: SeedResult | undefined;

  beforeAll(async () => {
    server = await startTestServer(kind);
    seeded = await seedDemo({ db: server.db.db, clock: () => server.clock.now });
    // the whole demo (money, trading, offerings, products) in one hook: past a minute on a
    // loaded machine
  }, 300_000);
  afterAll(() => server.close());

  async function loginAs(username: string, password: string) {
    const res = await call<{ access_token: string; mfa: boolean }>(server, 'login', {
      body: { username, password },
    });
    expect(res.status, res.text).toBe(200);
    return res.json.data?.access_token ?? '';
  }

  it('answers what it created, with the credentials to print', () => {
    expect(seeded).toMatchObject({
      tenantId: DEMO_TENANT,
      appName: 'Invest',
      clients: [
        { username: 'demo', mobile: '2025550143', password: 'Demo-pass-1', kyc: 'approved' },
        { username: 'newclient', kyc: 'unverified' },
      ],
    });
    expect(seeded?.invitationCode).toMatch(/^INV-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });

  it('issues the demo client a PAC code for each offering and product that asks for one (spec 5)', async () => {
    const labels = seeded!.pacCodes.map((p) => p.label);
    expect(labels).toEqual(expect.arrayContaining(['IPO NSE:JIOFIN', 'EARN-NOTE']));
    const demo = seeded!.clients.find((c) => c.kyc === 'approved')!;
    const fresh = seeded!.clients.find((c) => c.kyc === 'unverified')!;
    const deps = { db: server.db.db, clock: () => server.clock.now };
    for (const pac of seeded!.pacCodes) {
      expect(pac.code).toMatch(/^PAC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      const target = { kind: pac.kind, id: pac.id };
      const check = (userId: string) =>
        unitOfWork(deps, (tx) =>
          verifyPacCode(tx, { tenantId: DEMO_TENANT, userId }, target, pac.code, 'check'),
        );
      await expect(check(demo.id)).resolves.toBeUndefined();
      // the demo client's code, not anybody's
      await expect(check(fresh.id)).rejects.toMatchObject({ code: 'PAC_CODE_INVALID' });
    }
  });

  it('does nothing on a database that has a tenant', async () => {
    const counts = async () =>
      Promise.all(
        (['tenants', 'users', 'messages', 'invitation_codes'] as const).map(async (t) =>
          Number(
            (
              await server.db.db
                .selectFrom(t)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await counts();
    expect(await seedDemo({ db: server.db.db, clock: () => server.clock.now })).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('serves the tenant settings: locales, countries, account country, support key', async () => {
    const app = await call<{
      app_name: string;
      locales: { locale: string }[];
      default_currency: string;
    }>(server, 'settingsApp');
    expect(app.status).toBe(200);
    expect(app.json.data?.app_name).toBe('Invest');
    expect(app.json.data?.default_currency).toBe('USD');
    expect(app.json.data?.locales.map((l) => l.locale)).toEqual(['en-US', 'pl-PL', 'zh-CN']);

    const countries = await call<{ code: string; phone_code: string; currency: string }[]>(
      server,
      'settingsCountries',
    );
    expect(countries.json.data?.map((c) => [c.code, c.phone_code, c.currency]).sort()).toEqual([
      ['CN', '86', 'CNY'],
      ['IN', '91', 'INR'],
      ['PL', '48', 'PLN'],
      ['US', '1', 'USD'],
    ]);
    const accounts = await call<{ code: string }[]>(server, 'settingsAccountCountries');
    // USD and PLN accounts (the demo client's FX exchange needs two)
    expect(accounts.json.data?.map((c) => c.code)).toEqual(['PL', 'US']);

    const company = await call<{ co_name: string }>(server, 'settingsCompany');
    expect(company.json.data?.co_name).toBe('Invest Demo Securities Ltd.');
  });

  it('lets the approved demo client log in, with KYC approved, permissions and a message', async () => {
    const token = await loginAs(DEMO_CLIENT.username, DEMO_CLIENT.password);
    // the mobile number logs in too (spec 7 login: username or mobile)
    await loginAs(DEMO_CLIENT.mobile, DEMO_CLIENT.password);

    const info = await call<{ full_name: string; kyc_status: string }>(server, 'clientInfo', {
      token,
    });
    expect(info.json.data).toMatchObject({ full_name: 'Alex Morgan', kyc_status: 'approved' });

    const config = await call(server, 'clientConfig', { token });
    expect(config.json.data).toMatchObject({
      vip: 1,
      score: 720,
      perms: [...DEMO_PERMS],
      kyc_force: true,
    });
    // spec 6: every gated action is open to the demo client (the journeys use each of them)
    expect((config.json.data as { perms: string[] }).perms).toEqual(
      expect.arrayContaining([...gatedFeatures]),
    );
    const verified = await call(server, 'kycVerified', { token });
    expect(verified.json.data).toEqual({ status: 'approved', verified: true });

    const key = await call(server, 'supportChatKey', { token });
    expect(key.json.data).toEqual({ key: DEMO_SUPPORT_KEY });

    const messages = await call<{ title: string; read: boolean }[]>(server, 'messageList', {
      token,
    });
    expect(messages.json.data).toEqual([
      // The second login above came from another device (no device cookie sent)
      expect.objectContaining({
        title: 'New sign-in to your account',
        read: false,
        key: 'newSignIn',
        params: expect.objectContaining({ at: expect.any(String) }),
      }),
      expect.objectContaining({ title: 'Welcome to Invest', read: false }),
      // The rejected demo deposit's reason
      expect.objectContaining({ title: 'Deposit rejected', read: false, key: 'depositRejected' }),
      // the seed approves the demo client's KYC as an advisor would: the client is told
      expect.objectContaining({ title: 'Identity verified', read: false, key: 'kycApproved' }),
    ]);
    // a message the back office wrote: its text only, no key
    expect(messages.json.data![1]).not.toHaveProperty('key');
  });

  it('gives the demo client a money history: deposits, FX, withdrawals, nominees', async () => {
    const token = await loginAs(DEMO_CLIENT.username, DEMO_CLIENT.password);
    const accounts = await call<{ currency: string; available: string; frozen: string }[]>(
      server,
      'accountList',
      { token },
    );
    const usd = accounts.json.data?.find((a) => a.currency === 'USD');
    // 5000.00 + 1250.50 deposited, 500.00 exchanged, 400.00 paid out, 150.00 frozen by the
    // pending withdrawal (and the working limit order's hold), the rest paid for the shares
    expect(usd).toBeDefined();
    expect(toDecimal(usd!.frozen).gt('150.00')).toBe(true);
    expect(toDecimal(usd!.available).lt('5200.50')).toBe(true);
    const pln = accounts.json.data?.find((a) => a.currency === 'PLN');
    expect(Number(pln?.available)).toBeGreaterThan(0);
    const deposits = await call<{ list: { status: string }[] }>(server, 'depositList', { token });
    expect(deposits.json.data?.list.map((d) => d.status).sort()).toEqual([
      'approved',
      'approved',
      'pending',
      'rejected',
    ]);
    const withdrawals = await call<{ list: { status: string }[] }>(server, 'withdrawList', {
      token,
    });
    expect(withdrawals.json.data?.list.map((w) => w.status).sort()).toEqual(['paid', 'pending']);
    const nominees = await call<{ share: string }[]>(server, 'nomineeList', { token });
    expect(nominees.json.data?.map((n) => n.share)).toEqual(['50', '50']);
    const records = await call<{ total: number }>(server, 'fundRecords', { token });
    expect(records.json.data?.total).toBeGreaterThan(5);
  });

  it('shows offerings in every state of their life, in two markets', async () => {
    const token = await loginAs(DEMO_CLIENT.username, DEMO_CLIENT.password);
    const list = await call<{ list: { state: string; exchange: string; kind: string }[] }>(
      server,
      'productList',
      { token, query: { size: '100' } },
    );
    const offerings = list.json.data!.list;
    const states = (exchange: string) =>
      new Set(offerings.filter((o) => o.exchange === exchange).map((o) => o.state));
    for (const state of ['upcoming', 'open', 'closed', 'listed']) {
      expect(states('NASDAQ')).toContain(state);
    }
    for (const state of ['upcoming', 'open', 'listed']) expect(states('NSE')).toContain(state);
    expect(offerings.map((o) => o.kind)).toEqual(expect.arrayContaining(['ipo', 'apo']));
    const now = await call<{ list: { exchange: string }[] }>(server, 'productSubscriptionList', {
      token,
      query: { tab: 'now' },
    });
    // open now in both markets
    expect(new Set(now.json.data!.list.map((o) => o.exchange))).toEqual(new Set(['NASDAQ', 'NSE']));
  });

  it('shows an AI day-trading product open now, without a subscription of the demo client', async () => {
    const token = await loginAs(DEMO_CLIENT.username, DEMO_CLIENT.password);
    const now = await call<{
      list: {
        kind: string;
        state: string;
        period: number | null;
        daily_return: string | null;
        subscriptions: unknown[];
      }[];
    }>(server, 'productSubscriptionList', { token, query: { tab: 'now' } });
    const ai = now.json.data!.list.filter((o) => o.kind === 'ai_day_trading');
    expect(ai).toHaveLength(1);
    expect(ai[0]).toMatchObject({ state: 'open', subscriptions: [] });
    expect(ai[0]!.period).toBeGreaterThan(0);
    expect(Number(ai[0]!.daily_return)).toBeGreaterThan(0);
  });

  it('offers a product catalogue: each type in USD and PLN, VIP offers above the demo level, a review product, documents in every locale', async () => {
    const token = await loginAs(DEMO_CLIENT.username, DEMO_CLIENT.password);
    const res = await call<CatalogueList>(server, 'catalogueList', {
      token,
      query: { size: '100' },
    });
    const list = res.json.data!.list;
    for (const type of ['fund', 'quant', 'savings', 'earn']) {
      expect(list.filter((p) => p.type === type).length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(list.map((p) => p.currency))).toEqual(new Set(['USD', 'PLN']));
    expect(new Set(list.map((p) => p.asset_class))).toEqual(
      new Set(['fund', 'bond', 'structured', 'alternative', 'cash']),
    );
    // the demo client is VIP 1: some products ask for more, and say so
    const above = list.filter((p) => p.min_vip > 1);
    expect(above.length).toBeGreaterThanOrEqual(2);
    for (const p of above) {
      expect(p.eligibility).toMatchObject({ eligible: false, reason: 'vip', own: 1 });
    }
    expect(list.some((p) => p.trading_type === 'review')).toBe(true);
    const detail = await call<CatalogueDetail>(server, 'catalogueDetail', {
      token,
      params: { id: list[0]!.id },
    });
    expect(Object.keys(detail.json.data!.key_information).sort()).toEqual([...localeCodes].sort());
    const held = await call<ProductHoldingList>(server, 'productHoldingList', { token });
    // the demo client's cash stays for the demo's own journeys: no product bought for them
    expect(held.json.data!.list).toEqual([]);
  });

  it('offers loan products in USD and PLN, one above the demo client’s VIP level; the demo client has no loan', async () => {
    const token = await loginAs(DEMO_CLIENT.username, DEMO_CLIENT.password);
    const products = (await call<LoanProductOffer[]>(server, 'loanProducts', { token })).json.data!;
    expect(new Set(products.map((p) => p.currency))).toEqual(new Set(['USD', 'PLN']));
    expect(products.filter((p) => p.eligible).length).toBeGreaterThanOrEqual(2);
    const above = products.filter((p) => p.min_vip > 1);
    expect(above.length).toBeGreaterThanOrEqual(1);
    for (const p of above) {
      expect(p).toMatchObject({
        eligible: false,
        eligibility: { code: 'not_eligible', params: { reason: 'vip', level: 1 } },
      });
    }
    const loans = await call<LoanList>(server, 'loanApplications', { token });
    expect(loans.json.data!.total).toBe(0);
  });

  it('gives the demo client a trading history: three holdings, a sale and a working limit order', async () => {
    const token = await loginAs(DEMO_CLIENT.username, DEMO_CLIENT.password);
    const positions = await call<{ list: { symbol: string; quantity: string }[] }>(
      server,
      'tradePositions',
      { token },
    );
    expect(
      Object.fromEntries(positions.json.data!.list.map((p) => [p.symbol, p.quantity])),
    ).toEqual({ AAPL: '5', MSFT: '2', NVDA: '5' });
    const orders = await call<{ list: { symbol: string; side: string; status: string }[] }>(
      server,
      'tradeOrders',
      { token },
    );
    const list = orders.json.data!.list;
    expect(list).toHaveLength(5);
    expect(list.filter((o) => o.side === 'sell').map((o) => o.symbol)).toEqual(['AAPL']);
    // the limit buy a fifth below the market still works
    expect(list.filter((o) => o.status === 'pending').map((o) => o.symbol)).toEqual(['MSFT']);
    const portfolio = await call<{ realised_pnl: string; invested_value: string }>(
      server,
      'portfolio',
      { token },
    );
    expect(toDecimal(portfolio.json.data!.invested_value).gt('0')).toBe(true);
    expect(portfolio.json.data!.realised_pnl).not.toBe('0.00');
  });

  it('lets the new client log in, KYC not submitted and required', async () => {
    const token = await loginAs(DEMO_NEW_CLIENT.username, DEMO_NEW_CLIENT.password);
    const verified = await call(server, 'kycVerified', { token });
    expect(verified.json.data).toEqual({ status: 'unverified', verified: false });
    const config = await call(server, 'clientConfig', { token });
    expect(config.json.data).toMatchObject({
      kyc_force: true,
      // a new client holds the gated permissions; KYC still stands before the money
      perms: ['deposit', 'withdraw', 'fx', 'trade', 'subscribe', 'loan'],
    });
    const messages = await call<unknown[]>(server, 'messageList', { token });
    expect(messages.json.data).toHaveLength(1);
  });

  it('prints an invitation code that registers a new client', async () => {
    const res = await call(server, 'register', {
      body: {
        country_code: '1',
        mobile: '2025550199',
        password: 'Fresh-pass-1',
        confirm_password: 'Fresh-pass-1',
        invitation_code: seeded?.invitationCode,
      },
    });
    expect(res.status, res.text).toBe(200);
    await loginAs('2025550199', 'Fresh-pass-1');
  });
});
