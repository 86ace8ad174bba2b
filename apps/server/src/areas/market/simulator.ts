// The market simulator. The price of an instrument at time t is a pure function
// of (seed, instrument, t): a daily random walk from the reference date (market, sector and
// idiosyncratic factors, per-sector drift and volatility, rare jumps) fixes every day's close;
// within a day, minute bars follow a Brownian bridge from the opening gap to that close with
// U-shaped (open and close heavy) volatility; within a minute, seconds run through the bar's
// open, high, low and close. Any minute costs at most one day's path (cached), so processes agree
// without coordination and any past interval can be regenerated.
import type { ExchangeId, Instrument, MarketId, SectorId } from '@invest/domain';
import {
  changePercent,
  EXCHANGES,
  instrumentKey,
  priceUnitsToDecimal,
  roundPriceUnits,
} from '@invest/domain';
import {
  dateOfDayNumber,
  dayNumberOf,
  isTradingDay,
  minuteStartUtc,
  sessionLength,
  sessionPosition,
  type SessionPosition,
} from './calendar';
import {
  hashString,
  normal,
  normalAt,
  normalPairAt,
  seedHash,
  type SimSeed,
  streamBase,
  uniform,
  uniformAt,
} from './random';

export type { SimSeed } from './random';

/** The date the universe's reference prices are anchored on (their close that day). */
export const REFERENCE_DATE = '2025-06-30';
const REFERENCE_DAY = dayNumberOf(REFERENCE_DATE);
const TRADING_DAYS_PER_YEAR = 252;

/** Annual drift and volatility per sector (the simulator's only "fundamentals"). */
export const SECTOR_PROFILES: Readonly<Record<SectorId, { drift: number; volatility: number }>> = {
  technology: { drift: 0.12, volatility: 0.34 },
  communication: { drift: 0.08, volatility: 0.28 },
  consumer_discretionary: { drift: 0.08, volatility: 0.3 },
  consumer_staples: { drift: 0.05, volatility: 0.18 },
  energy: { drift: 0.05, volatility: 0.3 },
  financials: { drift: 0.07, volatility: 0.25 },
  health_care: { drift: 0.07, volatility: 0.24 },
  industrials: { drift: 0.07, volatility: 0.25 },
  materials: { drift: 0.05, volatility: 0.3 },
  real_estate: { drift: 0.04, volatility: 0.24 },
  utilities: { drift: 0.04, volatility: 0.17 },
};

const MARKET_VOLATILITY = 0.15;
const SECTOR_VOLATILITY = 0.1;
const JUMP_PROBABILITY = 0.004; // per trading day
const GAP_SHARE = 0.16; // of the daily variance, spent overnight
const INTRADAY_MARKET_CORRELATION = 0.55;

// random streams (one per use, so draws never collide)
const S_MARKET = 1;
const S_SECTOR = 2;
const S_DAILY = 3;
const S_JUMP = 4;
const S_JUMP_SIZE = 5;
const S_JUMP_MINUTE = 6;
const S_GAP = 7;
const S_MINUTE = 8;
const S_MARKET_MINUTE = 9;
const S_HIGH = 10;
const S_VOLUME_DAY = 12;
const S_VOLUME_MINUTE = 13;
const S_SECOND_ANCHOR = 14;
const S_SECOND = 15;
const S_PARAMS = 16;

/** Per-instrument constants derived once from its data and the seed. */
interface Model {
  readonly instrument: Instrument;
  readonly exchange: ExchangeId;
  readonly seed: number;
  readonly hash: number;
  readonly marketHash: number;
  readonly sectorHash: number;
  readonly decimals: number;
  readonly logReference: number;
  readonly muDay: number;
  readonly sigmaDay: number;
  readonly beta: number;
  readonly sigmaIdio: number;
  readonly turnover: number;
  /** log closes forward from the reference day: forward[k] is day REFERENCE_DAY + k. */
  readonly forward: number[];
  /** log closes backward: backward[k] is day REFERENCE_DAY - k. */
  readonly backward: number[];
}

const models = new Map<string, Model>();

