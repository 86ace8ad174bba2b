import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDecimalString } from '../decimal';
import { Money } from '../money';
import {
  amountCodes,
  checkSufficientBalance,
  checkVipLevel,
  validateAmount,
  validatePacCode,
  validateQuantity,
} from './amount';

const usd = (v: string) => Money.of(v, 'USD');

describe('validateAmount', () => {
  const currency = 'USD';

  it.each([undefined, null, '', '  '])('requires an amount (%p)', (v) => {
    expect(validateAmount(v, { currency })).toEqual({ ok: false, code: 'amount_required' });
  });

  it.each(['abc', '1e3', '1,000', 12.5, '+5'])('refuses %p as invalid', (v) => {
    expect(validateAmount(v, { currency })).toEqual({ ok: false, code: 'invalid_amount' });
  });

  // one grammar (decimal.ts): what the validator accepts is exactly what Money.of parses; the
  // view writes what a person typed in it (canonicalDecimal) before validating and sending
  it.each(['.5', '5.', '00010', '007.50', '-.5', ' 10 ', '\u00a010', '10\u00a0', '\t10', '1_000'])(
    'refuses %j: not the wire grammar of an amount',
    (v) => {
      expect(validateAmount(v, { currency })).toEqual({ ok: false, code: 'invalid_amount' });
    },
  );

  it('refuses an amount the ledger cannot hold (20 digits before the point) as invalid_amount', () => {
    expect(validateAmount('9'.repeat(20) + '.99', { currency })).toEqual({ ok: true });
    expect(validateAmount('1' + '0'.repeat(20), { currency })).toEqual({
      ok: false,
      code: 'invalid_amount',
    });
  });

  it('whatever it accepts, Money.of parses (one grammar)', () => {
    const typed = fc.string({
      unit: fc.constantFrom('0', '1', '5', '9', '.', '-', '+', ' ', '\u00a0', 'e', ',', '\t'),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.oneof(typed, fc.string()), (value) => {
        // at most 12 characters: never more decimals than allowed
        const result = validateAmount(value, { currency, maxDecimals: 12 });
        if (result.ok) expect(() => Money.of(value, currency)).not.toThrow();
        expect(result.ok).toBe(isDecimalString(value) && Money.of(value, currency).isPositive());
      }),
      { numRuns: 500 },
    );
  });

  it('allows at most the minor units of the currency, with {max}', () => {
    expect(validateAmount('10.001', { currency })).toEqual({
      ok: false,
      code: 'amount_too_many_decimals',
      params: { max: 2 },
    });
    expect(validateAmount('10.10', { currency })).toEqual({ ok: true });
    expect(validateAmount('10.5', { currency: 'JPY' })).toMatchObject({ params: { max: 0 } });
    expect(validateAmount('10.001', { currency: 'KWD' })).toEqual({ ok: true });
    expect(validateAmount('0.0001', { currency, maxDecimals: 4 })).toEqual({ ok: true });
  });

  it.each(['0', '0.00', '-5', '-0.01'])('needs more than zero, not %s', (v) => {
    expect(validateAmount(v, { currency })).toEqual({ ok: false, code: 'amount_not_positive' });
  });

  it('meets the minimum amount and the minimum investment, with {min} {currency}', () => {
    const limits = { currency, minAmount: '10', minInvestment: '100.5' };
    expect(validateAmount('9.99', limits)).toEqual({
      ok: false,
      code: 'amount_below_minimum',
      params: { min: '10.00', currency },
    });
    expect(validateAmount('100.49', limits)).toEqual({
      ok: false,
      code: 'amount_below_minimum_investment',
      params: { min: '100.50', currency },
    });
    expect(validateAmount('100.50', limits)).toEqual({ ok: true });
  });

  it('does not exceed the available funds, with {available} {currency}', () => {
    expect(validateAmount('250.01', { currency, available: '250' })).toEqual({
      ok: false,
      code: 'amount_exceeds_available',
      params: { available: '250.00', currency },
    });
    expect(validateAmount('250', { currency, available: '250' })).toEqual({ ok: true });
  });

  it("answers 'no_available_funds' when nothing is available, whatever was typed", () => {
    expect(validateAmount('', { currency, available: '0' })).toEqual({
      ok: false,
      code: 'no_available_funds',
    });
    expect(validateAmount('5', { currency, available: '-3.00' })).toMatchObject({
      code: 'no_available_funds',
    });
  });

  it('throws on a malformed limit (the caller data, not the user)', () => {
    expect(() => validateAmount('1', { currency, available: '1e3' })).toThrow(TypeError);
    expect(() => validateAmount('1', { currency: 'usd' })).toThrow(TypeError);
  });

  it('accepts exactly the cents amounts in (0, available]', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -1000n, max: 100_000n }),
        fc.bigInt({ min: 1n, max: 100_000n }),
        (cents, avail) => {
          const text = (c: bigint) =>
            `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`;
          const result = validateAmount(text(cents), { currency, available: text(avail) });
          expect(result.ok).toBe(cents > 0n && cents <= avail);
        },
      ),
    );
  });
});

