/**
 * A decimal number as the wire carries money: optional minus, digits, optional fraction
 * ('1250.50', '-0.5', '0'). No exponent, no thousands separators, no leading '+'. The zod
 * schema of it is `decimalString` (entities/fields.ts); this module stays free of zod so the
 * browser can use it (issue 6: first-load budget).
 */
export const DECIMAL_PATTERN = /^-?(0|[1-9]\d*)(\.\d+)?$/;

export const isDecimalString = (value: unknown): value is string =>
  typeof value === 'string' && DECIMAL_PATTERN.test(value);
