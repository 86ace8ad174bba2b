// Candles for 1m, 5m, 15m, 1h, 1d and 1w, all aggregated from the simulator's
// minute bars, so finer intervals aggregate exactly into coarser ones, low <= open, close <= high,
// and the last candle's close is the quote at `now` (a session in progress ends on a partial
// candle). Pure functions of (seed, instrument, interval, range, now).
import type { Candle, CandleInterval, ChartRange, Instrument } from '@invest/domain';
import { CHART_RANGES, fail, INTRADAY_INTERVAL_MINUTES, priceUnitsToDecimal } from '@invest/domain';
import {
  DAY_MS,
  isTradingDay,
  localTime,
  minuteStartUtc,
  previousTradingDay,
  sessionLength,
  sessionPosition,
  weekdayOf,
} from './calendar';
import { dayBars, partialMinuteBar, sessionBar, type SimSeed, type UnitBar } from './simulator';
import { hashString, seedHash } from './random';

/** A candle in price units; `time` is the period's start (epoch ms). */
export interface UnitCandle extends UnitBar {
  readonly time: number;
}

const merge = (into: UnitBar | undefined, bar: UnitBar): UnitBar =>
  into
    ? {
        open: into.open,
        high: Math.max(into.high, bar.high),
        low: Math.min(into.low, bar.low),
        close: bar.close,
        volume: into.volume + bar.volume,
      }
    : bar;

const dailyCache = new Map<string, UnitBar>();

/** The bar of a whole trading day (its minute bars merged); cached. */
export function dailyBar(seed: SimSeed, instrument: Instrument, day: number): UnitBar {
  const key = `${seedHash(seed)}|${hashString(`${instrument.exchange}:${instrument.symbol}`)}|${day}`;
  const cached = dailyCache.get(key);
  if (cached) return cached;
  const bars = dayBars(seed, instrument, day);
  const n = bars.close.length;
  let high = -Infinity;
  let low = Infinity;
  let volume = 0;
  for (let i = 0; i < n; i += 1) {
    high = Math.max(high, bars.high[i] ?? high);
    low = Math.min(low, bars.low[i] ?? low);
    volume += bars.volume[i] ?? 0;
  }
  const bar = { open: bars.open[0] ?? 0, high, low, close: bars.close[n - 1] ?? 0, volume };
  if (dailyCache.size > 400_000) dailyCache.clear();
  dailyCache.set(key, bar);
  return bar;
}

/** Intraday candles of `minutes` trading minutes from `from` to `now`. */
function intradayCandles(
  seed: SimSeed,
  instrument: Instrument,
  minutes: number,
  from: number,
  now: number,
): UnitCandle[] {
  const exchange = instrument.exchange;
  const position = sessionPosition(exchange, now);
  const n = sessionLength(exchange);
  const out: UnitCandle[] = [];
  for (let day = localTime(exchange, from).day; day <= position.day; day += 1) {
    if (!isTradingDay(exchange, day)) continue;
    const bars = dayBars(seed, instrument, day);
    const current = day === position.day;
    const done = current ? position.minutes : n;
    for (let start = 0; start < n; start += minutes) {
      // the candle that holds `from` is in (as the daily and weekly ones are): a range that
      // starts a millisecond after a candle's start still ends on the current quote; so is one
      // that ends at `from` exactly, whose close is the price then: a range that starts at a
      // session's close and sees no session since (a holiday week) ends on that close
      if (minuteStartUtc(exchange, day, Math.min(start + minutes, n)) < from) continue;
      const time = minuteStartUtc(exchange, day, start);
      let candle: UnitBar | undefined;
      for (let i = start; i < Math.min(start + minutes, done); i += 1) {
        candle = merge(candle, {
          open: bars.open[i] ?? 0,
          high: bars.high[i] ?? 0,
          low: bars.low[i] ?? 0,
          close: bars.close[i] ?? 0,
          volume: bars.volume[i] ?? 0,
        });
      }
      if (current && position.open && done >= start && done < start + minutes) {
        candle = merge(candle, partialMinuteBar(seed, instrument, day, done, position.seconds));
      }
      if (candle) out.push({ time, ...candle });
    }
  }
  return out;
}

