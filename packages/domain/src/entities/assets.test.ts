import { describe, expect, it } from 'vitest';
import { assetBucketsSchema } from './assets';

const buckets = {
  currency: 'USD',
  available: '12500.75',
  bonus: '50.00',
  frozen: '1000.00',
  invested: '48210.30',
  loan: '0',
  outstanding: '0.00',
};

describe('Asset buckets', () => {
  it('accepts the balances of one currency', () => {
    expect(assetBucketsSchema.parse(buckets)).toEqual(buckets);
  });

  it.each([
    ['money as a number', { available: 12.5 }],
    ['money with an exponent', { invested: '1e3' }],
    ['money with grouping', { frozen: '1,000.00' }],
    ['a negative outstanding amount', { outstanding: '-1' }],
    // the ledger never overdraws a bucket: an overdraft is owed in `outstanding`
    ['a negative available balance', { available: '-20.00' }],
    ['a missing bucket', { bonus: undefined }],
    ['no currency', { currency: undefined }],
    ['a currency in lower case', { currency: 'usd' }],
  ])('refuses %s', (_label, change) => {
    expect(assetBucketsSchema.safeParse({ ...buckets, ...change }).success).toBe(false);
  });
});
