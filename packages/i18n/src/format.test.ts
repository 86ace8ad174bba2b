import { afterEach, describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  formatAmount,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  formatNumber,
  formatPercent,
  formatTime,
  shiftDecimal,
} from './format';

// Intl separates with no-break and narrow no-break spaces; compare them as plain spaces
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatAmount', () => {
  it.each([
    ['en-US', 'USD', '$1,250.50'],
    ['zh-CN', 'CNY', '¥1,250.50'],
    ['hi-IN', 'INR', '₹1,250.50'],
    ['es-ES', 'EUR', '1250,50 €'],
    ['tr-TR', 'TRY', '₺1.250,50'],
    ['pl-PL', 'PLN', '1250,50 zł'],
    ['de-DE', 'EUR', '1.250,50 €'],
    ['eu-ES', 'EUR', '1.250,50 €'],
  ])('formats 1250.5 in %s with %s', (locale, currency, expected) => {
    expect(plain(formatAmount('1250.5', currency, locale))).toBe(expected);
  });

  it('groups by lakh and crore in hi-IN', () => {
    expect(formatAmount('12500000.5', 'INR', 'hi-IN')).toBe('₹1,25,00,000.50');
  });

  it('formats a decimal string exactly, beyond the precision of a JS number', () => {
    expect(formatAmount('12345678901234567.89', 'USD', 'en-US')).toBe('$12,345,678,901,234,567.89');
    // the same value through a number is off: the reason amounts stay strings
    expect(new Intl.NumberFormat('en-US').format(Number('12345678901234567.89'))).not.toBe(
      '12,345,678,901,234,567.89',
    );
    expect(plain(formatAmount('-98765432109876543.21', 'PLN', 'pl-PL'))).toBe(
      '-98 765 432 109 876 543,21 zł',
    );
  });

  it('takes Intl options (currency display, fraction digits)', () => {
    expect(plain(formatAmount('1250.5', 'USD', 'en-US', { currencyDisplay: 'code' }))).toBe(
      'USD 1,250.50',
    );
    expect(formatAmount('0.00012345', 'USD', 'en-US', { maximumFractionDigits: 8 })).toBe(
      '$0.00012345',
    );
    expect(formatAmount('1000', 'JPY', 'en-US')).toBe('¥1,000');
  });
});

describe('formatNumber', () => {
  it('formats strings exactly and numbers as numbers', () => {
    expect(formatNumber('0.1234567890123456789', 'en-US', { maximumFractionDigits: 20 })).toBe(
      '0.1234567890123456789',
    );
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatNumber('1234.5', 'zh-CN')).toBe('1,234.5');
  });
});

describe('formatPercent', () => {
  it('reads the value in percent units', () => {
    expect(formatPercent('1.25', 'en-US')).toBe('1.25%');
    expect(formatPercent(1.25, 'en-US')).toBe('1.25%');
    expect(formatPercent('100', 'en-US')).toBe('100%');
    expect(formatPercent('-0.5', 'en-US')).toBe('-0.5%');
  });

  it('places the sign as each locale does', () => {
    expect(plain(formatPercent('1.25', 'de-DE'))).toBe('1,25 %');
    expect(formatPercent('1.25', 'tr-TR')).toBe('%1,25');
    expect(formatPercent('1.25', 'pl-PL')).toBe('1,25%');
    expect(plain(formatPercent('1.25', 'eu-ES'))).toBe('% 1,25');
  });

  it('keeps a big or long decimal exact', () => {
    expect(formatPercent('12345678901234567.89', 'en-US')).toBe('12,345,678,901,234,567.89%');
    expect(formatPercent('0.1', 'en-US', { maximumFractionDigits: 20 })).toBe('0.1%');
    // 0.1 + 0.2 as a float would show its error; the string does not
    expect(formatPercent('0.3', 'en-US', { minimumFractionDigits: 20 })).toBe(
      '0.30000000000000000000%',
    );
  });

  it('lets options set the digits', () => {
    expect(formatPercent('1.2', 'en-US', { minimumFractionDigits: 2 })).toBe('1.20%');
    expect(formatPercent('1.256', 'en-US', { maximumFractionDigits: 1 })).toBe('1.3%');
    expect(formatPercent('3', 'en-US', { signDisplay: 'exceptZero' })).toBe('+3%');
  });

  it('leaves what is not a decimal to Intl', () => {
    expect(formatPercent(Number.NaN, 'en-US')).toBe('NaN%');
    expect(formatPercent('abc', 'en-US')).toBe('NaN%');
  });
});

describe('shiftDecimal', () => {
  it.each([
    ['1.25', -2, '0.0125'],
    ['.5', -2, '0.005'],
    ['-123.456', -2, '-1.23456'],
    ['+7', -2, '+0.07'],
    ['1.5e3', -2, '15'],
    ['1e-7', -2, '0.000000001'],
    ['5', 2, '500'],
    ['0012.50', -1, '001.250'],
  ])('moves the point of %s by %i', (value, places, expected) => {
    expect(shiftDecimal(value, places)).toBe(expected);
  });

  it('answers null for what is not a decimal', () => {
    for (const value of ['', '.', 'abc', '1.2.3', '0x10', 'Infinity', '1e']) {
      expect(shiftDecimal(value, -2)).toBeNull();
    }
  });

  it('keeps an absurd exponent as an exponent', () => {
    expect(shiftDecimal('1e99999', -2)).toBe('1e99997');
  });
});

