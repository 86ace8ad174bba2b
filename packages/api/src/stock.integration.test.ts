// spec 7 'Stock service', sent by the one API client: the contract's stock routes go to the
// profile's stock base, with a 10 s timeout and the auth-key header.
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import type { ApiError } from './errors';
import { startFaultServer, json, type FaultServer } from './testing/faultServer';
import { UUID, manualTimers } from './testing/support';

let server: FaultServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the stock-data routes of the API client', () => {
  it('calls the endpoints of spec 7 under the stock base with the auth key and request headers', async () => {
    server = await startFaultServer((req, res) => {
      if (req.path === '/stock-api/search') return json(res, 200, [{ symbol: 'AAPL' }]);
      json(res, 200, { success: true, data: { path: req.path } });
    });
    const client = createApiClient({
      // the API elsewhere: the stock routes follow the profile's stock base, not the API's
      baseUrl: `${server.url}/api`,
      tenantId: 'demo',
      stockBase: `${server.url}/stock-api/`,
      stockToken: 'key-123',
    });
    await expect(client.request('stockSearch', { query: { query: 'apple inc' } })).resolves.toEqual(
      [{ symbol: 'AAPL' }],
    );
    await expect(
      client.request('stockQuotes', {
        query: { country: 'US' },
        body: [{ symbol: 'AAPL', market: 'NASDAQ' }],
      }),
    ).resolves.toEqual({ path: '/stock-api/stock' });
    await client.request('stockChart', {
      query: { country: 'US', symbol: 'AAPL', interval: '1d' },
    });
    await client.request('stockDetail', { query: { country: 'IN', market: 'NSE', s: 'TCS' } });
    await client.request('stockCompany', { query: { country: 'IN', market: 'NSE', s: 'TCS' } });
    await client.request('stockMarket', { query: { country: 'PL' } });
    const [search, quotes, chart, detail, company, market] = server.requests;
    expect(search).toMatchObject({ method: 'GET', path: '/stock-api/search' });
    expect(search!.query.get('query')).toBe('apple inc');
    expect(quotes).toMatchObject({ method: 'POST', path: '/stock-api/stock' });
    expect(quotes!.query.get('country')).toBe('US');
    expect(JSON.parse(quotes!.body)).toEqual([{ symbol: 'AAPL', market: 'NASDAQ' }]);
    expect(quotes!.headers['content-type']).toBe('application/json');
    expect(chart!.path).toBe('/stock-api/chart_data');
    expect(Object.fromEntries(chart!.query)).toEqual({
      country: 'US',
      symbol: 'AAPL',
      interval: '1d',
    });
    expect(detail!.path).toBe('/stock-api/stock_detail');
    expect(Object.fromEntries(detail!.query)).toEqual({ country: 'IN', market: 'NSE', s: 'TCS' });
    expect(company!.path).toBe('/stock-api/company');
    expect(market!.path).toBe('/stock-api/market');
    for (const req of server.requests) {
      expect(req.headers['x-api-key']).toBe('key-123');
      expect(req.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(req.headers['x-request-id']).toMatch(UUID);
      // a guest: the stock service gets no session token, and no tenant without one
      expect(req.headers.authorization).toBeUndefined();
      expect(req.headers['x-tenant-id']).toBeUndefined();
    }
    expect(new Set(server.requests.map((r) => r.headers['x-request-id'])).size).toBe(6);
  });

  it('sends the API routes to the API base without the stock key', async () => {
    server = await startFaultServer((_req, res) => json(res, 200, { success: true, data: {} }));
    const client = createApiClient({
      baseUrl: `${server.url}/api`,
      stockBase: `${server.url}/stock-api`,
      stockToken: 'key-123',
    });
    await client.request('settingsApp');
    expect(server.requests[0]!.path).toMatch(/^\/api\//);
    expect(server.requests[0]!.headers['x-api-key']).toBeUndefined();
  });

  it('defaults the stock base to the API base’s /stock-api (the local server serves both)', async () => {
    server = await startFaultServer((req, res) => json(res, 200, { path: req.path }));
    const client = createApiClient({ baseUrl: server.url });
    expect(client.stockBase).toBe(`${server.url}/stock-api`);
    await client.request('stockMarket', { query: { country: 'US' } });
    expect(server.requests[0]!.path).toBe('/stock-api/market');
  });

  it('carries the guest quota headers, and the session with its tenant when signed in (spec 6)', async () => {
    server = await startFaultServer((req, res) => json(res, 200, { path: req.path }));
    const client = createApiClient({
      baseUrl: server.url,
      tenantId: 'demo',
      timeZone: () => 'Europe/Warsaw',
      visitorId: () => 'visitor-0123456789abcdef',
    });
    await client.request('stockSearch', { query: { query: 'cdr' } });
    client.setTokens({ access_token: 'access-abc', refresh_token: 'refresh-abc' });
    await client.request('stockSearch', { query: { query: 'cdr' } });
    const [guest, signedIn] = server.requests;
    expect(guest!.headers['x-time-zone']).toBe('Europe/Warsaw');
    expect(guest!.headers['x-visitor-id']).toBe('visitor-0123456789abcdef');
    expect(guest!.headers.authorization).toBeUndefined();
    expect(guest!.headers['x-tenant-id']).toBeUndefined();
    // spec 6: a signed-in client has no guest quota; the service knows it by its token
    expect(signedIn!.headers.authorization).toBe('Bearer access-abc');
    expect(signedIn!.headers['x-tenant-id']).toBe('demo');
    client.dispose();
  });

  it('leaves an empty optional field out of the query (a quote link without a country)', async () => {
    server = await startFaultServer((req, res) => json(res, 200, { path: req.path }));
    const client = createApiClient({ stockBase: `${server.url}/stock-api` });
    await client.request('stockDetail', { query: { country: '', market: '', s: 'AAPL' } });
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({ s: 'AAPL' });
  });

  it('has a 10 s timeout and normalises failures', async () => {
    server = await startFaultServer((req, res) => {
      if (req.query.get('query') === 'hang') return;
      json(res, 404, { success: false, message: 'Cannot get stock data' });
    });
    const clock = manualTimers();
    const errors: ApiError[] = [];
    const client = createApiClient({
      stockBase: server.url,
      timers: clock.timers,
      onError: (e) => errors.push(e),
    });
    const hung = client.request('stockSearch', { query: { query: 'hang' } });
    await expect.poll(() => server!.requests.length).toBe(1);
    expect(clock.pending(10_000)).toHaveLength(1);
    clock.fire(10_000);
    await expect(hung).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
    await expect(client.request('stockSearch', { query: { query: 'x' } })).rejects.toMatchObject({
      status: 404,
      message: 'Cannot get stock data',
      requestName: 'stockSearch',
    });
    expect(errors).toHaveLength(2);
    // no token configured: no auth-key header
    expect(server.requests[1]!.headers['x-api-key']).toBeUndefined();
  });

  it('builds the quote stream URL under the stock base, the key as a parameter', () => {
    const client = createApiClient({ stockBase: 'https://stock.example/v2/', stockToken: 'k&1' });
    const url = new URL(client.stockStreamUrl(['NASDAQ:AAPL', 'NSE:TCS']));
    expect(`${url.origin}${url.pathname}`).toBe('https://stock.example/v2/stream');
    expect(url.searchParams.get('symbols')).toBe('NASDAQ:AAPL,NSE:TCS');
    // an EventSource sends no headers: the key travels as a parameter
    expect(url.searchParams.get('api_key')).toBe('k&1');
    const keyless = createApiClient({ stockBase: '/stock-api' });
    expect(keyless.stockStreamUrl(['NASDAQ:MSFT'])).toBe('/stock-api/stream?symbols=NASDAQ%3AMSFT');
  });
});
