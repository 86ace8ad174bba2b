export { createI18n, type CreateI18nOptions } from './createI18n';
export { createLazyI18n, loadLocale, type CreateLazyI18nOptions } from './loadLocale';
export {
  browserTimeZone,
  formatAmount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTime,
} from './format';
export { pluralCount } from './plural';
export { namespaces, resources, type LocaleResources, type Namespace } from './resources';
export { resourceLoaders, type ResourceLoader } from './resources/loaders';
export * from './locales';