describe('dates and times', () => {
  const lateNewYearsDay = '2025-01-01T23:30:00Z';

  it('shows the date in the given timezone', () => {
    expect(formatDate(lateNewYearsDay, 'en-US', 'Asia/Shanghai')).toBe('Jan 2, 2025');
    expect(formatDate(lateNewYearsDay, 'en-US', 'America/New_York')).toBe('Jan 1, 2025');
    expect(formatDate(lateNewYearsDay, 'zh-CN', 'Asia/Shanghai')).toBe('2025年1月2日');
    expect(formatDate(new Date(lateNewYearsDay), 'pl-PL', 'Europe/Warsaw')).toBe('2 sty 2025');
  });

  it('shows the time in the given timezone', () => {
    expect(plain(formatTime(lateNewYearsDay, 'en-US', 'Asia/Shanghai'))).toBe('7:30 AM');
    expect(formatTime(lateNewYearsDay, 'de-DE', 'Europe/Berlin')).toBe('00:30');
    expect(formatTime(lateNewYearsDay, 'hi-IN', 'Asia/Kolkata')).toMatch(/^5:00 /);
  });

  it('shows date and time together', () => {
    expect(plain(formatDateTime(lateNewYearsDay, 'en-US', 'Asia/Shanghai'))).toBe(
      'Jan 2, 2025, 7:30 AM',
    );
  });

  it('reads an ISO date-time without an offset as UTC', () => {
    expect(formatDateTime('2025-01-01 23:30:00', 'pl-PL', 'Europe/Warsaw')).toBe(
      formatDateTime(lateNewYearsDay, 'pl-PL', 'Europe/Warsaw'),
    );
    expect(formatDateTime('2025-01-01T23:30', 'en-US', 'UTC')).toBe(
      formatDateTime(lateNewYearsDay, 'en-US', 'UTC'),
    );
  });

  it('uses options naming fields instead of the defaults, and refines them otherwise', () => {
    expect(formatDate(lateNewYearsDay, 'en-US', 'UTC', { month: 'short', day: 'numeric' })).toBe(
      'Jan 1',
    );
    expect(formatTime(lateNewYearsDay, 'en-US', 'UTC', { hourCycle: 'h23' })).toBe('23:30');
  });

  it('keeps the timezone argument over an options timezone', () => {
    expect(formatDate(lateNewYearsDay, 'en-US', 'Asia/Shanghai', { timeZone: 'UTC' })).toBe(
      'Jan 2, 2025',
    );
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatDate('not a date', 'en-US', 'UTC')).toThrow(RangeError);
  });
});

describe('formatter cache', () => {
  const realNumberFormat = Intl.NumberFormat;
  const realDateTimeFormat = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.NumberFormat = realNumberFormat;
    Intl.DateTimeFormat = realDateTimeFormat;
  });

  it('builds one Intl.NumberFormat per locale and options', () => {
    let built = 0;
    Intl.NumberFormat = class extends realNumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.NumberFormat;
    const options = { minimumFractionDigits: 3 };
    for (let i = 0; i < 50; i += 1) formatAmount(`${i}.5`, 'GBP', 'en-GB', options);
    expect(built).toBe(1);
    formatAmount('1', 'GBP', 'en-GB', { minimumFractionDigits: 3 });
    expect(built).toBe(1);
    formatAmount('1', 'EUR', 'en-GB', options);
    expect(built).toBe(2);
  });

  it('builds one Intl.DateTimeFormat per locale, timezone and options', () => {
    let built = 0;
    Intl.DateTimeFormat = class extends realDateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.DateTimeFormat;
    for (let i = 0; i < 50; i += 1) formatTime(new Date(i * 60_000), 'fr-FR', 'Europe/Paris');
    expect(built).toBe(1);
    formatTime(new Date(0), 'fr-FR', 'Europe/London');
    expect(built).toBe(2);
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2025-01-01T12:00:00Z');
  it('answers the largest whole unit up to a week, in the locale', () => {
    expect(formatRelativeTime('2025-01-01T11:59:30Z', now, 'en-US')).toBe('30 seconds ago');
    expect(formatRelativeTime('2025-01-01T11:55:00Z', now, 'en-US')).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-01-01T09:00:00Z', now, 'en-US')).toBe('3 hours ago');
    expect(formatRelativeTime('2024-12-31T10:00:00Z', now, 'en-US')).toBe('yesterday');
    expect(formatRelativeTime('2025-01-01T11:55:00Z', now, 'de-DE')).toBe('vor 5 Minuten');
  });
  it('answers null from a week away, so the caller shows a date', () => {
    expect(formatRelativeTime('2024-12-25T12:00:00Z', now, 'en-US')).toBeNull();
  });
});

describe('browserTimeZone', () => {
  it("is the runtime's IANA zone, one Intl accepts for formatting", () => {
    const zone = browserTimeZone();
    expect(zone).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(() => formatDateTime('2025-03-01T09:30:00Z', 'en-US', zone)).not.toThrow();
  });
});
