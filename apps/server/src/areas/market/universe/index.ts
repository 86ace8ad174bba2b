// The curated universe: real listed companies of the product's markets (at
// least 50 per market), with what the simulator and the company profile need.
import type { ExchangeId, Instrument, MarketId } from '@invest/domain';
import { EXCHANGES, instrumentKey } from '@invest/domain';
import { CHINA_ROWS } from './china';
import { INDIA_ROWS } from './india';
import { POLAND_ROWS } from './poland';
import type { UniverseRow } from './row';
import { SPAIN_ROWS } from './spain';
import { TURKEY_ROWS } from './turkey';
import { US_ROWS } from './us';

export type { UniverseRow } from './row';

const toInstrument = ([
  symbol,
  exchange,
  name,
  sector,
  industry,
  referencePrice,
  sharesMillions,
  listingDate,
  description,
  nameZh,
]: UniverseRow): Instrument => ({
  symbol,
  exchange,
  name,
  ...(nameZh ? { nameZh } : {}),
  sector,
  industry,
  currency: EXCHANGES[exchange].currency,
  referencePrice,
  sharesOutstanding: Math.round(sharesMillions * 1_000_000),
  listingDate,
  description,
});

/** Every instrument of the universe, market by market. */
export const UNIVERSE: readonly Instrument[] = [
  ...US_ROWS,
  ...INDIA_ROWS,
  ...POLAND_ROWS,
  ...CHINA_ROWS,
  ...SPAIN_ROWS,
  ...TURKEY_ROWS,
].map(toInstrument);

const byKey = new Map(UNIVERSE.map((i) => [instrumentKey(i.exchange, i.symbol), i]));

/** The instrument listed as `symbol` on `exchange`. */
export const findInstrument = (exchange: ExchangeId, symbol: string): Instrument | undefined =>
  byKey.get(instrumentKey(exchange, symbol));

/** The instruments of a market (all its exchanges). */
export const instrumentsOfMarket = (market: MarketId): readonly Instrument[] =>
  UNIVERSE.filter((i) => EXCHANGES[i.exchange].market === market);

/** The instruments listed as `symbol` (on any exchange; `market` narrows). */
export const findBySymbol = (symbol: string, market?: MarketId): Instrument[] =>
  UNIVERSE.filter(
    (i) => i.symbol === symbol && (market === undefined || EXCHANGES[i.exchange].market === market),
  );
