import { createInstance, type i18n as I18n } from 'i18next';
import { i18nOptions } from './i18nOptions';
import { defaultLocale } from './locales';
import { resources } from './resources';

export interface CreateI18nOptions {
  /** The locale to start in. @default 'en-US' */
  lng?: string;
}

/**
 * A ready i18next instance with every locale and namespace bundled, initialised synchronously:
 * for tests and Storybook. `changeLanguage(code)` switches at once. The web app uses
 * `createLazyI18n()` instead, which fetches texts per locale and namespace.
 */
export function createI18n({ lng = defaultLocale }: CreateI18nOptions = {}): I18n {
  const instance = createInstance();
  void instance.init({ ...i18nOptions(lng), resources });
  return instance;
}