function modelOf(seed: SimSeed, instrument: Instrument): Model {
  const key = `${String(seed)}|${instrumentKey(instrument.exchange, instrument.symbol)}`;
  const cached = models.get(key);
  if (cached && cached.instrument === instrument) return cached;
  const exchange = instrument.exchange;
  const market: MarketId = EXCHANGES[exchange].market;
  const s = seedHash(seed);
  const hash = hashString(instrumentKey(exchange, instrument.symbol));
  const profile = SECTOR_PROFILES[instrument.sector];
  const sigma = profile.volatility * (0.75 + 0.5 * uniform(s, hash, S_PARAMS, 1));
  const mu = profile.drift + (uniform(s, hash, S_PARAMS, 2) - 0.5) * 0.08;
  const beta = 0.7 + 0.6 * uniform(s, hash, S_PARAMS, 3);
  const sigmaDay = sigma / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const systematic = (beta * MARKET_VOLATILITY) ** 2 + (0.6 * SECTOR_VOLATILITY) ** 2;
  const idio = Math.sqrt(Math.max(sigma * sigma - systematic, (0.4 * sigma) ** 2));
  const reference = Number(instrument.referencePrice);
  const model: Model = {
    instrument,
    exchange,
    seed: s,
    hash,
    marketHash: hashString(`market:${market}`),
    sectorHash: hashString(`sector:${market}:${instrument.sector}`),
    decimals: EXCHANGES[exchange].priceDecimals,
    logReference: Math.log(reference > 0 ? reference : 1),
    muDay: mu / TRADING_DAYS_PER_YEAR,
    sigmaDay,
    beta,
    sigmaIdio: idio / Math.sqrt(TRADING_DAYS_PER_YEAR),
    turnover: 0.002 + 0.006 * uniform(s, hash, S_PARAMS, 4),
    forward: [Math.log(reference > 0 ? reference : 1)],
    backward: [Math.log(reference > 0 ? reference : 1)],
  };
  if (models.size > 20_000) models.clear();
  models.set(key, model);
  return model;
}

/** The day's jump (log size) when it has one, else 0. */
function jumpOf(m: Model, day: number): number {
  if (uniform(m.seed, m.hash, S_JUMP, day) >= JUMP_PROBABILITY) return 0;
  const size = (3 + 5 * uniform(m.seed, m.hash, S_JUMP_SIZE, day)) * m.sigmaDay;
  return uniform(m.seed, m.hash, S_JUMP_SIZE, day, 1) < 0.5 ? -size : size;
}

/** The log return of trading day `day` (0 on days the exchange is closed). */
function dailyReturn(m: Model, day: number, trading: boolean): number {
  if (!trading) return 0;
  const marketDay = MARKET_VOLATILITY / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const sectorDay = SECTOR_VOLATILITY / Math.sqrt(TRADING_DAYS_PER_YEAR);
  return (
    m.muDay -
    (m.sigmaDay * m.sigmaDay) / 2 +
    m.beta * marketDay * normal(m.seed, m.marketHash, S_MARKET, day) +
    0.6 * sectorDay * normal(m.seed, m.sectorHash, S_SECTOR, day) +
    m.sigmaIdio * normal(m.seed, m.hash, S_DAILY, day) +
    jumpOf(m, day)
  );
}

/** The log close of local day `day` (a closed day holds the previous trading day's close). */
function logClose(m: Model, day: number): number {
  if (day >= REFERENCE_DAY) {
    const k = day - REFERENCE_DAY;
    for (let i = m.forward.length; i <= k; i += 1) {
      const d = REFERENCE_DAY + i;
      m.forward.push(
        (m.forward[i - 1] ?? m.logReference) + dailyReturn(m, d, isTradingDay(m.exchange, d)),
      );
    }
    return m.forward[k] ?? m.logReference;
  }
  const k = REFERENCE_DAY - day;
  for (let i = m.backward.length; i <= k; i += 1) {
    const d = REFERENCE_DAY - i + 1; // the day whose return leads from day d-1 to day d
    m.backward.push(
      (m.backward[i - 1] ?? m.logReference) - dailyReturn(m, d, isTradingDay(m.exchange, d)),
    );
  }
  return m.backward[k] ?? m.logReference;
}

/** Price units of a log price, on the exchange's tick grid. */
const unitsOf = (m: Model, logPrice: number): number =>
  roundPriceUnits(m.exchange, Math.exp(logPrice));

/** One trading day's minute bars, in price units. */
export interface DayBars {
  readonly day: number;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
}

const seasonalities = new Map<number, Float64Array>();

