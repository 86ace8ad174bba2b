import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCHANGES, exchangeIds } from './exchanges';
import {
  changePercent,
  decimalToPriceUnits,
  minPriceUnits,
  priceUnitsToDecimal,
  roundPriceUnits,
  tickUnits,
} from './priceUnits';

const anyExchange = fc.constantFrom(...exchangeIds);
const anyPrice = fc.double({ min: 0, max: 200_000, noNaN: true });

describe('price units and ticks', () => {
  it('uses each exchange tick table', () => {
    expect(tickUnits('NYSE', 9_999)).toBe(1); // $0.9999: $0.0001
    expect(tickUnits('NYSE', 10_000)).toBe(100); // $1: $0.01
    expect(tickUnits('NSE', 24_999)).toBe(1);
    expect(tickUnits('NSE', 3_000_000)).toBe(500);
    expect(tickUnits('BIST', 1_999)).toBe(1);
    expect(tickUnits('BIST', 2_000)).toBe(2);
    expect(tickUnits('BIST', 300_000)).toBe(250);
    expect(tickUnits('SSE', 123_456)).toBe(1);
    expect(tickUnits('BME', 15_000)).toBe(5);
    expect(tickUnits('WSE', 6_000_000)).toBe(5_000);
    expect(minPriceUnits('WSE')).toBe(1);
  });

  it('rounds any price to a positive multiple of its tick, monotonically, never NaN', () => {
    fc.assert(
      fc.property(anyExchange, anyPrice, anyPrice, (exchange, a, b) => {
        const ra = roundPriceUnits(exchange, a);
        expect(Number.isInteger(ra)).toBe(true);
        expect(ra).toBeGreaterThanOrEqual(minPriceUnits(exchange));
        expect(ra % tickUnits(exchange, ra)).toBe(0);
        const rb = roundPriceUnits(exchange, b);
        if (a <= b) expect(ra).toBeLessThanOrEqual(rb);
      }),
    );
    for (const bad of [NaN, Infinity, -Infinity, -5, 0])
      expect(roundPriceUnits('NYSE', bad)).toBe(1);
    expect(roundPriceUnits('NYSE', 123.456)).toBe(1_234_600);
    expect(roundPriceUnits('BIST', 20.009)).toBe(2_000);
    expect(roundPriceUnits('BIST', 20.011)).toBe(2_002);
    expect(roundPriceUnits('NSE', 249.99)).toBe(24_999);
  });

  it('writes units as decimals with at least two places, and reads them back exactly', () => {
    expect(priceUnitsToDecimal('NYSE', 12_345_000)).toBe('1234.50');
    expect(priceUnitsToDecimal('NYSE', 500)).toBe('0.05');
    expect(priceUnitsToDecimal('NYSE', 1)).toBe('0.0001');
    expect(priceUnitsToDecimal('BME', 4_385)).toBe('4.385');
    expect(priceUnitsToDecimal('NSE', -146)).toBe('-1.46');
    expect(priceUnitsToDecimal('SSE', 0)).toBe('0.00');
    fc.assert(
      fc.property(anyExchange, fc.integer({ min: -1e9, max: 1e9 }), (exchange, units) => {
        const text = priceUnitsToDecimal(exchange, units);
        expect(text).toMatch(/^-?\d+\.\d{2,4}$/);
        expect(decimalToPriceUnits(exchange, text)).toBe(units === 0 ? 0 : units);
      }),
    );
    expect(decimalToPriceUnits('NSE', '1.005')).toBeUndefined();
    expect(decimalToPriceUnits('NSE', '1.500')).toBe(150);
    expect(decimalToPriceUnits('NSE', '12')).toBe(1_200);
    expect(decimalToPriceUnits('NSE', 'abc')).toBeUndefined();
    expect(EXCHANGES.NSE.priceDecimals).toBe(2);
  });

  it('gives the percent change rounded half away from zero, signed', () => {
    expect(changePercent(10_000, 10_125)).toBe('1.25');
    expect(changePercent(10_000, 9_960)).toBe('-0.40');
    expect(changePercent(10_000, 10_000)).toBe('0.00');
    expect(changePercent(30_000, 30_001)).toBe('0.00');
    expect(changePercent(1_000, 2_500)).toBe('150.00');
    expect(changePercent(20_000, 19_999)).toBe('-0.01');
  });
});
