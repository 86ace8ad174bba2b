// The instrument and candle entities (zod). Their plain values (exchanges, sectors,
// intervals) are in the zod-free modules beside this one.
import { array, enum as zEnum, number, object, string, type infer as Infer } from 'zod';
import {
  calendarDateSchema,
  currencyCodeSchema,
  nonNegativeDecimalString,
} from '../entities/fields';
import { candleIntervals } from './chart';
import { exchangeIds, marketIds, sectorIds } from './exchanges';

/** An exchange id. */
export const exchangeIdSchema = zEnum(exchangeIds);
/** A market id. */
export const marketIdSchema = zEnum(marketIds);
/** A sector id. */
export const sectorIdSchema = zEnum(sectorIds);
/** A candle interval. */
export const candleIntervalSchema = zEnum(candleIntervals);

/** A listed company of the simulated universe (or an instrument added to it). */
export const instrumentSchema = object({
  symbol: string().min(1).max(20),
  exchange: exchangeIdSchema,
  name: string().min(1),
  /** The Chinese name, for Chinese listings. */
  nameZh: string().min(1).optional(),
  sector: sectorIdSchema,
  industry: string().min(1),
  currency: currencyCodeSchema,
  /** A plausible recent price, the simulator's anchor on its reference date. */
  referencePrice: nonNegativeDecimalString,
  sharesOutstanding: number().int().positive(),
  listingDate: calendarDateSchema,
  /** A short, neutral, one-sentence description. */
  description: string().min(1),
});
/** An instrument. */
export type Instrument = Infer<typeof instrumentSchema>;

/** One candle; prices are decimal strings, times epoch milliseconds. */
export const candleSchema = object({
  /** Start of the candle's period (epoch ms). */
  time: number().int(),
  open: nonNegativeDecimalString,
  high: nonNegativeDecimalString,
  low: nonNegativeDecimalString,
  close: nonNegativeDecimalString,
  volume: number().int().nonnegative(),
});
/** A candle. */
export type Candle = Infer<typeof candleSchema>;

/** A chart's candles. */
export const candlesSchema = array(candleSchema);
