// The stock-data service of spec 7 over real HTTP: search ranking through the
// route, batch quotes, chart data, stock detail and company profile, the spec 8 codes, its own
// X-Api-Key, the guest quotas of spec 6 consumed on the server, and the quote stream's life cycle.
import type {
  LoginResponse,
  StockChart,
  StockCompany,
  StockDetail,
  StockMarket,
  StockQuote,
  StockSearchHit,
} from '@invest/api/contract';
import { GUEST_QUOTA } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { newUser } from '../auth/testUtils';
import { signedInClient, type SignedIn } from '../client/testSupport';
import { quoteHubs } from './routes';

describe.each(databaseKinds())('the stock-data service on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    alice = await signedInClient(s);
  });
  afterAll(() => s.close());

  const signedIn = () => ({ token: alice.token });
  const search = async (query: string) => {
    const res = await call<StockSearchHit[]>(s, 'stockSearch', { ...signedIn(), query: { query } });
    expect(res.status, res.text).toBe(200);
    return res.json.data as StockSearchHit[];
  };
  const keys = (hits: StockSearchHit[]) => hits.map((h) => `${h.market}:${h.symbol}`);

  it('ranks search results: exact symbol, prefix, name word, one typo, Chinese name, diacritics', async () => {
    expect((await search('T'))[0]?.symbol).toBe('T');
    expect(keys(await search('aap'))[0]).toBe('NASDAQ:AAPL');
    expect((await search('moutai'))[0]?.symbol).toBe('600519');
    expect((await search('microsfot'))[0]?.symbol).toBe('MSFT');
    expect((await search('茅台'))[0]?.symbol).toBe('600519');
    expect((await search('TELEFÓNICA'))[0]?.symbol).toBe('TEF');
    expect(keys(await search('eregli'))[0]).toBe('BIST:EREGL');
    const [apple] = await search('AAPL');
    // spec 2/3: what a result shows
    expect(apple).toMatchObject({
      symbol: 'AAPL',
      market: 'NASDAQ',
      name: expect.stringMatching(/Apple/),
      country: 'US',
      currency: 'USD',
      price: expect.stringMatching(/^\d+\.\d+$/),
    });
    expect(await search('zzzzqqqq')).toEqual([]);
  });

  it('quotes a batch in the order asked, leaving out unknown listings', async () => {
    const res = await call<StockQuote[]>(s, 'stockQuotes', {
      query: { country: 'US' },
      body: [{ symbol: 'MSFT' }, { symbol: 'NOPE' }, { symbol: 'TCS', market: 'NSE' }],
    });
    expect(res.status, res.text).toBe(200);
    const quotes = res.json.data as StockQuote[];
    expect(quotes.map((q) => q.symbol)).toEqual(['MSFT', 'TCS']);
    for (const q of quotes) {
      expect(Number(q.price)).toBeGreaterThan(0);
      expect(Number(q.low)).toBeLessThanOrEqual(Number(q.high));
      expect(q.change_percent).toMatch(/^-?\d+\.\d{2}$/);
    }
    const none = await call(s, 'stockQuotes', {
      query: { country: 'US' },
      body: [{ symbol: 'NOPE' }],
    });
    // spec 8: 'Unable to fetch price'
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({
      code: 'PRICE_UNAVAILABLE',
      message: 'Unable to fetch price',
    });
    const tooMany = await call(s, 'stockQuotes', {
      body: Array.from({ length: 101 }, () => ({ symbol: 'MSFT' })),
    });
    expect(tooMany.status).toBe(400);
  });

  it('answers chart data at every interval with OHLC invariants, and 4xx for bad input', async () => {
    for (const interval of ['1m', '5m', '15m', '1h', '1d', '1w']) {
      const res = await call<StockChart>(s, 'stockChart', {
        query: { country: 'US', symbol: 'AAPL', interval },
      });
      expect(res.status, `${interval} ${res.text}`).toBe(200);
      const chart = res.json.data as StockChart;
      expect(chart.interval).toBe(interval);
      expect(chart.candles.length).toBeGreaterThan(0);
      for (const c of chart.candles) {
        const [o, h, l, cl] = [c.open, c.high, c.low, c.close].map(Number) as [
          number,
          number,
          number,
          number,
        ];
        expect(l).toBeLessThanOrEqual(Math.min(o, cl));
        expect(h).toBeGreaterThanOrEqual(Math.max(o, cl));
        expect(l).toBeGreaterThan(0);
      }
    }
    const ranged = await call<StockChart>(s, 'stockChart', {
      query: { symbol: 'AAPL', interval: '1w', range: '5Y' },
    });
    expect(ranged.json.data?.range).toBe('5Y');
    const notOffered = await call(s, 'stockChart', {
      query: { symbol: 'AAPL', interval: '1m', range: '5Y' },
    });
    expect(notOffered.status).toBe(400);
    const badInterval = await call(s, 'stockChart', { query: { symbol: 'AAPL', interval: '2m' } });
    expect(badInterval.status).toBe(400);
    const unknown = await call(s, 'stockChart', { query: { symbol: 'NOPE', interval: '1d' } });
    expect(unknown.status).toBe(404);
    // spec 8: 'Cannot get stock data'
    expect(unknown.json).toMatchObject({
      code: 'STOCK_DATA_UNAVAILABLE',
      message: 'Cannot get stock data',
    });
  });

  it('answers the stock detail and the company profile', async () => {
    const detail = await call<StockDetail>(s, 'stockDetail', {
      ...signedIn(),
      query: { country: 'IN', market: 'NSE', s: 'TCS' },
    });
    expect(detail.status, detail.text).toBe(200);
    expect(detail.json.data).toMatchObject({
      symbol: 'TCS',
      market: 'NSE',
      country: 'IN',
      currency: 'INR',
    });
    const company = await call<StockCompany>(s, 'stockCompany', {
      ...signedIn(),
      query: { country: 'CN', market: 'SSE', s: '600519' },
    });
    expect(company.status, company.text).toBe(200);
    const profile = company.json.data as StockCompany;
    expect(profile).toMatchObject({
      symbol: '600519',
      name_zh: '贵州茅台',
      currency: 'CNY',
      listing_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(profile.description.length).toBeGreaterThan(10);
    expect(profile.shares_outstanding).toBeGreaterThan(0);
    // market cap is exact: a decimal string, price x shares
    expect(profile.market_cap).toMatch(/^\d+\.\d{2}$/);
    const wrongMarket = await call(s, 'stockDetail', {
      ...signedIn(),
      query: { market: 'NYSE', s: 'TCS' },
    });
    expect(wrongMarket.status).toBe(404);
    const noSymbol = await call(s, 'stockCompany', { ...signedIn(), query: { market: 'NSE' } });
    expect(noSymbol.status).toBe(400);
  });

  it('answers a market snapshot: indices, sectors, movers, breadth; 4xx for a bad country', async () => {
    // a guest reads it without spending a quota (the market page); the clock
    // stands still so that two calls see the same instant while a session is open
    s.clock.freeze();
    const res = await call<StockMarket>(s, 'stockMarket', { query: { country: 'us' } });
    expect(res.status, res.text).toBe(200);
    const m = res.json.data as StockMarket;
    expect(m.country).toBe('US');
    expect(m.indices.length).toBeGreaterThan(0);
    for (const i of m.indices) expect(i.level).toMatch(/^\d+\.\d{2}$/);
    expect(m.sectors.length).toBeGreaterThan(0);
    const total = m.sectors.reduce((n, x) => n + x.count, 0);
    expect(m.advances + m.declines + m.unchanged).toBe(total);
    expect(m.gainers.length).toBeLessThanOrEqual(5);
    for (const q of m.gainers) expect(q.change_percent).not.toMatch(/^-/);
    for (const q of m.losers) expect(q.change_percent).toMatch(/^-/);
    for (const q of [...m.gainers, ...m.losers]) expect(q.country).toBe('US');
    // best first, worst first
    const pct = (qs: StockQuote[]) => qs.map((q) => Number(q.change_percent));
    expect(pct(m.gainers)).toEqual([...pct(m.gainers)].sort((a, b) => b - a));
    expect(pct(m.losers)).toEqual([...pct(m.losers)].sort((a, b) => a - b));
    // the same instant answers the same (a pure function of seed and time)
    const again = await call<StockMarket>(s, 'stockMarket', { query: { country: 'US' } });
    expect((again.json.data as StockMarket).indices).toEqual(m.indices);
    s.clock.thaw();
    expect((await call(s, 'stockMarket', { query: { country: 'XX' } })).status).toBe(404);
    expect((await call(s, 'stockMarket', { query: { country: 'USA' } })).status).toBe(400);
    expect((await call(s, 'stockMarket', { query: {} })).status).toBe(400);
  });

  it('streams quotes as Server-Sent Events and frees the client on disconnect', async () => {
    const hub = quoteHubs.get(s.app.deps);
    expect(hub).toBeDefined();
    const bad = await fetch(`${s.url}/stock-api/stream?symbols=NASDAQ:NOPE`);
    expect(bad.status).toBe(404);
    const empty = await fetch(`${s.url}/stock-api/stream`);
    expect(empty.status).toBe(400);
    const controller = new AbortController();
    const res = await fetch(`${s.url}/stock-api/stream?symbols=NASDAQ:AAPL,NSE:TCS`, {
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while ((text.match(/event: quote/g) ?? []).length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const events = text
      .split('\n\n')
      .filter((e) => e.startsWith('event: quote'))
      .map((e) => JSON.parse(e.split('\ndata: ')[1] ?? '{}') as StockQuote);
    expect(events.map((e) => `${e.market}:${e.symbol}`).sort()).toEqual(['NASDAQ:AAPL', 'NSE:TCS']);
    expect(hub!.stats()).toMatchObject({ clients: 1, listings: 2, ticking: true });
    controller.abort();
    await expect.poll(() => hub!.stats().clients).toBe(0);
    expect(hub!.stats()).toMatchObject({ listings: 0, ticking: false });
  });
});

describe.each(databaseKinds())('guest quotas on the stock service on %s (spec 6)', (kind) => {
  let s: TestServer;
  let bob: SignedIn;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    bob = await signedInClient(s);
  });
  afterAll(() => s.close());

  it('counts a guest’s searches, quotes and stock reads per local day, then asks to log in', async () => {
    const zone = { 'X-Time-Zone': 'Asia/Kolkata' };
    const limited = [
      ['stockSearch', 'search', { query: 'apple' }],
      ['stockDetail', 'view_quote', { market: 'NASDAQ', s: 'AAPL' }],
      ['stockCompany', 'read_stock', { market: 'NASDAQ', s: 'AAPL' }],
    ] as const;
    for (const [name, kindOf, query] of limited) {
      for (let i = 0; i < GUEST_QUOTA[kindOf]; i += 1) {
        const ok = await call(s, name, { query, headers: zone, tenant: null });
        expect(ok.status, `${name} #${i + 1}`).toBe(200);
      }
      const over = await call(s, name, { query, headers: zone, tenant: null });
      expect(over.status, name).toBe(429);
      expect(over.json).toMatchObject({
        code: 'GUEST_LIMIT_REACHED',
        message: 'Daily guest limit reached, log in to continue',
      });
    }
    // an empty query is no search; batch quotes and charts are not limited
    expect((await call(s, 'stockSearch', { query: { query: ' ' }, tenant: null })).status).toBe(
      200,
    );
    expect(
      (await call(s, 'stockChart', { query: { symbol: 'AAPL', interval: '1d' }, tenant: null }))
        .status,
    ).toBe(200);
    // a signed-in client is unlimited (its token with its tenant)
    for (let i = 0; i < GUEST_QUOTA.search + 2; i += 1) {
      const res = await call(s, 'stockSearch', { query: { query: 'apple' }, token: bob.token });
      expect(res.status).toBe(200);
    }
    // a token without its tenant is a guest's call: still limited
    const noTenant = await call(s, 'stockSearch', {
      query: { query: 'apple' },
      token: bob.token,
      tenant: null,
      headers: zone,
    });
    expect(noTenant.status).toBe(429);
    // the next local day of the guest gives fresh counters
    s.clock.advance(24 * 3_600_000);
    const nextDay = await call(s, 'stockSearch', {
      query: { query: 'apple' },
      headers: zone,
      tenant: null,
    });
    expect(nextDay.status).toBe(200);
  });
});

describe.each(databaseKinds())('guest quotas per visitor on %s (spec 4/6)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  /** A browser's own id (the web app makes one and sends it with every stock call). */
  const visitor = (n: number) => ({
    'X-Visitor-Id': `0a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`,
  });
  const search = (headers: Record<string, string>) =>
    call(s, 'stockSearch', { query: { query: 'apple' }, headers, tenant: null });

  it('two browsers behind one address each get their own quota; the address backstop still holds', async () => {
    for (const n of [1, 2]) {
      for (let i = 0; i < GUEST_QUOTA.search; i += 1) {
        expect((await search(visitor(n))).status, `visitor ${n} #${i + 1}`).toBe(200);
      }
      const over = await search(visitor(n));
      expect(over.status).toBe(429);
      expect(over.json.code).toBe('GUEST_LIMIT_REACHED');
    }
    // more visitors from the same address: allowed up to ten visitors' worth of searches a day
    let used = 2 * GUEST_QUOTA.search;
    for (let n = 3; used < 10 * GUEST_QUOTA.search; n += 1) {
      expect((await search(visitor(n))).status, `visitor ${n}`).toBe(200);
      used += 1;
    }
    const backstop = await search(visitor(99));
    expect(backstop.status).toBe(429);
    expect(backstop.json.code).toBe('GUEST_LIMIT_REACHED');
  });

  it('a malformed visitor id is a 400 with a stable code, not a quota of its own', async () => {
    for (const bad of ['x', 'a'.repeat(200), 'ünïcode-ünïcode-ünïcode']) {
      const res = await search({ 'X-Visitor-Id': bad });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('VALIDATION_FAILED');
      expect(res.json).toMatchObject({ errors: [{ path: 'X-Visitor-Id' }] });
    }
  });
});

