// spec 3 (Locale) and spec 1 (enabled set, defaults): the locale table, once. Pure data,
// zod-free (the browser's first load); the schema of one entry is entities/locale.ts.
/**
 * Locale metadata with the fields of spec 3 (Locale): name, code, emoji, image, locale,
 * language, currency, phoneCode, timezone.
 */
export interface LocaleMetadata {
  /** The language's own name for itself. */
  name: string;
  /** The market/country code the product uses for the locale (spec 1: US, PL, CN, ...). */
  code: string;
  /** Flag emoji of the country. */
  emoji: string;
  /** Path of a flag image, relative to the app's public assets. */
  image: string;
  /** BCP 47 tag used for resources and Intl formatting. */
  locale: LocaleCode;
  /** ISO 639-1 language code. */
  language: string;
  /** ISO 4217 default currency of the locale's market. */
  currency: string;
  /** International dialling code without '+'. */
  phoneCode: string;
  /** IANA timezone of the locale's market. */
  timezone: string;
}

export const localeCodes = [
  'en-US',
  'zh-CN',
  'hi-IN',
  'es-ES',
  'tr-TR',
  'pl-PL',
  'de-DE',
  'eu-ES',
] as const;
export type LocaleCode = (typeof localeCodes)[number];

export const locales: readonly LocaleMetadata[] = [
  {
    name: 'English (US)',
    code: 'US',
    emoji: '🇺🇸',
    image: 'flags/us.svg',
    locale: 'en-US',
    language: 'en',
    currency: 'USD',
    phoneCode: '1',
    timezone: 'America/New_York',
  },
  {
    name: '简体中文',
    code: 'CN',
    emoji: '🇨🇳',
    image: 'flags/cn.svg',
    locale: 'zh-CN',
    language: 'zh',
    currency: 'CNY',
    phoneCode: '86',
    timezone: 'Asia/Shanghai',
  },
  {
    name: 'हिन्दी',
    code: 'IN',
    emoji: '🇮🇳',
    image: 'flags/in.svg',
    locale: 'hi-IN',
    language: 'hi',
    currency: 'INR',
    phoneCode: '91',
    timezone: 'Asia/Kolkata',
  },
  {
    name: 'Español',
    code: 'ES',
    emoji: '🇪🇸',
    image: 'flags/es.svg',
    locale: 'es-ES',
    language: 'es',
    currency: 'EUR',
    phoneCode: '34',
    timezone: 'Europe/Madrid',
  },
  {
    name: 'Türkçe',
    code: 'TR',
    emoji: '🇹🇷',
    image: 'flags/tr.svg',
    locale: 'tr-TR',
    language: 'tr',
    currency: 'TRY',
    phoneCode: '90',
    timezone: 'Europe/Istanbul',
  },
  {
    name: 'Polski',
    code: 'PL',
    emoji: '🇵🇱',
    image: 'flags/pl.svg',
    locale: 'pl-PL',
    language: 'pl',
    currency: 'PLN',
    phoneCode: '48',
    timezone: 'Europe/Warsaw',
  },
  {
    name: 'Deutsch',
    code: 'DE',
    emoji: '🇩🇪',
    image: 'flags/de.svg',
    locale: 'de-DE',
    language: 'de',
    currency: 'EUR',
    phoneCode: '49',
    timezone: 'Europe/Berlin',
  },
  {
    name: 'Euskara',
    code: 'EU',
    emoji: '🏴',
    image: 'flags/eu.svg',
    locale: 'eu-ES',
    language: 'eu',
    currency: 'EUR',
    phoneCode: '34',
    timezone: 'Europe/Madrid',
  },
];

/** spec 1: the enabled set is US, PL and CN; the first is the default. */
export const enabledLocaleCodes = ['US', 'PL', 'CN'] as const;
export const enabledLocales: readonly LocaleMetadata[] = enabledLocaleCodes.map((code) => {
  const info = locales.find((l) => l.code === code);
  if (!info) throw new Error(`No locale for enabled market code ${code}`);
  return info;
});
/** spec 1: en-US is the default and the fallback. */
export const defaultLocale: LocaleCode = 'en-US';
export const fallbackLocale: LocaleCode = 'en-US';
/** spec 1: default currency. */
export const defaultCurrency = 'USD';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

/** The metadata of a locale, found by BCP 47 tag (`'pl-PL'`) or market code (`'PL'`). */
export function getLocaleInfo(value: string): LocaleMetadata | undefined {
  return locales.find((l) => l.locale === value || l.code === value);
}
