import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDecimalString } from './decimal';
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
