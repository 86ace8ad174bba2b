import { marketIds } from '@invest/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDICES, indexLevelAt, indexQuote, marketSnapshot } from './indices';
import { quoteAt } from './simulator';
import { instrumentsOfMarket, UNIVERSE } from './universe';

const SEED = 'indices-seed';
const anyTime = fc.integer({
  min: Date.parse('2025-01-01T00:00:00Z'),
  max: Date.parse('2027-06-30T00:00:00Z'),
});

describe('market figures', () => {
  it('offer one or two neutrally named indices per market', () => {
    for (const market of marketIds) {
      const count = INDICES.filter((d) => d.market === market).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(2);
    }
    for (const d of INDICES) expect(d.name).toMatch(/\(sim\)$/);
    expect(indexQuote(SEED, 'NOPE', Date.now())).toBeUndefined();
  });

  it("read an index's level alone at any instant, the same as its quote's (open, closed, a break)", () => {
    fc.assert(
      fc.property(anyTime, fc.constantFrom(...INDICES.map((d) => d.id)), (t, id) => {
        expect(indexLevelAt(SEED, id, t)).toBe(indexQuote(SEED, id, t)?.level);
        // kept: the same answer again
        expect(indexLevelAt(SEED, id, t)).toBe(indexQuote(SEED, id, t)?.level);
      }),
      { numRuns: 40 },
    );
    expect(indexLevelAt(SEED, 'NOPE', Date.now())).toBeUndefined();
  });

  it('compute index levels from the constituents, deterministically, at the base on the reference date', () => {
    // 2025-06-30 is the reference date: after its close every member is at its reference price
    const q = indexQuote(SEED, 'US-LC', Date.parse('2025-06-30T21:30:00Z'));
    expect(q?.level).toBe('5000.00');
    const small = indexQuote(SEED, 'PL-LC', 1812726000000);
    expect([small?.change, small?.changePercent]).toEqual(['0.06', '0.00']);
    fc.assert(
      fc.property(anyTime, fc.constantFrom(...INDICES.map((d) => d.id)), (t, id) => {
        const a = indexQuote(SEED, id, t);
        expect(a).toEqual(indexQuote(SEED, id, t));
        expect(Number(a?.level)).toBeGreaterThan(0);
        expect(a?.level).toMatch(/^\d+\.\d{2}$/);
        // the percentage may round to 0.00 on a small change (PL-LC +0.06 on 3470.66);
        // otherwise its sign is the change's, and no change means 0.00
        const change = Math.sign(Number(a?.change));
        const percent = Math.sign(Number(a?.changePercent));
        if (percent !== 0) expect(percent).toBe(change);
        if (change === 0) expect(a?.changePercent).toBe('0.00');
      }),
      { numRuns: 10 },
    );
  });

  it('count advances and declines, rank gainers and losers, sum sectors to the market', () => {
    fc.assert(
      fc.property(anyTime, fc.constantFrom(...marketIds), (t, market) => {
        const s = marketSnapshot(SEED, market, t, { movers: 5 });
        const quotes = instrumentsOfMarket(market).map((i) => quoteAt(SEED, i, t));
        const up = quotes.filter((q) => q.units.price > q.units.previousClose).length;
        const down = quotes.filter((q) => q.units.price < q.units.previousClose).length;
        expect([s.advances, s.declines, s.unchanged]).toEqual([
          up,
          down,
          quotes.length - up - down,
        ]);
        expect(s.sectors.reduce((n, f) => n + f.count, 0)).toBe(quotes.length);
        expect(s.sectors.reduce((n, f) => n + f.advances, 0)).toBe(up);
        expect(s.gainers.length).toBe(Math.min(5, up));
        expect(s.losers.length).toBe(Math.min(5, down));
        const rel = (q: (typeof quotes)[number]) =>
          (q.units.price - q.units.previousClose) / q.units.previousClose;
        for (let k = 1; k < s.gainers.length; k += 1)
          expect(rel(s.gainers[k - 1]!)).toBeGreaterThanOrEqual(rel(s.gainers[k]!));
        for (let k = 1; k < s.losers.length; k += 1)
          expect(rel(s.losers[k - 1]!)).toBeLessThanOrEqual(rel(s.losers[k]!));
        const best = Math.max(...quotes.map(rel));
        if (best > 0) expect(rel(s.gainers[0]!)).toBe(best);
        expect(s.indices.length).toBeGreaterThan(0);
      }),
      { numRuns: 8 },
    );
  });

  it('takes extra instruments when given a universe', () => {
    const t = Date.parse('2026-02-02T15:00:00Z');
    const s = marketSnapshot(SEED, 'US', t, { universe: UNIVERSE.slice(0, 3) });
    expect(s.advances + s.declines + s.unchanged).toBe(3);
  });
});
