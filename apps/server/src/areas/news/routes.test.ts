// News over real HTTP: deterministic generated headlines tied to the simulated
// moves, the detail regenerated from an id, back-office publishing per tenant, bad input 4xx.
import type { NewsDetail, NewsItem } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { resolveListing, quoteAt } from '../market';
import { generatedNews, generatedNewsItem } from './generator';
import { publishNews } from './service';

const T = Date.parse('2025-07-01T18:00:00Z');

describe('the news generator', () => {
  it('is deterministic and agrees with the simulated moves', () => {
    const a = generatedNews('news-seed', T);
    const b = generatedNews('news-seed', T);
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(10);
    expect(generatedNews('other-seed', T)).not.toEqual(a);
    for (const item of a.filter((i) => i.symbol !== undefined)) {
      const instrument = resolveListing(item.symbol!, item.market)!;
      const q = quoteAt('news-seed', instrument, Date.parse(item.published_at));
      expect(item.headline).toContain(`${q.changePercent.replace('-', '')}%`);
      expect(item.summary).toContain(q.price);
      expect(generatedNewsItem('news-seed', item.id, T)).toEqual(item);
    }
    // newest first, never after now
    const times = a.map((i) => Date.parse(i.published_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(Math.max(...times)).toBeLessThanOrEqual(T);
    expect(generatedNewsItem('news-seed', 'g-US-99999999-m', T)).toBeUndefined();
  });

  it("gives each generated item its template and parameters, for the reader's language", () => {
    const items = generatedNews('news-seed', T);
    for (const item of items) {
      expect(item.key).toBe(item.kind);
      const p = item.params!;
      if (item.kind === 'market') {
        expect(p).toMatchObject({ market: expect.stringMatching(/^[A-Z]{2}$/) });
        expect(p.index).toMatch(/^[A-Z]{2}-[A-Z]+$/);
        expect(p.verb).toMatch(/^(up|down)[0-4]$/);
        expect(p.open).toMatch(/^(yes|no)$/);
        for (const k of ['percent', 'level', 'previous_close', 'advances', 'declines'])
          expect(item.headline + item.summary).toContain(p[k]);
      } else {
        expect(p).toMatchObject({ name: expect.any(String), symbol: item.symbol });
        expect(p.verb).toMatch(/^(jump|drop)[0-3]$/);
        expect(p.reason).toMatch(/^(gain|loss)[0-4]$/);
        for (const k of ['percent', 'price', 'currency', 'previous_close'])
          expect(item.headline + item.summary).toContain(p[k]);
      }
    }
  });

  it('writes up the one market asked for', () => {
    const pl = generatedNews('news-seed', T, { country: 'PL' });
    // as long a list as all markets' (a page of 20 and more to load)
    expect(pl.length).toBeGreaterThan(40);
    expect(pl.every((i) => i.params?.market === 'PL' || i.market === 'WSE')).toBe(true);
  });
});

describe.each(databaseKinds())('news on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'other');
  });
  afterAll(() => s.close());

  it('lists generated and published news, newest first, per tenant', async () => {
    const deps = s.app.deps;
    // one instant for the item and the lists: generated news is stamped at the start of the
    // minute, so a list read a moment later, past a minute's turn, would rightly put a newer
    // generated item above the one published here
    s.clock.freeze();
    onTestFinished(() => s.clock.thaw());
    const published = await publishNews(deps, {
      tenantId: 'demo',
      headline: 'Demo bank opens a new branch',
      body: 'It opens in Warsaw.\nMore text.',
      symbol: 'AAPL',
    });
    const res = await call<NewsItem[]>(s, 'newsList', { query: { limit: '50' } });
    expect(res.status, res.text).toBe(200);
    const items = res.json.data as NewsItem[];
    expect(items[0]).toMatchObject({
      id: published.id,
      kind: 'published',
      summary: 'It opens in Warsaw.',
    });
    expect(items.some((i) => i.kind === 'market')).toBe(true);
    const other = await call<NewsItem[]>(s, 'newsList', {}, 'other');
    expect(other.json.data?.some((i) => i.id === published.id)).toBe(false);
    const ofApple = await call<NewsItem[]>(s, 'newsList', { query: { symbol: 'AAPL' } });
    expect(ofApple.json.data?.every((i) => i.symbol === 'AAPL')).toBe(true);
    expect(ofApple.json.data?.[0]?.id).toBe(published.id);
    const detail = await call<NewsDetail>(s, 'newsDetail', { params: { id: published.id } });
    expect(detail.json.data?.body).toBe('It opens in Warsaw.\nMore text.');
    const generated = items.find((i) => i.kind !== 'published')!;
    const generatedDetail = await call<NewsDetail>(s, 'newsDetail', {
      params: { id: generated.id },
    });
    expect(generatedDetail.status).toBe(200);
    expect(generatedDetail.json.data?.body.length).toBeGreaterThan(20);
    // another tenant's item is not found
    expect((await call(s, 'newsDetail', { params: { id: published.id } }, 'other')).status).toBe(
      404,
    );
  });

  it('lists the news of the market the client chose (`country=`)', async () => {
    const aboutApple = await publishNews(s.app.deps, {
      tenantId: 'demo',
      headline: 'Apple opens a store',
      body: 'In New York.',
      symbol: 'AAPL',
    });
    const house = await publishNews(s.app.deps, {
      tenantId: 'demo',
      headline: 'Invest adds a market',
      body: 'For every client.',
    });
    const res = await call<NewsItem[]>(s, 'newsList', { query: { country: 'PL', limit: '100' } });
    expect(res.status, res.text).toBe(200);
    const items = res.json.data!;
    const generated = items.filter((i) => i.kind !== 'published');
    expect(generated.length).toBeGreaterThan(3);
    expect(generated.every((i) => i.params?.market === 'PL' || i.market === 'WSE')).toBe(true);
    // the house's news is everyone's; a US listing's is not Poland's
    expect(items.some((i) => i.id === house.id)).toBe(true);
    expect(items.some((i) => i.id === aboutApple.id)).toBe(false);
    const bad = await call(s, 'newsList', { query: { country: 'XX' } });
    expect(bad.status).toBe(400);
  });

  it('answers 4xx for bad input', async () => {
    expect((await call(s, 'newsList', { query: { limit: '0' } })).status).toBe(400);
    expect((await call(s, 'newsList', { query: { limit: 'many' } })).status).toBe(400);
    expect((await call(s, 'newsList', { query: { symbol: 'NOPE' } })).status).toBe(404);
    expect((await call(s, 'newsDetail', { params: { id: 'bad id!' } })).status).toBe(400);
    expect((await call(s, 'newsDetail', { params: { id: 'n-unknown' } })).status).toBe(404);
    expect((await call(s, 'newsList', { tenant: null })).status).toBe(400);
    await expect(
      publishNews(s.app.deps, { tenantId: 'demo', headline: ' ', body: 'x' }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