describe.each(databaseKinds())('guest quotas reset on login on %s (spec 4/6)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  const visitor = (n: number) => ({
    'X-Visitor-Id': `5e7a11ed-0000-4000-8000-${String(n).padStart(12, '0')}`,
  });
  const read = (headers: Record<string, string>) =>
    call(s, 'stockCompany', { query: { market: 'NASDAQ', s: 'AAPL' }, headers, tenant: null });
  const spend = async (headers: Record<string, string>) => {
    for (let i = 0; i < GUEST_QUOTA.read_stock; i += 1) {
      expect((await read(headers)).status, `read #${i + 1}`).toBe(200);
    }
    expect((await read(headers)).status).toBe(429);
  };

  it('signing in with the visitor id resets that visitor’s counters: signed out again, it reads on', async () => {
    await spend(visitor(1));
    await spend(visitor(2));
    const u = await newUser(s);
    const login = await call<LoginResponse>(s, 'login', {
      body: { username: u.username, password: TEST_PASSWORD },
      headers: visitor(1),
    });
    expect(login.status).toBe(200);
    const out = await call(s, 'logout', { token: login.json.data!.access_token! });
    expect(out.status).toBe(200);
    // the browser that signed in starts the day afresh; another browser keeps its spent quota
    expect((await read(visitor(1))).status).toBe(200);
    expect((await read(visitor(2))).status).toBe(429);
  });

  it('a sign-in whose visitor id is malformed still signs in, and resets nothing', async () => {
    await spend(visitor(3));
    const u = await newUser(s);
    const login = await call<LoginResponse>(s, 'login', {
      body: { username: u.username, password: TEST_PASSWORD },
      headers: { 'X-Visitor-Id': 'not a visitor id' },
    });
    expect(login.status).toBe(200);
    expect((await read(visitor(3))).status).toBe(429);
  });

  it('a wrong password resets nothing', async () => {
    await spend(visitor(4));
    const u = await newUser(s);
    const login = await call(s, 'login', {
      body: { username: u.username, password: 'not-the-password-1' },
      headers: visitor(4),
    });
    expect(login.status).toBe(401);
    expect((await read(visitor(4))).status).toBe(429);
  });
});

