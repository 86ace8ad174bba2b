// The locale metadata lives in @invest/domain (the table once, shared with the server);
// re-exported here under the names the i18n package has always had.
export {
  defaultCurrency,
  defaultLocale,
  enabledLocaleCodes,
  enabledLocales,
  fallbackLocale,
  getLocaleInfo,
  isLocaleCode,
  localeCodes,
  locales,
  type LocaleCode,
  type LocaleMetadata as LocaleInfo,
} from '@invest/domain';
