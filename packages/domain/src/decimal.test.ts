import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDecimal, isDecimalString } from './decimal';
import { decimalString } from './entities/fields';

describe('decimal strings (the wire format of money)', () => {
  it.each(['0', '1250.50', '-0.5', '12345678901234567.89', '10'])('accepts %s', (v) => {
    expect(isDecimalString(v)).toBe(true);
    expect(decimalString.safeParse(v).success).toBe(true);
  });

  it.each(['', '01', '1e3', '+1', '1,000.00', '1.', '.5', ' 1', 'NaN', '--1'])(
    'rejects %j',
    (v) => {
      expect(isDecimalString(v)).toBe(false);
      expect(decimalString.safeParse(v).success).toBe(false);
    },
  );

  it('rejects numbers: a float never stands for money', () => {
    expect(isDecimalString(12.5)).toBe(false);
    expect(decimalString.safeParse(12.5).success).toBe(false);
  });

  it('accepts any integer and cents written canonically', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 99 }), (units, cents) => {
        const text = `${units}.${String(cents).padStart(2, '0')}`;
        expect(isDecimalString(text)).toBe(true);
      }),
    );
  });
});

describe('canonicalDecimal (what a person typed, in the wire grammar)', () => {
  it.each([
    ['12.5', '12.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['00010', '10'],
    ['007.50', '7.50'],
    ['0.05', '0.05'],
    ['000', '0'],
    ['-.5', '-0.5'],
    [' 10 ', '10'],
    ['\u00a010\u00a0', '10'],
    ['.', ''],
    ['', ''],
    ['  ', ''],
  ])('writes %j as %j', (typed, wire) => {
    expect(canonicalDecimal(typed)).toBe(wire);
  });

  it.each(['abc', '1,5', '1.2.3', '1e3', '+5', '1 000', '--1', '-', '-.'])(
    'leaves %j (not digits with one point) for the validator to refuse',
    (typed) => {
      expect(canonicalDecimal(typed)).toBe(typed.trim());
      expect(isDecimalString(canonicalDecimal(typed))).toBe(false);
    },
  );

  it('gives a wire decimal of the same value for any digits with at most one point', () => {
    const typed = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.string({ unit: fc.constantFrom('0', '1', '9'), maxLength: 6 }),
        fc.constantFrom('', '.'),
        fc.string({ unit: fc.constantFrom('0', '3', '9'), maxLength: 4 }),
      )
      .filter(([, whole, , fraction]) => whole.length + fraction.length > 0);
    fc.assert(
      fc.property(typed, ([sign, whole, point, fraction]) => {
        const text = `${sign}${whole}${point}${fraction}`;
        const wire = canonicalDecimal(text);
        expect(isDecimalString(wire)).toBe(true);
        expect(canonicalDecimal(wire)).toBe(wire);
        // big.js reads what a person types ('007.', '.5') as its value
        expect(new Big(wire).eq(new Big(text))).toBe(true);
      }),
    );
  });
});
