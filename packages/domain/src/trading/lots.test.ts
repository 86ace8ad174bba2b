import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRACTIONAL_QUANTITY_DECIMALS } from '../constants';
import { toDecimal } from '../money';
import {
  checkOrderQuantity,
  lotRule,
  normalizeQuantity,
  quantityForAmount,
  supportsFractional,
} from './lots';

describe('lot rules per exchange', () => {
  it('board lots of 100 on the SSE and SZSE main boards and ChiNext', () => {
    expect(lotRule('SSE', '600519')).toEqual({ decimals: 0, minBuy: 100, buyStep: 100 });
    expect(lotRule('SZSE', '000858')).toEqual({ decimals: 0, minBuy: 100, buyStep: 100 });
    expect(lotRule('SZSE', '300750')).toEqual({ decimals: 0, minBuy: 100, buyStep: 100 });
  });

  it('at least 200, then single shares, on the STAR Market (SSE 688)', () => {
    expect(lotRule('SSE', '688981')).toEqual({ decimals: 0, minBuy: 200, buyStep: 1 });
  });

  it('single shares elsewhere; fractional (6 decimals) on US listings only', () => {
    expect(FRACTIONAL_QUANTITY_DECIMALS).toBe(6);
    for (const exchange of ['NSE', 'WSE', 'BME', 'BIST'] as const) {
      expect(lotRule(exchange, 'X')).toEqual({ decimals: 0, minBuy: 1, buyStep: 1 });
      expect(supportsFractional(exchange)).toBe(false);
    }
    for (const exchange of ['NYSE', 'NASDAQ'] as const) {
      expect(lotRule(exchange, 'AAPL')).toEqual({ decimals: 6, minBuy: 1, buyStep: 1 });
      expect(supportsFractional(exchange)).toBe(true);
    }
  });
});