describe.each(databaseKinds())('the stock service key on %s (spec 7)', (kind) => {
  let s: TestServer;
  const KEY = 'stock-key-0123456789abcdef';
  beforeAll(async () => {
    s = await startTestServer(kind, { config: { STOCK_API_KEY: KEY } });
  });
  afterAll(() => s.close());

  it('refuses calls without its X-Api-Key, and serves those with it', async () => {
    const query = { query: { symbol: 'AAPL', interval: '1d' }, tenant: null };
    expect((await call(s, 'stockChart', query)).status).toBe(401);
    expect(
      (await call(s, 'stockChart', { ...query, headers: { 'X-Api-Key': 'wrong-key-0123456789' } }))
        .status,
    ).toBe(401);
    expect((await call(s, 'stockChart', { ...query, headers: { 'X-Api-Key': KEY } })).status).toBe(
      200,
    );
    // the stream takes it as a query parameter (EventSource sends no headers)
    expect((await fetch(`${s.url}/stock-api/stream?symbols=AAPL`)).status).toBe(401);
    const controller = new AbortController();
    const ok = await fetch(`${s.url}/stock-api/stream?symbols=AAPL&api_key=${KEY}`, {
      signal: controller.signal,
    });
    expect(ok.status).toBe(200);
    controller.abort();
    // the key never reaches a log line
    expect(s.logs.join('\n')).not.toContain(KEY);
  });
});