/** U-shaped intraday variance weights over n minutes, summing to 1. */
function seasonality(n: number): Float64Array {
  let weights = seasonalities.get(n);
  if (!weights) {
    weights = new Float64Array(n);
    let sum = 0;
    for (let i = 0; i < n; i += 1) {
      const x = (2 * (i + 0.5)) / n - 1;
      weights[i] = 0.45 + 2.2 * x * x * x * x + 0.6 * x * x;
      sum += weights[i] ?? 0;
    }
    for (let i = 0; i < n; i += 1) weights[i] = (weights[i] ?? 0) / sum;
    seasonalities.set(n, weights);
  }
  return weights;
}

/**
 * `cache`'s value for `key`, made and kept when missing; past `limit` entries the one used
 * longest ago goes, so a process that keeps asking for the same days and seconds keeps them.
 */
function remembered<V>(cache: Map<string, V>, key: string, limit: number, make: () => V): V {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = make();
  if (cache.size >= limit) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

const marketMinuteCache = new Map<string, Float64Array>();

/** The market-wide minute shocks of a day (shared by every instrument of the market). */
function marketMinuteNormals(m: Model, day: number, n: number): Float64Array {
  return remembered(marketMinuteCache, `${m.seed}|${m.marketHash}|${day}|${n}`, 2_000, () => {
    const values = new Float64Array(n);
    const base = streamBase(m.seed, m.marketHash, S_MARKET_MINUTE, day);
    for (let i = 0; i < n; i += 1) values[i] = normalAt(base, i);
    return values;
  });
}

const dayCache = new Map<string, DayBars>();
const DAY_CACHE_LIMIT = 1_500;

function computeDayBars(m: Model, day: number): DayBars {
  const n = sessionLength(m.exchange);
  const weights = seasonality(n);
  const start = logClose(m, day - 1);
  const target = logClose(m, day);
  const variance = m.sigmaDay * m.sigmaDay;
  const x0 = start + Math.sqrt(GAP_SHARE * variance) * normal(m.seed, m.hash, S_GAP, day);
  const jump = jumpOf(m, day);
  const jumpMinute = Math.floor(uniform(m.seed, m.hash, S_JUMP_MINUTE, day) * n);
  const rho = INTRADAY_MARKET_CORRELATION;
  const marketMinutes = marketMinuteNormals(m, day, n);
  const minuteBase = streamBase(m.seed, m.hash, S_MINUTE, day);
  const steps = new Float64Array(n);
  const sds = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i += 1) {
    const sd = Math.sqrt((1 - GAP_SHARE) * variance * (weights[i] ?? 0));
    const z = rho * (marketMinutes[i] ?? 0) + Math.sqrt(1 - rho * rho) * normalAt(minuteBase, i);
    const step = sd * z + (i === jumpMinute ? jump : 0);
    steps[i] = step;
    sds[i] = sd;
    sum += step;
  }
  // Brownian bridge in variance time: the path ends exactly on the day's close
  const miss = sum - (target - x0);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const volume = new Float64Array(n);
  const dayVolume =
    m.instrument.sharesOutstanding *
    m.turnover *
    (1 + Math.min(3, Math.abs(target - start) / m.sigmaDay) * 0.35) *
    (0.7 + 0.6 * uniform(m.seed, m.hash, S_VOLUME_DAY, day));
  const wickBase = streamBase(m.seed, m.hash, S_HIGH, day);
  const volumeBase = streamBase(m.seed, m.hash, S_VOLUME_MINUTE, day);
  let x = x0;
  let cumulativeWeight = 0;
  let walked = 0;
  let previousUnits = unitsOf(m, x0);
  for (let i = 0; i < n; i += 1) {
    cumulativeWeight += weights[i] ?? 0;
    walked += steps[i] ?? 0;
    const next = i === n - 1 ? target : x0 + walked - miss * cumulativeWeight;
    const sd = sds[i] ?? 0;
    const [up, down] = normalPairAt(wickBase, i);
    const top = Math.max(x, next) + 0.5 * sd * Math.abs(up);
    const bottom = Math.min(x, next) - 0.5 * sd * Math.abs(down);
    const closeUnits = unitsOf(m, next);
    open[i] = previousUnits;
    close[i] = closeUnits;
    high[i] = Math.max(unitsOf(m, top), previousUnits, closeUnits);
    low[i] = Math.min(unitsOf(m, bottom), previousUnits, closeUnits);
    volume[i] = Math.floor(dayVolume * (weights[i] ?? 0) * (0.5 + uniformAt(volumeBase, i)));
    previousUnits = closeUnits;
    x = next;
  }
  return { day, open, high, low, close, volume };
}

