import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decimalToPriceUnits, type Instrument, tickUnits } from '@invest/domain';
import { build } from 'esbuild';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberOf, sessionLength } from './calendar';
import {
  closeUnits,
  dayBars,
  livePricesAt,
  priceAt,
  priceUnitsAt,
  quoteAt,
  secondPrice,
  secondPrices,
  sessionPricesAt,
} from './simulator';
import { findInstrument, UNIVERSE } from './universe';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..', '..', '..');
const SEED = 'test-seed';
const at = (iso: string) => Date.parse(iso);
const instrument = (exchange: Instrument['exchange'], symbol: string): Instrument => {
  const found = findInstrument(exchange, symbol);
  if (!found) throw new Error(`${exchange}:${symbol} missing`);
  return found;
};

const anyInstrument = fc.constantFrom(...UNIVERSE);
// 2024-01-01 .. 2027-12-31
const anyTime = fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2027-12-31T23:59:59Z') });
const anyTradingDayAround = fc.integer({
  min: dayNumberOf('2024-06-01'),
  max: dayNumberOf('2027-06-01'),
});

const onGrid = (i: Instrument, units: number) =>
  Number.isInteger(units) && units > 0 && units % tickUnits(i.exchange, units) === 0;

describe('market simulator', () => {
  it('is deterministic: the same (seed, instrument, t) gives the same quote, and seeds differ', () => {
    fc.assert(
      fc.property(anyInstrument, anyTime, (i, t) => {
        expect(quoteAt(SEED, i, t)).toEqual(quoteAt(SEED, i, t));
        expect(priceAt(SEED, i, t)).toBe(quoteAt(SEED, i, t).price);
      }),
      { numRuns: 60 },
    );
    const nvda = instrument('NASDAQ', 'NVDA');
    const t = at('2026-03-10T15:00:00Z');
    expect(priceAt('another seed', nvda, t)).not.toBe(priceAt(SEED, nvda, t));
  });

  it('quotes a listing asked again in the same second or the next as a fresh draw does', () => {
    // a copy of the listing has no quote remembered: it is drawn from the simulator's path
    const fresh = (seed: string, i: Instrument, t: number) => quoteAt(seed, { ...i }, t);
    fc.assert(
      fc.property(
        anyInstrument,
        anyTime,
        fc.array(fc.tuple(fc.integer({ min: -1_500, max: 2_500 }), fc.boolean()), {
          minLength: 1,
          maxLength: 6,
        }),
        (i, t0, asks) => {
          for (const [delta, other] of asks) {
            const seed = other ? 'another seed' : SEED;
            const t = t0 + delta;
            const quote = quoteAt(seed, i, t);
            expect(quote).toEqual(fresh(seed, i, t));
            expect(quote.asOf).toBe(t);
          }
        },
      ),
      { numRuns: 200 },
    );
    // within one second of a session the figures hold; the next second draws its own
    const aapl = instrument('NASDAQ', 'AAPL');
    const open = at('2026-03-10T15:00:00Z');
    const seconds = Array.from({ length: 30 }, (_, s) =>
      quoteAt(SEED, aapl, open + s * 1000 + 999),
    );
    expect(new Set(seconds.map((q) => q.price)).size).toBeGreaterThan(1);
    seconds.forEach((q, s) => expect(q).toEqual(fresh(SEED, aapl, open + s * 1000 + 999)));
  });

  it('agrees with a separate process that computes in another order (restart, no coordination)', async () => {
    const samples = [
      ['NASDAQ', 'AAPL', '2026-11-24T15:00:07Z'],
      ['NSE', 'RELIANCE', '2025-03-03T05:00:00Z'],
      ['SSE', '600519', '2027-01-12T02:15:31Z'],
      ['BIST', 'THYAO', '2024-08-01T12:00:00Z'],
      ['WSE', 'LPP', '2026-06-15T20:00:00Z'],
      ['BME', 'SAN', '2025-11-03T10:10:10Z'],
    ] as const;
    const entry = `
      import { findInstrument } from ${JSON.stringify(join(here, 'universe', 'index.ts'))};
      import { priceAt } from ${JSON.stringify(join(here, 'simulator.ts'))};
      const samples = ${JSON.stringify(samples)};
      const out = samples.slice().reverse().map(([e, s, t]) => priceAt(${JSON.stringify(SEED)}, findInstrument(e, s), Date.parse(t)));
      process.stdout.write(JSON.stringify(out.reverse()));
    `;
    const dir = mkdtempSync(join(tmpdir(), 'market-sim-'));
    try {
      const bundle = await build({
        stdin: { contents: entry, resolveDir: here, loader: 'ts' },
        bundle: true,
        platform: 'node',
        format: 'esm',
        write: false,
        alias: { '@invest/domain': join(repoRoot, 'packages', 'domain', 'src', 'index.ts') },
        logLevel: 'silent',
      });
      const file = join(dir, 'child.mjs');
      writeFileSync(file, bundle.outputFiles[0]?.text ?? '');
      const child = spawnSync(process.execPath, [file], { encoding: 'utf8' });
      expect(child.status).toBe(0);
      const local = samples.map(([e, s, t]) => priceAt(SEED, instrument(e, s), at(t)));
      expect(JSON.parse(child.stdout)).toEqual(local);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never gives NaN, zero or negative prices, and prices sit on the tick grid', () => {
    fc.assert(
      fc.property(anyInstrument, anyTime, (i, t) => {
        const units = priceUnitsAt(SEED, i, t);
        expect(onGrid(i, units)).toBe(true);
        const q = quoteAt(SEED, i, t);
        for (const value of [q.price, q.previousClose, q.open, q.high, q.low]) {
          expect(value).toMatch(/^\d+\.\d{2,4}$/);
          const parsed = decimalToPriceUnits(i.exchange, value) ?? NaN;
          expect(onGrid(i, parsed)).toBe(true);
        }
        expect(Number(q.low)).toBeLessThanOrEqual(Number(q.price));
        expect(Number(q.price)).toBeLessThanOrEqual(Number(q.high));
        expect(Number.isInteger(q.volume) && q.volume >= 0).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps every minute bar consistent: low <= open, close <= high, each bar opens on the last close', () => {
    fc.assert(
      fc.property(anyInstrument, anyTradingDayAround, (i, day) => {
        const bars = dayBars(SEED, i, day);
        const n = sessionLength(i.exchange);
        expect(bars.close.length).toBe(n);
        for (let k = 0; k < n; k += 1) {
          const [o, h, l, c] = [bars.open[k], bars.high[k], bars.low[k], bars.close[k]] as number[];
          expect(l).toBeLessThanOrEqual(Math.min(o!, c!));
          expect(h).toBeGreaterThanOrEqual(Math.max(o!, c!));
          expect(onGrid(i, l!) && onGrid(i, h!)).toBe(true);
          if (k > 0) expect(o).toBe(bars.close[k - 1]);
        }
        // the day ends on its close
        expect(bars.close[n - 1]).toBe(closeUnits(SEED, i, day));
      }),
      { numRuns: 40 },
    );
  });

  it('runs each minute second by second through its open, high and low, within the bar', () => {
    fc.assert(
      fc.property(anyInstrument, anyTradingDayAround, fc.nat(), (i, day, m) => {
        const bars = dayBars(SEED, i, day);
        const minute = m % bars.close.length;
        const path = Array.from(secondPrices(SEED, i, day, minute));
        expect(path[0]).toBe(bars.open[minute]);
        expect(Math.max(...path)).toBe(bars.high[minute]);
        expect(Math.min(...path)).toBe(bars.low[minute]);
      }),
      { numRuns: 40 },
    );
  });

  it("prices one second of a minute as that second of the minute's whole path", () => {
    fc.assert(
      fc.property(anyInstrument, anyTradingDayAround, fc.nat(), (i, day, m) => {
        const minute = m % sessionLength(i.exchange);
        const path = Array.from(secondPrices(SEED, i, day, minute));
        expect(path.map((_, s) => secondPrice(SEED, i, day, minute, s))).toEqual(path);
      }),
      { numRuns: 40 },
    );
  });

  it("prices many listings at one instant as each one's quote: price and change", () => {
    // whole days, so that every exchange is seen open, in a break, closed and over a weekend
    const anyDay = fc.integer({ min: at('2025-07-01T00:00:00Z'), max: at('2027-06-30T23:59:59Z') });
    fc.assert(
      fc.property(anyDay, (t) => {
        const live = livePricesAt(SEED, t);
        for (const i of UNIVERSE) {
          const q = quoteAt(SEED, i, t);
          expect(live(i), `${i.exchange}:${i.symbol}`).toEqual({
            price: q.price,
            change: q.change,
          });
        }
      }),
      { numRuns: 8 },
    );
    // and through a trading day of every exchange, every 7 minutes 13 seconds around the clock
    const firstOfEach = [...new Map(UNIVERSE.map((i) => [i.exchange, i])).values()];
    for (let t = at('2026-11-24T00:00:00Z'); t < at('2026-11-25T00:00:00Z'); t += 433_000) {
      const live = livePricesAt(SEED, t);
      for (const i of firstOfEach) {
        const q = quoteAt(SEED, i, t);
        expect(live(i)).toEqual({ price: q.price, change: q.change });
      }
    }
  });

  it('prices a listing once a second: any instant of that second, asked again, is its quote', () => {
    const anySecond = fc.integer({
      min: at('2025-07-01T00:00:00Z') / 1000,
      max: at('2027-06-30T23:59:59Z') / 1000,
    });
    fc.assert(
      fc.property(anySecond, fc.nat(999), fc.nat(999), anyInstrument, (second, a, b, i) => {
        const first = livePricesAt(SEED, second * 1000 + a)(i);
        const again = livePricesAt(SEED, second * 1000 + b)(i);
        const q = quoteAt(SEED, i, second * 1000 + b);
        expect(again).toEqual({ price: q.price, change: q.change });
        expect(again).toBe(first);
        // the next second is drawn on its own
        const next = quoteAt(SEED, i, second * 1000 + 1000);
        expect(livePricesAt(SEED, second * 1000 + 1000)(i)).toEqual({
          price: next.price,
          change: next.change,
        });
      }),
      { numRuns: 60 },
    );
  });

  it("prices many listings at one instant as each one's quote: the session's open and price", () => {
    const anyDay = fc.integer({ min: at('2025-07-01T00:00:00Z'), max: at('2027-06-30T23:59:59Z') });
    fc.assert(
      fc.property(anyDay, (t) => {
        const prices = sessionPricesAt(SEED, t);
        for (const i of UNIVERSE) {
          const q = quoteAt(SEED, i, t);
          expect(prices(i), `${i.exchange}:${i.symbol}`).toEqual({ open: q.open, price: q.price });
        }
      }),
      { numRuns: 8 },
    );
    // through a trading day of every exchange, every 61 seconds around the clock: each session's
    // first minute, its breaks and its close are met
    const firstOfEach = [...new Map(UNIVERSE.map((i) => [i.exchange, i])).values()];
    for (let t = at('2026-11-24T00:00:00Z'); t < at('2026-11-25T00:00:00Z'); t += 61_000) {
      const prices = sessionPricesAt(SEED, t);
      for (const i of firstOfEach) {
        const q = quoteAt(SEED, i, t);
        expect(prices(i)).toEqual({ open: q.open, price: q.price });
      }
    }
  });

  it('holds the price at the close outside sessions, over weekends and holidays', () => {
    const aapl = instrument('NASDAQ', 'AAPL');
    // Friday 2025-12-19 close (16:00 New York = 21:00 UTC); then the weekend; Christmas
    const close = priceAt(SEED, aapl, at('2025-12-19T21:00:00Z'));
    for (const t of ['2025-12-19T23:00:00Z', '2025-12-20T15:00:00Z', '2025-12-22T14:29:59Z']) {
      expect(priceAt(SEED, aapl, at(t))).toBe(close);
    }
    const christmasEve = priceAt(SEED, aapl, at('2025-12-24T21:00:00Z'));
    expect(priceAt(SEED, aapl, at('2025-12-25T17:00:00Z'))).toBe(christmasEve);
    expect(quoteAt(SEED, aapl, at('2025-12-25T17:00:00Z')).marketOpen).toBe(false);
    expect(quoteAt(SEED, aapl, at('2025-12-25T17:00:00Z')).sessionDate).toBe('2025-12-24');
    // in session the price moves
    const seen = new Set(
      Array.from({ length: 30 }, (_, k) =>
        priceAt(SEED, aapl, at('2025-12-22T15:00:00Z') + k * 60_000),
      ),
    );
    expect(seen.size).toBeGreaterThan(1);
  });

  it('holds the price through the Chinese lunch break', () => {
    const moutai = instrument('SSE', '600519');
    // 11:30 Shanghai = 03:30 UTC; 13:00 = 05:00 UTC
    const morningClose = priceAt(SEED, moutai, at('2026-03-10T03:30:00Z'));
    expect(priceAt(SEED, moutai, at('2026-03-10T04:15:00Z'))).toBe(morningClose);
    expect(priceAt(SEED, moutai, at('2026-03-10T04:59:59Z'))).toBe(morningClose);
    expect(quoteAt(SEED, moutai, at('2026-03-10T04:15:00Z')).marketOpen).toBe(false);
    expect(quoteAt(SEED, moutai, at('2026-03-10T05:00:00Z')).marketOpen).toBe(true);
  });

  it('quotes the change from the previous close', () => {
    fc.assert(
      fc.property(anyInstrument, anyTime, (i, t) => {
        const q = quoteAt(SEED, i, t);
        expect(q.units.price - q.units.previousClose).toBe(
          decimalToPriceUnits(i.exchange, q.change),
        );
        // a small change may round to 0.00 %; otherwise the percentage has the change's sign
        const change = Math.sign(Number(q.change));
        const percent = Math.sign(Number(q.changePercent));
        if (percent !== 0) expect(percent).toBe(change);
        if (change === 0) expect(q.changePercent).toBe('0.00');
      }),
      { numRuns: 60 },
    );
  });
});