/** Daily candles (time: the local date at 00:00 UTC) from `from` to `now`. */
function dailyCandles(
  seed: SimSeed,
  instrument: Instrument,
  fromDay: number,
  now: number,
): UnitCandle[] {
  const exchange = instrument.exchange;
  const position = sessionPosition(exchange, now);
  const out: UnitCandle[] = [];
  for (let day = fromDay; day <= position.day; day += 1) {
    if (!isTradingDay(exchange, day)) continue;
    const bar =
      day === position.day
        ? sessionBar(seed, instrument, position)
        : dailyBar(seed, instrument, day);
    out.push({ time: day * DAY_MS, ...bar });
  }
  return out;
}

/** The Monday of the week of `day` (weeks run Monday to Sunday, in the exchange's dates). */
const mondayOf = (day: number): number => day - ((weekdayOf(day) + 6) % 7);

/** Weekly candles (time: the week's Monday at 00:00 UTC), whole weeks from the one of `from`. */
function weeklyCandles(
  seed: SimSeed,
  instrument: Instrument,
  fromDay: number,
  now: number,
): UnitCandle[] {
  const out: UnitCandle[] = [];
  let week: UnitCandle | undefined;
  for (const daily of dailyCandles(seed, instrument, mondayOf(fromDay), now)) {
    const monday = mondayOf(Math.floor(daily.time / DAY_MS)) * DAY_MS;
    if (week && week.time === monday) {
      week = { time: monday, ...merge(week, daily) };
    } else {
      if (week) out.push(week);
      week = { ...daily, time: monday };
    }
  }
  if (week) out.push(week);
  return out;
}

/**
 * Candles of `interval` covering [from, now] in price units, from the candle that holds `from`:
 * intraday candles from the one whose span holds `from`; daily candles from the local date of
 * `from`; weekly candles whole weeks from the one of `from`. The last candle's close is the price at `now`.
 */
export function candleUnits(
  seed: SimSeed,
  instrument: Instrument,
  interval: CandleInterval,
  from: number,
  now: number,
): UnitCandle[] {
  const minutes = INTRADAY_INTERVAL_MINUTES[interval];
  if (minutes !== undefined) return intradayCandles(seed, instrument, minutes, from, now);
  const fromDay = localTime(instrument.exchange, from).day;
  return interval === '1w'
    ? weeklyCandles(seed, instrument, fromDay, now)
    : dailyCandles(seed, instrument, fromDay, now);
}

/** Candles of `interval` covering [from, now], prices as decimal strings (see candleUnits). */
export function candles(
  seed: SimSeed,
  instrument: Instrument,
  interval: CandleInterval,
  from: number,
  now: number,
): Candle[] {
  const write = (units: number) => priceUnitsToDecimal(instrument.exchange, units);
  return candleUnits(seed, instrument, interval, from, now).map((c) => ({
    time: c.time,
    open: write(c.open),
    high: write(c.high),
    low: write(c.low),
    close: write(c.close),
    volume: c.volume,
  }));
}

/** Where a chart range starts at `now`: n sessions back (the current one included) or n days. */
export function rangeStart(instrument: Instrument, range: ChartRange, now: number): number {
  const spec = CHART_RANGES[range];
  if (spec.unit === 'days') return now - spec.length * DAY_MS;
  let day = sessionPosition(instrument.exchange, now).day;
  for (let i = 1; i < spec.length; i += 1) day = previousTradingDay(instrument.exchange, day);
  return minuteStartUtc(instrument.exchange, day, 0);
}

/** A chart: the candles of a range at an interval it offers (its default when none is given). */
export type ChartResult =
  | { ok: true; range: ChartRange; interval: CandleInterval; from: number; candles: Candle[] }
  | { ok: false; code: 'interval_not_offered'; params?: Record<string, string | number> };

/** The candles of a chart range, as of `now`. */
export function chartCandles(
  seed: SimSeed,
  instrument: Instrument,
  range: ChartRange,
  interval: CandleInterval | undefined,
  now: number,
): ChartResult {
  const spec = CHART_RANGES[range];
  const chosen = interval ?? spec.defaultInterval;
  if (!spec.intervals.includes(chosen))
    return fail('interval_not_offered', { range, interval: chosen });
  const from = rangeStart(instrument, range, now);
  return {
    ok: true,
    range,
    interval: chosen,
    from,
    candles: candles(seed, instrument, chosen, from, now),
  };
}