/** The minute bars of trading day `day` (local day number); cached. */
export function dayBars(seed: SimSeed, instrument: Instrument, day: number): DayBars {
  const m = modelOf(seed, instrument);
  return remembered(dayCache, `${m.seed}|${m.hash}|${day}`, DAY_CACHE_LIMIT, () =>
    computeDayBars(m, day),
  );
}

/** The close of local day `day` in price units (a closed day holds the last close). */
export function closeUnits(seed: SimSeed, instrument: Instrument, day: number): number {
  const m = modelOf(seed, instrument);
  return unitsOf(m, logClose(m, day));
}

/** A bar in price units (volume in shares). */
export interface UnitBar {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** What the second-by-second path of one minute is drawn from (secondPrices, secondPrice). */
interface MinutePath {
  readonly exchange: ExchangeId;
  readonly minute: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** (second, price units) the path passes through, by second: open, high and low, close. */
  readonly anchors: readonly (readonly [number, number])[];
  readonly scale: number;
  readonly noiseBase: number;
}

function minutePath(
  seed: SimSeed,
  instrument: Instrument,
  day: number,
  minute: number,
): MinutePath {
  const m = modelOf(seed, instrument);
  const bars = dayBars(seed, instrument, day);
  const o = bars.open[minute] ?? 0;
  const h = bars.high[minute] ?? o;
  const l = bars.low[minute] ?? o;
  const c = bars.close[minute] ?? o;
  const atHigh = 1 + Math.floor(uniform(m.seed, m.hash, S_SECOND_ANCHOR, day, minute) * 59);
  let atLow = 1 + Math.floor(uniform(m.seed, m.hash, S_SECOND_ANCHOR, day, minute + 100_000) * 58);
  if (atLow >= atHigh) atLow += 1;
  const anchors: [number, number][] = [
    [0, o],
    [atHigh, h],
    [atLow, l],
    [60, c],
  ];
  anchors.sort((a, b) => a[0] - b[0]);
  return {
    exchange: m.exchange,
    minute,
    open: o,
    high: h,
    low: l,
    close: c,
    anchors,
    scale: 10 ** m.decimals,
    noiseBase: streamBase(m.seed, m.hash, S_SECOND, day),
  };
}

/** The price of second `s` (0-59) of a minute's path: each second is drawn on its own. */
function pathPrice(p: MinutePath, s: number): number {
  let a = 0;
  while (s >= (p.anchors[a + 1]?.[0] ?? 60)) a += 1;
  const [t0, p0] = p.anchors[a] ?? [0, p.open];
  const [t1, p1] = p.anchors[a + 1] ?? [60, p.close];
  if (s === t0) return p0;
  const linear = p0 + ((p1 - p0) * (s - t0)) / (t1 - t0);
  const noise = 0.15 * (p.high - p.low) * normalAt(p.noiseBase, p.minute * 60 + s);
  const rounded = roundPriceUnits(p.exchange, (linear + noise) / p.scale);
  return Math.min(p.high, Math.max(p.low, rounded));
}

/**
 * The prices of minute `minute` of day `day`, second by second (60 values, price units): the
 * path starts at the bar's open and touches its high and its low; the bar closes on `close`.
 */
export function secondPrices(
  seed: SimSeed,
  instrument: Instrument,
  day: number,
  minute: number,
): Float64Array {
  const path = minutePath(seed, instrument, day, minute);
  const out = new Float64Array(60);
  for (let s = 0; s < 60; s += 1) out[s] = pathPrice(path, s);
  return out;
}

/**
 * The price `second` (0-59) seconds into minute `minute` of day `day` (price units): the same
 * figure as `secondPrices(...)[second]`, without drawing the rest of the minute (a live price
 * needs only its own second).
 */
export function secondPrice(
  seed: SimSeed,
  instrument: Instrument,
  day: number,
  minute: number,
  second: number,
): number {
  return pathPrice(minutePath(seed, instrument, day, minute), second);
}

/** The bar of minute `minute` of day `day` as it stands `seconds` (0-59) into that minute. */
export function partialMinuteBar(
  seed: SimSeed,
  instrument: Instrument,
  day: number,
  minute: number,
  seconds: number,
): UnitBar {
  const path = secondPrices(seed, instrument, day, minute);
  const bars = dayBars(seed, instrument, day);
  let high = path[0] ?? 0;
  let low = high;
  for (let s = 1; s <= seconds; s += 1) {
    const p = path[s] ?? high;
    if (p > high) high = p;
    if (p < low) low = p;
  }
  return {
    open: path[0] ?? 0,
    high,
    low,
    close: path[seconds] ?? 0,
    volume: Math.floor(((bars.volume[minute] ?? 0) * seconds) / 60),
  };
}

/** The price of an instrument at `t` (epoch ms), in price units. */
export function priceUnitsAt(seed: SimSeed, instrument: Instrument, t: number): number {
  return priceUnitsAtPosition(seed, instrument, sessionPosition(instrument.exchange, t));
}

/**
 * The price at a session position of the instrument's exchange, in price units (a caller
 * pricing many listings of one exchange at one instant finds the position once: it reads the
 * time zone's offset).
 */
export function priceUnitsAtPosition(
  seed: SimSeed,
  instrument: Instrument,
  position: SessionPosition,
): number {
  if (position.open)
    return secondPrice(seed, instrument, position.day, position.minutes, position.seconds);
  if (position.minutes >= sessionLength(instrument.exchange))
    return closeUnits(seed, instrument, position.day);
  // a break between segments holds the last minute's close
  return dayBars(seed, instrument, position.day).close[position.minutes - 1] ?? 0;
}

/** The price of an instrument at `t` (epoch ms) as a decimal string on its tick grid. */
export function priceAt(seed: SimSeed, instrument: Instrument, t: number): string {
  return priceUnitsToDecimal(instrument.exchange, priceUnitsAt(seed, instrument, t));
}

/** Each exchange's session position at `t`, found once per exchange however many listings ask. */
function sessionPositionsAt(t: number): (exchange: ExchangeId) => SessionPosition {
  const positions = new Map<ExchangeId, SessionPosition>();
  return (exchange) => {
    let position = positions.get(exchange);
    if (position === undefined) {
      position = sessionPosition(exchange, t);
      positions.set(exchange, position);
    }
    return position;
  };
}

/**
 * The session's open and the price of the moment of listings at one instant (the fill engine's
 * tick): the same figures as `quoteAt(seed, listing, t)`'s `open` and `price` without the
 * session's high, low and volume, each exchange's session found once.
 */
export function sessionPricesAt(
  seed: SimSeed,
  t: number,
): (instrument: Instrument) => { open: string; price: string } {
  const positionOf = sessionPositionsAt(t);
  return (instrument) => {
    const exchange = instrument.exchange;
    const position = positionOf(exchange);
    // sessionBar's open: the first minute's (its first second's, while that minute runs)
    const open = dayBars(seed, instrument, position.day).open[0] ?? 0;
    return {
      open: priceUnitsToDecimal(exchange, open),
      price: priceUnitsToDecimal(exchange, priceUnitsAtPosition(seed, instrument, position)),
    };
  };
}

/**
 * The live price of listings at one instant (a portfolio's holdings): each listing's price and its
 * change from the previous close, the same figures as `quoteAt(seed, listing, t)`'s `price` and
 * `change` without the session's other figures, each exchange's session found once.
 */
export function livePricesAt(seed: SimSeed, t: number): (instrument: Instrument) => LivePrice {
  const memo = livePricesOfSecond(seed, t);
  const positionOf = sessionPositionsAt(t);
  return (instrument) => {
    let live = memo.get(instrument);
    if (live === undefined) {
      const exchange = instrument.exchange;
      const position = positionOf(exchange);
      const units = priceUnitsAtPosition(seed, instrument, position);
      const previous = closeUnits(seed, instrument, position.day - 1);
      live = Object.freeze({
        price: priceUnitsToDecimal(exchange, units),
        change: priceUnitsToDecimal(exchange, units - previous),
      });
      memo.set(instrument, live);
    }
    return live;
  };
}

/** A listing's price of the moment and its change from the previous close (decimal strings). */
export type LivePrice = Readonly<{ price: string; change: string }>;

/**
 * The live prices already drawn in the latest seconds asked for. A price is a function of the
 * second (a session position has whole seconds), and the portfolio reads that arrive within one
 * second price the same listings again: each listing is drawn once a second, whoever asks.
 */
const liveMemo = new Map<string, WeakMap<Instrument, LivePrice>>();
const LIVE_MEMO_SECONDS = 4;

const livePricesOfSecond = (seed: SimSeed, t: number): WeakMap<Instrument, LivePrice> =>
  remembered(
    liveMemo,
    `${String(seed)}|${Math.floor(t / 1000)}`,
    LIVE_MEMO_SECONDS,
    () => new WeakMap(),
  );

/** The session so far at `position`: its bar (open, high, low, close, volume) in price units. */
export function sessionBar(
  seed: SimSeed,
  instrument: Instrument,
  position: SessionPosition,
): UnitBar {
  const bars = dayBars(seed, instrument, position.day);
  let open = bars.open[0] ?? 0;
  let high = -Infinity;
  let low = Infinity;
  let volume = 0;
  let close = open;
  for (let i = 0; i < position.minutes; i += 1) {
    high = Math.max(high, bars.high[i] ?? 0);
    low = Math.min(low, bars.low[i] ?? Infinity);
    volume += bars.volume[i] ?? 0;
    close = bars.close[i] ?? close;
  }
  if (position.open) {
    const partial = partialMinuteBar(
      seed,
      instrument,
      position.day,
      position.minutes,
      position.seconds,
    );
    high = Math.max(high, partial.high);
    low = Math.min(low, partial.low);
    volume += partial.volume;
    close = partial.close;
    if (position.minutes === 0) open = partial.open;
  }
  return { open, high, low, close, volume };
}

/** A quote: the price now and the session's figures, prices as decimal strings. */
export interface Quote {
  readonly symbol: string;
  readonly exchange: ExchangeId;
  readonly market: MarketId;
  readonly currency: string;
  readonly price: string;
  readonly previousClose: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  /** Price minus previous close, signed. */
  readonly change: string;
  /** Percent change from the previous close, two decimals, signed ("-1.25"). */
  readonly changePercent: string;
  readonly volume: number;
  /** Whether the exchange is trading at `asOf` (in a session, not in a break). */
  readonly marketOpen: boolean;
  /** The local date of the session the figures belong to. */
  readonly sessionDate: string;
  readonly asOf: number;
  /** Price units behind the strings, for ranking and sums. */
  readonly units: { readonly price: number; readonly previousClose: number };
}

/**
 * The last quote drawn for each listing and the second it belongs to. A quote's figures change
 * once a second (the simulator's path is drawn second by second, sessions start on whole
 * minutes), and a busy second asks for the same listing's quote many times: every order placed,
 * every market list and quote page read. Keyed by the listing's own object, so a listing nobody
 * holds any more leaves with it.
 */
const quoteOfSecond = new WeakMap<Instrument, { seed: SimSeed; second: number; quote: Quote }>();

/** The quote of an instrument at `t` (epoch ms); a pure function of (seed, instrument, t). */
export function quoteAt(seed: SimSeed, instrument: Instrument, t: number): Quote {
  const second = Math.floor(t / 1000);
  const last = quoteOfSecond.get(instrument);
  if (last !== undefined && last.second === second && last.seed === seed) {
    return last.quote.asOf === t ? last.quote : { ...last.quote, asOf: t };
  }
  const quote = drawQuote(seed, instrument, t);
  quoteOfSecond.set(instrument, { seed, second, quote });
  return quote;
}

function drawQuote(seed: SimSeed, instrument: Instrument, t: number): Quote {
  const exchange = instrument.exchange;
  const position = sessionPosition(exchange, t);
  const bar = sessionBar(seed, instrument, position);
  const previous = closeUnits(seed, instrument, position.day - 1);
  const write = (units: number) => priceUnitsToDecimal(exchange, units);
  return {
    symbol: instrument.symbol,
    exchange,
    market: EXCHANGES[exchange].market,
    currency: instrument.currency,
    price: write(bar.close),
    previousClose: write(previous),
    open: write(bar.open),
    high: write(bar.high),
    low: write(bar.low),
    change: write(bar.close - previous),
    changePercent: changePercent(previous, bar.close),
    volume: bar.volume,
    marketOpen: position.open,
    sessionDate: dateOfDayNumber(position.day),
    asOf: t,
    units: { price: bar.close, previousClose: previous },
  };
}

/** When trading minute `minute` of local day `day` starts (epoch ms). */
export const minuteTime = (instrument: Instrument, day: number, minute: number): number =>
  minuteStartUtc(instrument.exchange, day, minute);
