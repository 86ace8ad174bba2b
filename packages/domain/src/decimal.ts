import { string } from 'zod';

/**
 * A decimal number as the wire carries money: optional minus, digits, optional fraction
 * ('1250.50', '-0.5', '0'). No exponent, no thousands separators, no leading '+'.
 */
export const DECIMAL_PATTERN = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** zod schema of a decimal string (money on the wire, ARCHITECTURE 'The wire'). */
export const decimalString = string().regex(DECIMAL_PATTERN, { message: 'invalid_decimal' });

export const isDecimalString = (value: unknown): value is string =>
  typeof value === 'string' && DECIMAL_PATTERN.test(value);