describe('checkSufficientBalance (spec 5: judged after conversion)', () => {
  it('compares directly in one currency', () => {
    expect(checkSufficientBalance({ amount: usd('100'), balance: usd('100') })).toEqual({
      ok: true,
    });
    expect(checkSufficientBalance({ amount: usd('100.01'), balance: usd('100') })).toEqual({
      ok: false,
      code: 'insufficient_balance',
      params: { required: '100.01', available: '100.00', currency: 'USD' },
    });
  });

  it('converts the cost into the account currency first', () => {
    const amount = Money.of('10000', 'INR');
    // 10000 INR at 0.012 USD per INR = 120.00 USD
    expect(checkSufficientBalance({ amount, balance: usd('120'), rate: '0.012' })).toEqual({
      ok: true,
    });
    expect(checkSufficientBalance({ amount, balance: usd('119.99'), rate: '0.012' })).toEqual({
      ok: false,
      code: 'insufficient_balance',
      params: { required: '120.00', available: '119.99', currency: 'USD' },
    });
    // the same figures without conversion would be judged wrongly
    expect(checkSufficientBalance({ amount, balance: usd('200'), rate: '0.012' }).ok).toBe(true);
  });

  it('rounds the converted cost half-even, as the debit is', () => {
    // 1 EUR at 1.005 = 1.005 USD, half-even to 1.00
    const amount = Money.of('1', 'EUR');
    expect(checkSufficientBalance({ amount, balance: usd('1.00'), rate: '1.005' })).toEqual({
      ok: true,
    });
    expect(checkSufficientBalance({ amount, balance: usd('1.00'), rate: '1.015' })).toMatchObject({
      code: 'insufficient_balance',
    });
  });

  it('needs a usable rate across currencies', () => {
    const amount = Money.of('1', 'EUR');
    for (const rate of [undefined, null, '', '0', '-1.1', 'abc', '1e2']) {
      expect(checkSufficientBalance({ amount, balance: usd('10'), rate })).toEqual({
        ok: false,
        code: 'fx_rate_unavailable',
      });
    }
  });

  it("answers 'no_available_funds' for a zero or negative balance", () => {
    expect(checkSufficientBalance({ amount: usd('1'), balance: usd('0') })).toEqual({
      ok: false,
      code: 'no_available_funds',
    });
    expect(
      checkSufficientBalance({ amount: Money.of('1', 'EUR'), balance: usd('-1'), rate: '1.1' }),
    ).toMatchObject({ code: 'no_available_funds' });
  });
});

describe('validateQuantity', () => {
  it.each([undefined, null, '', ' '])('requires a quantity (%p)', (v) => {
    expect(validateQuantity(v)).toEqual({ ok: false, code: 'quantity_required' });
  });

  it.each(['0', '000', '1.5', '-1', '1e3', 'ten', 10])('refuses %p as invalid', (v) => {
    expect(validateQuantity(v)).toEqual({ ok: false, code: 'quantity_invalid' });
  });

  it('accepts whole positive numbers, big ones too', () => {
    expect(validateQuantity(' 10 ')).toEqual({ ok: true });
    expect(validateQuantity('007')).toEqual({ ok: true });
    expect(validateQuantity('123456789012345678901234567890')).toEqual({ ok: true });
  });

  it('meets the minimum quantity, with {min}', () => {
    expect(validateQuantity('9', { minQuantity: 10 })).toEqual({
      ok: false,
      code: 'quantity_below_minimum',
      params: { min: 10 },
    });
    expect(validateQuantity('10', { minQuantity: 10 })).toEqual({ ok: true });
  });

  it('is a multiple of the lot size, with {lot}', () => {
    expect(validateQuantity('150', { lotSize: 100 })).toEqual({
      ok: false,
      code: 'quantity_lot_size',
      params: { lot: 100 },
    });
    expect(validateQuantity('300', { minQuantity: 100, lotSize: 100 })).toEqual({ ok: true });
  });

  it('accepts exactly the multiples of the lot at or above the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 1000 }),
        (q, lot, min) => {
          const result = validateQuantity(String(q), { minQuantity: min, lotSize: lot });
          expect(result.ok).toBe(q >= min && q % lot === 0);
        },
      ),
    );
  });

  it('throws on malformed limits', () => {
    expect(() => validateQuantity('1', { lotSize: 0 })).toThrow(RangeError);
    expect(() => validateQuantity('1', { minQuantity: 1.5 })).toThrow(RangeError);
  });
});

describe('validatePacCode and checkVipLevel', () => {
  it('requires a PAC code only where the product asks for it', () => {
    expect(validatePacCode('', true)).toEqual({ ok: false, code: 'pac_code_required' });
    expect(validatePacCode(' ', true)).toMatchObject({ code: 'pac_code_required' });
    expect(validatePacCode('A1B2', true)).toEqual({ ok: true });
    expect(validatePacCode(undefined, false)).toEqual({ ok: true });
  });

  it('needs the VIP level, showing {required} and {level}', () => {
    expect(checkVipLevel(2, 3)).toEqual({
      ok: false,
      code: 'vip_level_required',
      params: { required: 3, level: 2 },
    });
    expect(checkVipLevel(3, 3)).toEqual({ ok: true });
    expect(checkVipLevel(0, undefined)).toEqual({ ok: true });
  });

  it('exports its codes', () => {
    expect(amountCodes).toContain('no_available_funds');
  });
});