describe('checkOrderQuantity', () => {
  const buy = (exchange: Parameters<typeof lotRule>[0], symbol: string, quantity: unknown) =>
    checkOrderQuantity({ exchange, symbol, side: 'buy', quantity, fractional: true });
  const sell = (
    exchange: Parameters<typeof lotRule>[0],
    symbol: string,
    quantity: unknown,
    holding: string,
  ) => checkOrderQuantity({ exchange, symbol, side: 'sell', quantity, holding, fractional: true });

  it.each([
    [undefined, 'quantity_required'],
    ['  ', 'quantity_required'],
    ['abc', 'quantity_invalid'],
    ['-5', 'quantity_invalid'],
    ['0', 'quantity_invalid'],
    ['0.000', 'quantity_invalid'],
    [12, 'quantity_invalid'],
    ['1e3', 'quantity_invalid'],
  ])('refuses %o: %s', (quantity, code) => {
    expect(buy('NSE', 'TCS', quantity)).toEqual({ ok: false, code });
  });

  it('takes whole shares on the NSE and refuses a fraction there', () => {
    expect(buy('NSE', 'TCS', '7')).toEqual({ ok: true });
    expect(buy('NSE', 'TCS', '7.000')).toEqual({ ok: true });
    expect(buy('NSE', 'TCS', '7.5')).toEqual({ ok: false, code: 'fractional_not_supported' });
  });

  it('takes up to 6 decimals on US listings, for market day orders only', () => {
    expect(buy('NYSE', 'KO', '0.123456')).toEqual({ ok: true });
    expect(buy('NYSE', 'KO', '0.1234567')).toEqual({
      ok: false,
      code: 'quantity_too_many_decimals',
      params: { max: 6 },
    });
    expect(
      checkOrderQuantity({
        exchange: 'NASDAQ',
        symbol: 'AAPL',
        side: 'buy',
        quantity: '1.5',
        fractional: false,
      }),
    ).toEqual({ ok: false, code: 'fractional_market_day_only' });
    expect(
      checkOrderQuantity({
        exchange: 'NASDAQ',
        symbol: 'AAPL',
        side: 'buy',
        quantity: '2',
        fractional: false,
      }),
    ).toEqual({ ok: true });
  });

  it('buys whole lots of 100 on the Chinese main boards', () => {
    expect(buy('SSE', '600519', '300')).toEqual({ ok: true });
    expect(buy('SZSE', '000858', '150')).toEqual({
      ok: false,
      code: 'quantity_lot_size',
      params: { lot: 100 },
    });
    expect(buy('SSE', '601318', '50')).toEqual({
      ok: false,
      code: 'quantity_lot_size',
      params: { lot: 100 },
    });
  });

  it('buys at least 200 on the STAR Market, then any number', () => {
    expect(buy('SSE', '688981', '201')).toEqual({ ok: true });
    expect(buy('SSE', '688981', '199')).toEqual({
      ok: false,
      code: 'quantity_below_minimum',
      params: { min: 200 },
    });
  });

  it('sells no more than the holding', () => {
    expect(sell('NSE', 'TCS', '11', '10')).toEqual({
      ok: false,
      code: 'quantity_exceeds_holding',
      params: { available: '10' },
    });
    expect(sell('NYSE', 'KO', '2.5', '2.5')).toEqual({ ok: true });
    expect(
      checkOrderQuantity({ exchange: 'NSE', symbol: 'TCS', side: 'sell', quantity: '1' }),
    ).toEqual({ ok: false, code: 'quantity_exceeds_holding', params: { available: '0' } });
  });

  it("sells whole lots on the Chinese main boards, or the holding's odd lot in one go", () => {
    // holding 250: the odd 50 must go in one order, alone or with whole lots
    expect(sell('SSE', '600519', '200', '250')).toEqual({ ok: true });
    expect(sell('SSE', '600519', '50', '250')).toEqual({ ok: true });
    expect(sell('SSE', '600519', '150', '250')).toEqual({ ok: true });
    expect(sell('SSE', '600519', '250', '250')).toEqual({ ok: true });
    expect(sell('SZSE', '300750', '120', '250')).toEqual({
      ok: false,
      code: 'quantity_odd_lot',
      params: { lot: 100, odd: 50 },
    });
    expect(sell('SZSE', '300750', '30', '37')).toEqual({
      ok: false,
      code: 'quantity_odd_lot',
      params: { lot: 100, odd: 37 },
    });
  });

  it('sells at least 200 on the STAR Market, or all of a smaller holding', () => {
    expect(sell('SSE', '688111', '200', '350')).toEqual({ ok: true });
    expect(sell('SSE', '688111', '150', '150')).toEqual({ ok: true });
    expect(sell('SSE', '688111', '150', '350')).toEqual({
      ok: false,
      code: 'quantity_below_minimum',
      params: { min: 200 },
    });
  });

  it('a Chinese main-board quantity is valid exactly when it is whole lots (buy) or ends like the holding (sell)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (q, held) => {
          expect(buy('SSE', '600000', String(q)).ok).toBe(q % 100 === 0);
          const holding = Math.max(q, held);
          expect(sell('SSE', '600000', String(q), String(holding)).ok).toBe(
            q % 100 === 0 || q % 100 === holding % 100,
          );
        },
      ),
    );
  });

  it('writes a quantity canonically', () => {
    expect(normalizeQuantity(' 007.500 ')).toBe('7.5');
    expect(normalizeQuantity('100')).toBe('100');
  });
});

describe('quantityForAmount (a fractional buy by cash amount)', () => {
  it('rounds the quantity down to 6 decimals', () => {
    expect(quantityForAmount('100.00', '333.33')).toBe('0.300003');
    expect(quantityForAmount('10.00', '3')).toBe('3.333333');
    expect(quantityForAmount('300.00', '150.00')).toBe('2');
  });

  it('steps back when the 20-digit quotient rounds up across a step', () => {
    // 1 / 1.000000000000000000001 = 0.999999999999999999999..., which 20 digits round to 1
    expect(quantityForAmount('1', '1.000000000000000000001')).toBe('0.999999');
  });

  it('never buys for more than the amount, and buys the most it can', () => {
    const cents = fc.integer({ min: 100, max: 100_000_000 }).map((c) => (c / 100).toFixed(2));
    const prices = fc.integer({ min: 1, max: 100_000_000 }).map((p) => (p / 10_000).toFixed(4));
    fc.assert(
      fc.property(cents, prices, (amount, price) => {
        const q = toDecimal(quantityForAmount(amount, price));
        const step = toDecimal('0.000001');
        expect(q.times(price).lte(amount)).toBe(true);
        expect(q.plus(step).times(price).gt(amount)).toBe(true);
        expect(q.c.length - q.e - 1).toBeLessThanOrEqual(6);
      }),
    );
  });
});
