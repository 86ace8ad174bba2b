/**
 * Intl formatting helpers. Amounts are decimal strings and never pass through a JS number:
 * `Intl.NumberFormat.prototype.format` accepts a decimal string and formats it exactly
 * (Intl.NumberFormat v3; Node 20, Chromium). Formatters are cached by locale and options,
 * because formatting runs on hot paths such as quote streaming.
 */

type NumericInput = number | bigint | Intl.StringNumericLiteral;

// Callers pass a handful of option sets; the cap only guards against options built per value.
const CACHE_LIMIT = 500;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, create: () => F): F {
  let formatter = cache.get(key);
  if (formatter === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

function optionsKey(options: object | undefined): string {
  return options === undefined ? '' : JSON.stringify(options);
}

function numberFormat(
  locale: string,
  key: string,
  options: () => Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached(numberFormats, `${locale}|${key}`, () => new Intl.NumberFormat(locale, options()));
}

/**
 * A money amount with its currency, e.g. `formatAmount('1250.5', 'USD', 'en-US')` is
 * `'$1,250.50'`. `value` is a decimal string (as the API sends it) and is formatted exactly.
 */
export function formatAmount(
  value: string,
  currency: string,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, `amount|${currency}|${optionsKey(options)}`, () => ({
    style: 'currency',
    currency,
    ...options,
  })).format(value as Intl.StringNumericLiteral);
}

/** A plain number (quantity, price without currency, ...). Strings are formatted exactly. */
export function formatNumber(
  value: string | number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, `number|${optionsKey(options)}`, () => ({ ...options })).format(
    value as NumericInput,
  );
}

const fractionOptions = [
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
] as const;

/**
 * A value in percent units: `formatPercent('1.25', 'en-US')` is `'1.25%'` (`'1,25 %'` in
 * de-DE). The value is divided by 100 by moving the decimal point in the string, then
 * formatted with Intl's `percent` style so each locale's sign placement applies. At most two
 * fraction digits unless `options` set fraction or significant digits.
 */
export function formatPercent(
  value: string | number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  const format = numberFormat(locale, `percent|${optionsKey(options)}`, () => {
    const digitsGiven = options !== undefined && fractionOptions.some((k) => k in options);
    return {
      style: 'percent',
      ...(digitsGiven ? {} : { maximumFractionDigits: 2 }),
      ...options,
    };
  });
  const scaled = shiftDecimal(String(value), -2);
  // not a plain decimal (NaN, Infinity, ...): Intl gives its own answer for it
  return format.format((scaled ?? value) as NumericInput);
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const MAX_PADDING = 1000;

/**
 * Moves the decimal point of a decimal string by `places` (negative: to the left), without
 * floating point: `shiftDecimal('1.25', -2)` is `'0.0125'`. Returns null for anything that is
 * not a decimal literal.
 */
export function shiftDecimal(value: string, places: number): string | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', int = '', frac = '', exp = '0'] = match;
  if (int === '' && frac === '') return null;
  let digits = int + frac;
  let point = int.length + Number(exp) + places;
  // a silly exponent: keep it as an exponent (Intl parses that exactly too)
  if (point < -MAX_PADDING || point - digits.length > MAX_PADDING) {
    return `${sign}${digits}e${point - digits.length}`;
  }
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const fraction = digits.slice(point);
  return `${sign}${digits.slice(0, point)}${fraction ? `.${fraction}` : ''}`;
}

// An ISO date-time without an offset is UTC (the API's convention), not the runtime's zone.
const ISO_WITHOUT_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  const text = value.trim();
  return new Date(ISO_WITHOUT_OFFSET.test(text) ? `${text.replace(' ', 'T')}Z` : text);
}

const componentOptions = [
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'dayPeriod',
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'timeZoneName',
  'dateStyle',
  'timeStyle',
] as const;

function formatDateTimeWith(
  defaults: Intl.DateTimeFormatOptions,
  value: Date | string,
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions | undefined,
): string {
  const format = cached(
    dateTimeFormats,
    `${locale}|${timeZone}|${optionsKey(defaults)}|${optionsKey(options)}`,
    () => {
      // options naming fields replace the defaults (dateStyle cannot mix with `year`, ...);
      // options such as `hour12` alone refine them
      const own = options !== undefined && componentOptions.some((k) => k in options);
      return new Intl.DateTimeFormat(locale, {
        ...(own ? {} : defaults),
        ...options,
        timeZone,
      });
    },
  );
  return format.format(toDate(value));
}

/**
 * A date in the user's timezone, e.g. `formatDate('2025-01-01T23:30:00Z', 'zh-CN',
 * 'Asia/Shanghai')` is `'2025年1月2日'`. Strings are ISO-8601; one without an offset is UTC.
 * Throws a RangeError for an invalid date.
 */
export function formatDate(
  value: Date | string,
  locale: string,
  timeZone: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  return formatDateTimeWith({ dateStyle: 'medium' }, value, locale, timeZone, options);
}

/** A time of day in the user's timezone (hours and minutes by default). */
export function formatTime(
  value: Date | string,
  locale: string,
  timeZone: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  return formatDateTimeWith({ timeStyle: 'short' }, value, locale, timeZone, options);
}

/** A date and a time in the user's timezone. */
export function formatDateTime(
  value: Date | string,
  locale: string,
  timeZone: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  return formatDateTimeWith(
    { dateStyle: 'medium', timeStyle: 'short' },
    value,
    locale,
    timeZone,
    options,
  );
}

const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * How long ago (or ahead) `value` is from `now`, in the largest whole unit up to a week, e.g.
 * `formatRelativeTime('2025-01-01T11:55:00Z', Date.parse('2025-01-01T12:00:00Z'), 'en-US')` is
 * `'5 minutes ago'`; `null` when it is a week or more away (show a date instead).
 */
export function formatRelativeTime(
  value: Date | string,
  now: number,
  locale: string,
): string | null {
  const format = cached(
    relativeTimeFormats,
    locale,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  let amount = Math.round((toDate(value).getTime() - now) / 1000);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(amount, unit);
    amount = Math.trunc(amount / size);
  }
  return null;
}

/**
 * The browser's IANA time zone, in which a screen shows times (spec 6: a guest day is a local
 * day); 'UTC' where the runtime does not know it.
 */
export const browserTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
