import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal, toDecimal } from '../money';
import { valueOf } from './nav';
import { checkRedemption } from './redemption';

const holding = { held: '81.0005', price: '12.3456', currency: 'USD' };

describe('checkRedemption (part of a holding)', () => {
  it('sells all, a number of units, or the units an amount buys back (rounded down)', () => {
    expect(checkRedemption({ ...holding, mode: 'all', value: '' })).toEqual({
      ok: true,
      units: '81.0005',
      proceeds: '999.99',
      left: '0',
    });
    expect(checkRedemption({ ...holding, mode: 'units', value: '1.0005' })).toEqual({
      ok: true,
      units: '1.0005',
      proceeds: '12.35',
      left: '80',
    });
    // 100.00 at 12.3456: 8.1000 units (8.10005... down), worth 99.99
    expect(checkRedemption({ ...holding, mode: 'amount', value: '100' })).toEqual({
      ok: true,
      units: '8.1',
      proceeds: '99.99',
      left: '72.9005',
    });
    // the whole value sells the whole holding
    expect(checkRedemption({ ...holding, mode: 'amount', value: '999.99' })).toMatchObject({
      units: '81.0005',
      left: '0',
    });
  });

  it('refuses what the holding does not allow, with the codes and limits', () => {
    const no = (mode: 'units' | 'amount', value: string) =>
      checkRedemption({ ...holding, mode, value });
    expect(no('units', '')).toEqual({ ok: false, code: 'units_required' });
    expect(no('units', '0')).toEqual({ ok: false, code: 'invalid_units' });
    expect(no('units', '1.00001')).toEqual({ ok: false, code: 'invalid_units' });
    expect(no('units', '-1')).toEqual({ ok: false, code: 'invalid_units' });
    expect(no('units', '81.0006')).toEqual({
      ok: false,
      code: 'units_exceed_holding',
      params: { max: '81.0005' },
    });
    expect(no('amount', '')).toEqual({ ok: false, code: 'amount_required' });
    expect(no('amount', '1.234')).toEqual({ ok: false, code: 'invalid_amount' });
    expect(no('amount', '1000.00')).toEqual({
      ok: false,
      code: 'amount_exceeds_holding',
      params: { max: '999.99' },
    });
    expect(
      checkRedemption({ held: '10', price: '500', currency: 'USD', mode: 'amount', value: '0.01' }),
    ).toEqual({ ok: false, code: 'amount_below_one_unit' });
  });

  it('never sells more than held nor pays more than asked, and units + left = held', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }).map((n) => (n / 10_000).toFixed(4)),
        fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4)),
        fc.integer({ min: 1, max: 1_000_000_000 }).map((c) => (c / 100).toFixed(2)),
        (held, price, amount) => {
          const r = checkRedemption({
            held,
            price,
            currency: 'USD',
            mode: 'amount',
            value: amount,
          });
          if (!r.ok) return;
          expect(compareDecimal(r.units, held)).toBeLessThanOrEqual(0);
          expect(compareDecimal(r.proceeds, amount)).toBeLessThanOrEqual(0);
          expect(toDecimal(r.units).plus(toDecimal(r.left)).eq(toDecimal(held))).toBe(true);
          expect(r.proceeds).toBe(valueOf(r.units, price, 2));
        },
      ),
    );
  });
});
