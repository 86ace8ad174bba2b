import { describe, expect, it } from 'vitest';
import { stockSearchResultSchema } from './market';

const result = {
  symbol: 'RELIANCE',
  market: 'NSE',
  name: 'Reliance Industries Ltd',
  country: 'india',
  currency: 'INR',
  price: '2931.45',
  countryImage: 'https://cdn.example.com/flags/in.svg',
  image: 'https://cdn.example.com/logos/reliance.png',
  detail1: 'Energy',
  detail2: 'Oil & Gas Refining',
};

describe('Stock search result', () => {
  it('accepts a result with every field', () => {
    expect(stockSearchResultSchema.parse(result)).toEqual(result);
  });

  it('accepts a result without image and detail lines', () => {
    const { image: _i, detail1: _a, detail2: _b, ...bare } = result;
    expect(stockSearchResultSchema.parse(bare)).toEqual(bare);
  });

  it.each([
    ['a price as a number', { price: 2931.45 }],
    ['a price with an exponent', { price: '1e3' }],
    ['a negative price', { price: '-1' }],
    ['no symbol', { symbol: undefined }],
    ['an empty market', { market: '' }],
    ['a currency that is not ISO 4217', { currency: 'Rs' }],
  ])('refuses %s', (_label, change) => {
    expect(stockSearchResultSchema.safeParse({ ...result, ...change }).success).toBe(false);
  });
});
