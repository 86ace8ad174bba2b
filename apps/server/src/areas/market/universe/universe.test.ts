import { EXCHANGES, instrumentKey, instrumentSchema, marketIds } from '@invest/domain';
import { describe, expect, it } from 'vitest';
import { findBySymbol, findInstrument, instrumentsOfMarket, UNIVERSE } from '.';

describe('the curated universe', () => {
  it('holds at least 500 instruments, at least 50 per market', () => {
    expect(UNIVERSE.length).toBeGreaterThanOrEqual(500);
    for (const market of marketIds)
      expect(instrumentsOfMarket(market).length).toBeGreaterThanOrEqual(50);
  });

  it('is valid against the instrument schema, with the exchange currency', () => {
    for (const instrument of UNIVERSE) {
      expect(instrumentSchema.safeParse(instrument).success, instrument.symbol).toBe(true);
      expect(instrument.currency).toBe(EXCHANGES[instrument.exchange].currency);
      expect(Number(instrument.referencePrice)).toBeGreaterThan(0);
    }
  });

  it('lists each symbol once per exchange', () => {
    const keys = UNIVERSE.map((i) => instrumentKey(i.exchange, i.symbol));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives Chinese listings a Chinese name, and only them', () => {
    for (const instrument of UNIVERSE) {
      const chinese = EXCHANGES[instrument.exchange].market === 'CN';
      expect(instrument.nameZh !== undefined, instrument.symbol).toBe(chinese);
    }
  });

  it('finds instruments by exchange and symbol, and by symbol in a market', () => {
    expect(findInstrument('NASDAQ', 'AAPL')?.name).toBe('Apple Inc.');
    expect(findInstrument('SSE', '600519')?.nameZh).toBe('贵州茅台');
    expect(findInstrument('NYSE', 'AAPL')).toBeUndefined();
    expect(findBySymbol('DOM').map((i) => i.exchange)).toEqual(['WSE']);
    expect(findBySymbol('PEP', 'PL').map((i) => i.exchange)).toEqual(['WSE']);
    expect(findBySymbol('PEP').length).toBe(2);
  });
});
