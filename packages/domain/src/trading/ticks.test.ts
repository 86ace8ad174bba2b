import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangeIds } from '../market/exchanges';
import { priceUnitsToDecimal, roundPriceUnits } from '../market/priceUnits';
import { checkPriceTick } from './ticks';

describe('checkPriceTick', () => {
  it.each([
    ['NYSE', '12.34'],
    ['NYSE', '0.5123'],
    ['NASDAQ', '1.00'],
    ['NSE', '100.03'],
    ['NSE', '300.05'],
    ['SSE', '10.01'],
    ['WSE', '0.123'],
    ['BME', '12.345'],
    ['BIST', '25.02'],
    ['BIST', '250.25'],
  ] as const)('%s takes %s', (exchange, price) => {
    expect(checkPriceTick(exchange, price)).toEqual({ ok: true });
  });

  it.each([
    ['NYSE', '12.345', { tick: '0.01', lower: '12.34', upper: '12.35' }],
    ['NYSE', '1.005', { tick: '0.01', lower: '1.00', upper: '1.01' }],
    ['NYSE', '0.51235', { tick: '0.0001', lower: '0.5123', upper: '0.5124' }],
    ['NYSE', '0.99995', { tick: '0.0001', lower: '0.9999', upper: '1.00' }],
    ['NSE', '300.03', { tick: '0.05', lower: '300.00', upper: '300.05' }],
    ['SSE', '10.005', { tick: '0.01', lower: '10.00', upper: '10.01' }],
    ['WSE', '0.1234', { tick: '0.001', lower: '0.123', upper: '0.124' }],
    ['BIST', '25.01', { tick: '0.02', lower: '25.00', upper: '25.02' }],
  ] as const)(
    '%s refuses %s off the tick grid, naming both neighbours',
    (exchange, price, params) => {
      expect(checkPriceTick(exchange, price)).toEqual({
        ok: false,
        code: 'price_off_tick',
        params,
      });
    },
  );

  it('below the smallest tick names only the tick above', () => {
    expect(checkPriceTick('SSE', '0.005')).toEqual({
      ok: false,
      code: 'price_off_tick',
      params: { tick: '0.01', upper: '0.01' },
    });
  });

  it.each(['', '0', '0.00', '-1', 'abc', '1e3', '1,50', '99999999999999999'])(
    'refuses %o as a price',
    (price) => {
      expect(checkPriceTick('NYSE', price)).toEqual({ ok: false, code: 'price_invalid' });
    },
  );

  it('accepts every price the simulator rounds to, and the neighbours it names are on the grid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...exchangeIds),
        fc.double({ min: 0.0001, max: 100_000, noNaN: true }),
        (exchange, raw) => {
          const onGrid = priceUnitsToDecimal(exchange, roundPriceUnits(exchange, raw));
          expect(checkPriceTick(exchange, onGrid)).toEqual({ ok: true });
          const off = `${onGrid}00001`;
          const result = checkPriceTick(exchange, off);
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(checkPriceTick(exchange, String(result.params?.lower))).toEqual({ ok: true });
            expect(checkPriceTick(exchange, String(result.params?.upper))).toEqual({ ok: true });
          }
        },
      ),
    );
  });
});
