import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal } from '../money';
import {
  productSubtypeSchema,
  productTradingTypeSchema,
  productTypeSchema,
  tradingProductSchema,
} from './products';

const product = {
  symbol: 'NOVAAI',
  name: 'Nova AI Systems IPO',
  currency: 'INR',
  low: '118.00',
  high: '124.00',
  market_price: '131.50',
  offer_price: '124.00',
  price_gap: '7.50',
  total_size: '2500000',
  remaining: '410000',
  utilization: '83.60',
  period: 3,
  daily_return: '-0.85',
  pac_code_required: true,
  min_vip: 2,
  min_score: 640,
  type: 'ipo',
  subtype: 'ipo',
  trading_type: 'review',
};

const issues = (value: unknown) =>
  tradingProductSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('product enums', () => {
  it("a product's type and subtype are never the 'all' filter", () => {
    expect(productTypeSchema.safeParse('stock').success).toBe(true);
    expect(productTypeSchema.safeParse('all').success).toBe(false);
    expect(productSubtypeSchema.safeParse('apo').success).toBe(true);
    expect(productSubtypeSchema.safeParse('all').success).toBe(false);
  });

  it('trading types are holding and review', () => {
    expect(productTradingTypeSchema.options).toEqual(['holding', 'review']);
  });
});

describe('Trading product', () => {
  it('accepts an IPO with every figure', () => {
    expect(tradingProductSchema.parse(product)).toEqual(product);
  });

  it('accepts a product with only its identity; no PAC code and no minimums by default', () => {
    const bare = { symbol: 'AAPL', type: 'stock', subtype: 'standard', trading_type: 'holding' };
    expect(tradingProductSchema.parse(bare)).toEqual({
      ...bare,
      pac_code_required: false,
      min_vip: 0,
      min_score: 0,
    });
  });

  it.each([
    ['a price as a number', { market_price: 131.5 }],
    ['a price with an exponent', { offer_price: '1.24e2' }],
    ['a negative size', { total_size: '-1' }],
    ['the type all', { type: 'all' }],
    ['an unknown subtype', { subtype: 'bond' }],
    ['an unknown trading type', { trading_type: 'direct' }],
    ['no symbol', { symbol: undefined }],
    ['a fractional period', { period: 1.5 }],
    ['a negative minimum VIP', { min_vip: -1 }],
  ])('refuses %s', (_label, change) => {
    expect(tradingProductSchema.safeParse({ ...product, ...change }).success).toBe(false);
  });

  it('refuses a low above the high, and more remaining than the total size', () => {
    expect(issues({ ...product, low: '124.01' })).toEqual([['low', 'range_inverted']]);
    expect(issues({ ...product, remaining: '2500001' })).toEqual([['remaining', 'range_inverted']]);
  });

  it('compares a range only when both ends are valid decimals', () => {
    expect(tradingProductSchema.safeParse({ ...product, high: null }).success).toBe(true);
    // a malformed bound has its own issue and does not make the comparison throw
    expect(issues({ ...product, low: 'n/a' })).toEqual([['low', 'invalid_decimal']]);
    expect(issues({ ...product, high: 99 })).toEqual([['high', expect.any(String)]]);
  });

  it('accepts exactly the ranges whose low is not above the high', () => {
    const price = fc
      .tuple(fc.nat(10_000), fc.nat(99))
      .map(([units, cents]) => `${units}.${String(cents).padStart(2, '0')}`);
    fc.assert(
      fc.property(price, price, (low, high) => {
        const ok = tradingProductSchema.safeParse({ ...product, low, high }).success;
        expect(ok).toBe(compareDecimal(low, high) <= 0);
      }),
    );
  });
});
