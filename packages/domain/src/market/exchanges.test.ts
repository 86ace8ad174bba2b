import { describe, expect, it } from 'vitest';
import {
  CHART_RANGES,
  chartRanges,
  INTRADAY_INTERVAL_MINUTES,
  isCandleInterval,
  isChartRange,
} from './chart';
import {
  EXCHANGES,
  exchangeIds,
  instrumentKey,
  isExchangeId,
  isMarketId,
  MARKET_EXCHANGES,
  marketIds,
} from './exchanges';
import { candleSchema, instrumentSchema } from './instrumentSchema';

describe('markets and exchanges', () => {
  it('gives every market its exchanges, and every exchange its market', () => {
    for (const market of marketIds) {
      for (const exchange of MARKET_EXCHANGES[market])
        expect(EXCHANGES[exchange].market).toBe(market);
    }
    expect(exchangeIds.every((e) => MARKET_EXCHANGES[EXCHANGES[e].market].includes(e))).toBe(true);
  });

  it('recognises ids and builds instrument keys', () => {
    expect(isExchangeId('NSE')).toBe(true);
    expect(isExchangeId('LSE')).toBe(false);
    expect(isExchangeId(3)).toBe(false);
    expect(isMarketId('TR')).toBe(true);
    expect(isMarketId('GB')).toBe(false);
    expect(instrumentKey('WSE', 'PKO')).toBe('WSE:PKO');
  });

  it('offers bounded intervals per chart range, the default among them', () => {
    for (const range of chartRanges) {
      const spec = CHART_RANGES[range];
      expect(spec.intervals).toContain(spec.defaultInterval);
      expect(spec.length).toBeGreaterThan(0);
    }
    expect(INTRADAY_INTERVAL_MINUTES['1h']).toBe(60);
    expect(INTRADAY_INTERVAL_MINUTES['1d']).toBeUndefined();
    expect(isCandleInterval('15m')).toBe(true);
    expect(isCandleInterval('2m')).toBe(false);
    expect(isChartRange('5Y')).toBe(true);
    expect(isChartRange('10Y')).toBe(false);
  });

  it('validates instruments and candles', () => {
    const instrument = {
      symbol: 'PKO',
      exchange: 'WSE',
      name: 'PKO Bank Polski S.A.',
      sector: 'financials',
      industry: 'Banks',
      currency: 'PLN',
      referencePrice: '72.50',
      sharesOutstanding: 1_250_000_000,
      listingDate: '2004-11-10',
      description: 'Provides retail and corporate banking.',
    };
    expect(instrumentSchema.safeParse(instrument).success).toBe(true);
    expect(instrumentSchema.safeParse({ ...instrument, exchange: 'LSE' }).success).toBe(false);
    expect(instrumentSchema.safeParse({ ...instrument, sector: 'crypto' }).success).toBe(false);
    expect(instrumentSchema.safeParse({ ...instrument, referencePrice: '-1' }).success).toBe(false);
    const candle = { time: 0, open: '1.00', high: '1.20', low: '0.90', close: '1.10', volume: 10 };
    expect(candleSchema.safeParse(candle).success).toBe(true);
    expect(candleSchema.safeParse({ ...candle, volume: -1 }).success).toBe(false);
  });
});
