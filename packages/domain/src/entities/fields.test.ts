import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_DIGITS } from '../constants';
import { DECIMAL_PATTERN } from '../decimal';
import { compareDecimal, Money } from '../money';
import { orderStatuses } from '../statuses';
import {
  calendarDateSchema,
  currencyCodeSchema,
  DECIMAL_MAX_LENGTH,
  decimalString,
  entityIdSchema,
  nonNegativeDecimalString,
  phoneNumberSchema,
  recordStatusEnum,
  timesOutOfOrder,
  utcDateTimeSchema,
} from './fields';

/** The issue messages of a failed parse ([] when it succeeds). */
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** Any wire decimal: optional minus, canonical integer part, optional fraction. */
const wireDecimal = fc.stringMatching(DECIMAL_PATTERN);

describe('shared entity fields', () => {
  it('ids are opaque non-empty strings, never numbers', () => {
    expect(entityIdSchema.parse('u_01HZX')).toBe('u_01HZX');
    expect(entityIdSchema.parse('000123')).toBe('000123');
    expect(entityIdSchema.safeParse('').success).toBe(false);
    expect(entityIdSchema.safeParse(123).success).toBe(false);
  });

  it.each(['2025-03-01T09:30:00Z', '2025-03-01T09:30:00.123Z', '2024-02-29T23:59:59Z'])(
    'accepts the UTC instant %s',
    (value) => expect(utcDateTimeSchema.safeParse(value).success).toBe(true),
  );

  it.each([
    '2025-03-01T09:30:00+05:30',
    '2025-03-01T09:30:00',
    '2025-03-01 09:30:00Z',
    '2025-02-29T00:00:00Z',
    '2025-03-01',
    1740821400000,
  ])('refuses %j as a UTC instant (offset, local, malformed, not a string)', (value) => {
    expect(utcDateTimeSchema.safeParse(value).success).toBe(false);
  });

  it('calendar dates are YYYY-MM-DD and real days', () => {
    expect(calendarDateSchema.safeParse('1990-05-17').success).toBe(true);
    expect(calendarDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(calendarDateSchema.safeParse('2023-02-29').success).toBe(false);
    expect(calendarDateSchema.safeParse('17/05/1990').success).toBe(false);
  });

  describe('non-negative decimal strings', () => {
    it.each(['0', '-0', '-0.00', '12.50', '1250000.0001'])('accepts %s', (value) => {
      expect(nonNegativeDecimalString.parse(value)).toBe(value);
    });

    it('refuses a negative amount with negative_decimal', () => {
      expect(messages(nonNegativeDecimalString.safeParse('-0.01'))).toEqual(['negative_decimal']);
    });

    it.each(['1e3', '+1', '1,000', '12.', ''])('refuses %j with invalid_decimal only', (value) => {
      expect(messages(nonNegativeDecimalString.safeParse(value))).toEqual(['invalid_decimal']);
    });

    it('refuses a number: a float never stands for money', () => {
      expect(nonNegativeDecimalString.safeParse(12.5).success).toBe(false);
    });

    it('any wire decimal round-trips unchanged and is accepted exactly when it is >= 0', () => {
      fc.assert(
        fc.property(wireDecimal, (value) => {
          expect(decimalString.parse(value)).toBe(value);
          expect(JSON.parse(JSON.stringify({ value })).value).toBe(value);
          expect(Money.of(value, 'USD').eq(Money.of(decimalString.parse(value), 'USD'))).toBe(true);
          expect(nonNegativeDecimalString.safeParse(value).success).toBe(
            compareDecimal(value, '0') >= 0,
          );
        }),
      );
    });
  });

  it('currency codes are ISO 4217 (three uppercase letters)', () => {
    expect(currencyCodeSchema.parse('INR')).toBe('INR');
    for (const bad of ['usd', 'US', 'USDT', '']) {
      expect(messages(currencyCodeSchema.safeParse(bad))).toEqual(['invalid_currency']);
    }
  });

  it('phone numbers are 6 to 17 digits with an optional +', () => {
    for (const good of ['+919876543210', '9876543210', '123456', '12345678901234567']) {
      expect(phoneNumberSchema.safeParse(good).success).toBe(true);
    }
    for (const bad of ['12345', '123456789012345678', '98765-43210', '+', 'phone']) {
      expect(messages(phoneNumberSchema.safeParse(bad))).toEqual(['invalid_phone']);
    }
  });

  it('the shared wire fields are bounded: decimals, instants, dates, currencies, phones', () => {
    const decimal = `1.${'0'.repeat(DECIMAL_MAX_LENGTH - 2)}`;
    expect(decimalString.safeParse(decimal).success).toBe(true);
    expect(messages(decimalString.safeParse(`${decimal}0`))).toEqual(['invalid_decimal']);
    expect(utcDateTimeSchema.safeParse('2025-03-01T09:30:00.123456789Z').success).toBe(true);
    expect(utcDateTimeSchema.safeParse(`2025-03-01T09:30:00.${'1'.repeat(30)}Z`).success).toBe(
      false,
    );
    for (const schema of [
      decimalString,
      utcDateTimeSchema,
      calendarDateSchema,
      currencyCodeSchema,
    ]) {
      expect(schema.maxLength, schema.description).not.toBeNull();
    }
    expect(phoneNumberSchema.maxLength).toBe(PHONE_DIGITS.max + 4);
  });

  it("a record's status enum leaves out the 'all' filter value", () => {
    const schema = recordStatusEnum(orderStatuses);
    expect(schema.options).toEqual(orderStatuses.filter((s) => s !== 'all'));
    expect(schema.safeParse('holding').success).toBe(true);
    expect(schema.safeParse('all').success).toBe(false);
  });

  describe('timesOutOfOrder', () => {
    const pairs = [['a', 'b']] as const;

    it('reports a later time before the earlier one', () => {
      expect(
        timesOutOfOrder({ a: '2025-01-02T00:00:00Z', b: '2025-01-01T00:00:00Z' }, pairs),
      ).toEqual([['a', 'b']]);
    });

    it('compares instants, not text (a fraction sorts before Z as text)', () => {
      expect(
        timesOutOfOrder({ a: '2025-01-01T00:00:00Z', b: '2025-01-01T00:00:00.500Z' }, pairs),
      ).toEqual([]);
      expect(
        timesOutOfOrder({ a: '2025-01-01T00:00:00.500Z', b: '2025-01-01T00:00:00Z' }, pairs),
      ).toEqual([['a', 'b']]);
    });

    it('accepts equal times and ignores absent, null or malformed ones', () => {
      const t = '2025-01-01T00:00:00Z';
      expect(timesOutOfOrder({ a: t, b: t }, pairs)).toEqual([]);
      expect(timesOutOfOrder({ a: t }, pairs)).toEqual([]);
      expect(timesOutOfOrder({ a: null, b: t }, pairs)).toEqual([]);
      expect(timesOutOfOrder({ a: t, b: 'yesterday' }, pairs)).toEqual([]);
      expect(timesOutOfOrder({ a: t, b: 0 }, pairs)).toEqual([]);
    });

    it('agrees with the order of the instants for any two times', () => {
      const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }); // 1970 to 2100
      fc.assert(
        fc.property(instant, instant, (x, y) => {
          const record = { a: new Date(x).toISOString(), b: new Date(y).toISOString() };
          expect(timesOutOfOrder(record, pairs).length).toBe(y < x ? 1 : 0);
        }),
      );
    });
  });
});
