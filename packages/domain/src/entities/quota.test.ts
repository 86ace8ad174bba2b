import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUEST_QUOTA } from '../constants';
import { guestQuotaCountersSchema } from './quota';

describe('guest quota counters', () => {
  it('accepts the counters of a local day', () => {
    const counters = { day: '2025-03-01', search: 2, read_stock: 5, view_quote: 0 };
    expect(guestQuotaCountersSchema.parse(counters)).toEqual(counters);
  });

  it('counts 0 for a kind not used yet', () => {
    expect(guestQuotaCountersSchema.parse({ day: '2025-03-01' })).toEqual({
      day: '2025-03-01',
      search: 0,
      read_stock: 0,
      view_quote: 0,
    });
  });

  it('has a counter for every quota kind of spec 6', () => {
    const parsed = guestQuotaCountersSchema.parse({ day: '2025-03-01' });
    expect(Object.keys(parsed).filter((k) => k !== 'day')).toEqual(Object.keys(GUEST_QUOTA));
  });

  it.each([
    ['no day', { search: 1 }],
    ['a day with a time', { day: '2025-03-01T00:00:00Z' }],
    ['a negative count', { day: '2025-03-01', search: -1 }],
    ['a fractional count', { day: '2025-03-01', view_quote: 0.5 }],
    ['a count as a string', { day: '2025-03-01', read_stock: '1' }],
  ])('refuses %s', (_label, value) => {
    expect(guestQuotaCountersSchema.safeParse(value).success).toBe(false);
  });

  it('accepts any whole count of zero or more', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (search, read_stock, view_quote) => {
        const counters = { day: '2025-12-31', search, read_stock, view_quote };
        expect(guestQuotaCountersSchema.parse(counters)).toEqual(counters);
      }),
    );
  });
});
