/**
 * A decimal number as the wire carries money: optional minus, digits, optional fraction
 * ('1250.50', '-0.5', '0'). No exponent, no thousands separators, no leading '+', no leading
 * zeros, no bare point ('.5', '5.'), no spaces. It is the one grammar of an amount: the amount
 * rules (`validateAmount`) accept nothing else and `Money.of` parses all of it, so what a server
 * validated it can always parse. The zod schema of it is `decimalString` (entities/fields.ts);
 * this module stays free of zod so the browser can use it without loading zod on a first visit.
 */
export const DECIMAL_PATTERN = /^-?(0|[1-9]\d*)(\.\d+)?$/;

export const isDecimalString = (value: unknown): value is string =>
  typeof value === 'string' && DECIMAL_PATTERN.test(value);

/** What a person may type into an amount field: digits with at most one point, maybe a minus. */
const TYPED_DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * What a person typed, written in the wire grammar, for a view to validate and send: surrounding
 * spaces (a no-break space too) dropped, leading zeros dropped ('00010' -> '10'), a bare point
 * completed ('.5' -> '0.5', '5.' -> '5'); a lone point is ''. Other text (letters,
 * grouping, a second point) comes back trimmed and unchanged, for the amount rules to refuse.
 * Locale separators are the view's to replace with '.' first.
 */
export function canonicalDecimal(typed: string): string {
  const text = typed.trim();
  const match = TYPED_DECIMAL.exec(text);
  if (!match) return text;
  const [, sign, whole = '', fraction = ''] = match;
  // no digit at all: a lone point is nothing typed yet; a lone sign stays, for the rules to refuse
  if (whole === '' && fraction === '') return text === '.' ? '' : text;
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return `${sign}${integer}${fraction === '' ? '' : `.${fraction}`}`;
}
