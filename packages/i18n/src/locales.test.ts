import { describe, expect, it } from 'vitest';
import {
  defaultCurrency,
  defaultLocale,
  enabledLocaleCodes,
  enabledLocales,
  fallbackLocale,
  getLocaleInfo,
  isLocaleCode,
  localeCodes,
  locales,
  type LocaleInfo,
} from './locales';

// spec 3 (Locale)
const fields: (keyof LocaleInfo)[] = [
  'name',
  'code',
  'emoji',
  'image',
  'locale',
  'language',
  'currency',
  'phoneCode',
  'timezone',
];

describe('locales', () => {
  it('lists the eight locales of spec 1, en-US first', () => {
    expect(locales.map((l) => l.locale)).toEqual([...localeCodes]);
    expect(localeCodes).toEqual([
      'en-US',
      'zh-CN',
      'hi-IN',
      'es-ES',
      'tr-TR',
      'pl-PL',
      'de-DE',
      'eu-ES',
    ]);
  });

  it('enables US, PL and CN in that order; the first is the default', () => {
    expect(enabledLocaleCodes).toEqual(['US', 'PL', 'CN']);
    expect(enabledLocales.map((l) => l.locale)).toEqual(['en-US', 'pl-PL', 'zh-CN']);
    expect(enabledLocales[0]?.locale).toBe(defaultLocale);
  });

  it('uses en-US as default and fallback, USD as default currency', () => {
    expect(defaultLocale).toBe('en-US');
    expect(fallbackLocale).toBe('en-US');
    expect(defaultCurrency).toBe('USD');
    expect(getLocaleInfo(defaultLocale)?.currency).toBe(defaultCurrency);
  });

  it.each(locales.map((l) => [l.locale, l] as const))('%s has every field', (_, info) => {
    for (const field of fields) expect(info[field], field).toMatch(/\S/);
    expect(Object.keys(info).sort()).toEqual([...fields].sort());
  });

  it.each(locales.map((l) => [l.locale, l] as const))('%s is consistent and valid', (_, l) => {
    expect(Intl.getCanonicalLocales(l.locale)).toEqual([l.locale]);
    expect(l.locale.split('-')[0]).toBe(l.language);
    expect(l.code).toMatch(/^[A-Z]{2}$/);
    expect(l.phoneCode).toMatch(/^[1-9]\d{0,3}$/);
    expect(l.image).toMatch(/^flags\/[a-z-]+\.svg$/);
    expect(Intl.supportedValuesOf('currency')).toContain(l.currency);
    // throws a RangeError for an unknown IANA zone
    expect(
      new Intl.DateTimeFormat('en-US', { timeZone: l.timezone }).resolvedOptions().timeZone,
    ).toBeTruthy();
    expect(new Intl.DisplayNames([l.locale], { type: 'language' }).of(l.language)).toBeTruthy();
  });

  it('has unique tags and market codes', () => {
    expect(new Set(locales.map((l) => l.locale)).size).toBe(locales.length);
    expect(new Set(locales.map((l) => l.code)).size).toBe(locales.length);
  });

  it('matches spec 9 dialling codes for the enabled markets', () => {
    expect(getLocaleInfo('US')?.phoneCode).toBe('1');
    expect(getLocaleInfo('PL')?.phoneCode).toBe('48');
    expect(getLocaleInfo('hi-IN')?.phoneCode).toBe('91');
  });

  it('finds a locale by tag or market code', () => {
    expect(getLocaleInfo('pl-PL')).toBe(getLocaleInfo('PL'));
    expect(getLocaleInfo('fr-FR')).toBeUndefined();
    expect(isLocaleCode('eu-ES')).toBe(true);
    expect(isLocaleCode('PL')).toBe(false);
  });
});
