import { describe, expect, it } from 'vitest';
import {
  productSubtypes,
  productTradingTypes,
  productTypes,
  subscriptionListTabs,
} from './product';

describe('product enumerations (spec 4)', () => {
  it('trading types: holding (direct) and review', () => {
    expect(productTradingTypes).toEqual(['holding', 'review']);
  });

  it('types as spec 4 lists them', () => {
    expect(productTypes).toEqual([
      'all',
      'stock',
      'ipo',
      'block',
      'fund',
      'quant',
      'savings',
      'saving',
      'earn',
      'subscribe',
    ]);
  });

  it('subtypes as spec 4 lists them', () => {
    expect(productSubtypes).toEqual([
      'all',
      'standard',
      'fo',
      'daily',
      'ai',
      'ipo',
      'otc',
      'spo',
      'fund',
      'quant',
      'fixed',
      'flex',
      'da',
      'apo',
    ]);
  });

  it('the IPO and subscription list tabs of spec 2', () => {
    expect(subscriptionListTabs).toEqual(['now', 'upcoming', 'subs', 'history']);
  });

  it.each([
    ['trading types', productTradingTypes],
    ['types', productTypes],
    ['subtypes', productSubtypes],
    ['list tabs', subscriptionListTabs],
  ] as const)('%s are unique snake_case identifiers', (_label, values: readonly string[]) => {
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
