// spec 7 'Stock service': its own base URL, a 10 s timeout and the auth-key header.
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from './errors';
import { createStockClient } from './stock';
import { startFaultServer, json, type FaultServer } from './testing/faultServer';
import { UUID, manualTimers } from './testing/support';

let server: FaultServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the stock-data client', () => {
  it('calls the endpoints of spec 7 under its base with the auth key and request headers', async () => {
    server = await startFaultServer((req, res) => {
      if (req.path === '/stock-api/search') return json(res, 200, [{ symbol: 'AAPL' }]);
      json(res, 200, { success: true, data: { path: req.path } });
    });
    const stock = createStockClient({ baseUrl: `${server.url}/stock-api/`, token: 'key-123' });
    await expect(stock.search('apple inc')).resolves.toEqual([{ symbol: 'AAPL' }]);
    await expect(stock.quotes('US', [{ symbol: 'AAPL', market: 'NASDAQ' }])).resolves.toEqual({
      path: '/stock-api/stock',
    });
    await stock.chartData({ country: 'US', symbol: 'AAPL', interval: '1d' });
    await stock.stockDetail({ country: 'IN', market: 'NSE', s: 'TCS' });
    await stock.company({ country: 'IN', market: 'NSE', s: 'TCS' });
    const [search, quotes, chart, detail, company] = server.requests;
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
    for (const req of server.requests) {
      expect(req.headers['x-api-key']).toBe('key-123');
      expect(req.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(req.headers['x-request-id']).toMatch(UUID);
      // the stock service gets no session token
      expect(req.headers.authorization).toBeUndefined();
    }
    expect(new Set(server.requests.map((r) => r.headers['x-request-id'])).size).toBe(5);
  });

  it('leaves an empty optional field out of the query (a quote link without a country)', async () => {
    server = await startFaultServer((req, res) => json(res, 200, { path: req.path }));
    const stock = createStockClient({ baseUrl: `${server.url}/stock-api` });
    await stock.stockDetail({ country: '', market: '', s: 'AAPL' });
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({ s: 'AAPL' });
  });

  it('has a 10 s timeout and normalises failures', async () => {
    server = await startFaultServer((req, res) => {
      if (req.query.get('query') === 'hang') return;
      json(res, 404, { success: false, message: 'Cannot get stock data' });
    });
    const clock = manualTimers();
    const errors: ApiError[] = [];
    const stock = createStockClient({
      baseUrl: server.url,
      timers: clock.timers,
      onError: (e) => errors.push(e),
    });
    const hung = stock.search('hang');
    await expect.poll(() => server!.requests.length).toBe(1);
    expect(clock.pending(10_000)).toHaveLength(1);
    clock.fire(10_000);
    await expect(hung).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
    await expect(stock.search('x')).rejects.toMatchObject({
      status: 404,
      message: 'Cannot get stock data',
    });
    expect(errors).toHaveLength(2);
    // no token configured: no auth-key header
    expect(server.requests[1]!.headers['x-api-key']).toBeUndefined();
  });
});
