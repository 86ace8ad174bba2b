// Market figures computed from the constituents, pure functions of (seed, t):
// cap-weighted indices (named neutrally, "(sim)": they are not the real indices), sector moves,
// top gainers and losers, advances and declines.
import type { ExchangeId, Instrument, MarketId, SectorId } from '@invest/domain';
import { changePercent, EXCHANGES, MARKET_EXCHANGES, marketIds, sectorIds } from '@invest/domain';
import { dateOfDayNumber, sessionPosition, type SessionPosition } from './calendar';
import { closeUnits, priceUnitsAtPosition, quoteAt, type Quote, type SimSeed } from './simulator';
import { UNIVERSE } from './universe';

/** An index of the simulated market. */
export interface IndexDefinition {
  readonly id: string;
  /** A neutral name (not a real index's): the screens may translate it by id. */
  readonly name: string;
  readonly market: MarketId;
  /** The level on the reference date. */
  readonly base: number;
  readonly members: (instrument: Instrument) => boolean;
}

const inMarket = (market: MarketId) => (i: Instrument) => EXCHANGES[i.exchange].market === market;

/** The indices: one cap-weighted index per market, and a second for the US and China. */
export const INDICES: readonly IndexDefinition[] = [
  { id: 'US-LC', name: 'US Large Cap (sim)', market: 'US', base: 5_000, members: inMarket('US') },
  {
    id: 'US-TECH',
    name: 'US Technology (sim)',
    market: 'US',
    base: 1_000,
    members: (i) => inMarket('US')(i) && i.sector === 'technology',
  },
  {
    id: 'IN-LC',
    name: 'India Large Cap (sim)',
    market: 'IN',
    base: 20_000,
    members: inMarket('IN'),
  },
  {
    id: 'PL-LC',
    name: 'Poland Large Cap (sim)',
    market: 'PL',
    base: 2_500,
    members: inMarket('PL'),
  },
  { id: 'CN-LC', name: 'China A-Share (sim)', market: 'CN', base: 3_500, members: inMarket('CN') },
  {
    id: 'CN-SZ',
    name: 'Shenzhen Listed (sim)',
    market: 'CN',
    base: 10_000,
    members: (i) => i.exchange === 'SZSE',
  },
  {
    id: 'ES-LC',
    name: 'Spain Large Cap (sim)',
    market: 'ES',
    base: 12_000,
    members: inMarket('ES'),
  },
  {
    id: 'TR-LC',
    name: 'Turkey Large Cap (sim)',
    market: 'TR',
    base: 10_000,
    members: inMarket('TR'),
  },
];

/** An index's level at a time, with the previous session's close. */
export interface IndexQuote {
  readonly id: string;
  readonly name: string;
  readonly market: MarketId;
  /** Two decimals. */
  readonly level: string;
  readonly previousClose: string;
  readonly change: string;
  readonly changePercent: string;
  readonly marketOpen: boolean;
  readonly sessionDate: string;
  readonly asOf: number;
}

const members = new Map<string, readonly Instrument[]>();
const membersOf = (definition: IndexDefinition, universe: readonly Instrument[]) => {
  const key = universe === UNIVERSE ? definition.id : '';
  const cached = key ? members.get(key) : undefined;
  if (cached) return cached;
  const list = universe.filter(definition.members);
  if (key) members.set(key, list);
  return list;
};

const scaleOf = (exchange: ExchangeId) => 10 ** EXCHANGES[exchange].priceDecimals;

/** Hundredths of an index level from member prices (price units by instrument). */
function hundredths(
  definition: IndexDefinition,
  list: readonly Instrument[],
  units: (i: Instrument) => number,
) {
  let value = 0;
  let reference = 0;
  for (const i of list) {
    value += (i.sharesOutstanding * units(i)) / scaleOf(i.exchange);
    reference += i.sharesOutstanding * Number(i.referencePrice);
  }
  return reference > 0 ? Math.round((definition.base * value * 100) / reference) : 0;
}

