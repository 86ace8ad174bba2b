export { createI18n, type CreateI18nOptions } from './createI18n';
export { namespaces, resources, type Namespace } from './resources';
export * from './locales';