const writeHundredths = (value: number): string => {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(value)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** The quote of index `id` at `t` (undefined for an unknown id). */
export function indexQuote(
  seed: SimSeed,
  id: string,
  t: number,
  universe: readonly Instrument[] = UNIVERSE,
): IndexQuote | undefined {
  const definition = INDICES.find((d) => d.id === id);
  if (!definition) return undefined;
  const list = membersOf(definition, universe);
  const exchange = MARKET_EXCHANGES[definition.market][0] as ExchangeId;
  const position = sessionPosition(exchange, t);
  const now = hundredths(definition, list, (i) => quoteAt(seed, i, t).units.price);
  const previous = hundredths(definition, list, (i) => closeUnits(seed, i, position.day - 1));
  return {
    id: definition.id,
    name: definition.name,
    market: definition.market,
    level: writeHundredths(now),
    previousClose: writeHundredths(previous),
    change: writeHundredths(now - previous),
    changePercent: previous > 0 ? changePercent(previous, now) : '0.00',
    marketOpen: position.open,
    sessionDate: dateOfDayNumber(position.day),
    asOf: t,
  };
}

/** Levels already figured, by seed, index and instant (a pure function: every client shares them). */
const levels = new Map<string, string>();
const LEVELS_LIMIT = 50_000;

/**
 * The level of index `id` at `t` (two decimals), the same figure as `indexQuote`'s level without
 * the session's other figures; the performance chart's benchmark, read at every session's close
 * of a client's range, so the levels are kept (a year of them for every client at once).
 * Undefined for an unknown id.
 */
export function indexLevelAt(
  seed: SimSeed,
  id: string,
  t: number,
  universe: readonly Instrument[] = UNIVERSE,
): string | undefined {
  const definition = INDICES.find((d) => d.id === id);
  if (!definition) return undefined;
  const key = universe === UNIVERSE ? `${String(seed)}|${id}|${t}` : '';
  const known = key ? levels.get(key) : undefined;
  if (known !== undefined) return known;
  const list = membersOf(definition, universe);
  const positions = new Map<ExchangeId, SessionPosition>();
  const positionOf = (exchange: ExchangeId) => {
    const found = positions.get(exchange) ?? sessionPosition(exchange, t);
    positions.set(exchange, found);
    return found;
  };
  const level = writeHundredths(
    hundredths(definition, list, (i) => priceUnitsAtPosition(seed, i, positionOf(i.exchange))),
  );
  if (key) {
    if (levels.size >= LEVELS_LIMIT) levels.clear();
    levels.set(key, level);
  }
  return level;
}

/** A sector's move in a market: cap-weighted change, advances and declines. */
export interface SectorFigure {
  readonly sector: SectorId;
  readonly count: number;
  readonly advances: number;
  readonly declines: number;
  readonly changePercent: string;
}

/** A market's figures at a time. */
export interface MarketSnapshot {
  readonly market: MarketId;
  readonly marketOpen: boolean;
  readonly asOf: number;
  readonly indices: readonly IndexQuote[];
  readonly sectors: readonly SectorFigure[];
  /** Best changes first. */
  readonly gainers: readonly Quote[];
  /** Worst changes first. */
  readonly losers: readonly Quote[];
  readonly advances: number;
  readonly declines: number;
  readonly unchanged: number;
}

/** The relative change of a quote (for ranking; the shown figure is its changePercent). */
const relativeChange = (q: Quote) =>
  (q.units.price - q.units.previousClose) / q.units.previousClose;

/**
 * A market's indices, sectors, top `movers` gainers and losers, advances and
 * declines at `t`; a pure function of (seed, t) over the universe (or `universe` when given).
 */
export function marketSnapshot(
  seed: SimSeed,
  market: MarketId,
  t: number,
  options: { movers?: number; universe?: readonly Instrument[] } = {},
): MarketSnapshot {
  const universe = options.universe ?? UNIVERSE;
  const movers = options.movers ?? 5;
  const quotes = universe.filter(inMarket(market)).map((i) => ({ i, q: quoteAt(seed, i, t) }));
  let advances = 0;
  let declines = 0;
  for (const { q } of quotes) {
    if (q.units.price > q.units.previousClose) advances += 1;
    else if (q.units.price < q.units.previousClose) declines += 1;
  }
  const sectors: SectorFigure[] = [];
  for (const sector of sectorIds) {
    const inSector = quotes.filter(({ i }) => i.sector === sector);
    if (inSector.length === 0) continue;
    let now = 0;
    let before = 0;
    for (const { i, q } of inSector) {
      now += (i.sharesOutstanding * q.units.price) / scaleOf(i.exchange);
      before += (i.sharesOutstanding * q.units.previousClose) / scaleOf(i.exchange);
    }
    sectors.push({
      sector,
      count: inSector.length,
      advances: inSector.filter(({ q }) => q.units.price > q.units.previousClose).length,
      declines: inSector.filter(({ q }) => q.units.price < q.units.previousClose).length,
      changePercent: changePercent(before, now),
    });
  }
  const ranked = quotes
    .map(({ q }) => q)
    .sort((a, b) => relativeChange(b) - relativeChange(a) || (a.symbol < b.symbol ? -1 : 1));
  const exchange = MARKET_EXCHANGES[market][0] as ExchangeId;
  return {
    market,
    marketOpen: sessionPosition(exchange, t).open,
    asOf: t,
    indices: INDICES.filter((d) => d.market === market).flatMap((d) => {
      const quote = indexQuote(seed, d.id, t, universe);
      return quote ? [quote] : [];
    }),
    sectors,
    gainers: ranked.filter((q) => relativeChange(q) > 0).slice(0, movers),
    losers: ranked
      .filter((q) => relativeChange(q) < 0)
      .reverse()
      .slice(0, movers),
    advances,
    declines,
    unchanged: quotes.length - advances - declines,
  };
}

/** Every market's snapshot at `t`. */
export const marketOverview = (seed: SimSeed, t: number): MarketSnapshot[] =>
  marketIds.map((market) => marketSnapshot(seed, market, t));
