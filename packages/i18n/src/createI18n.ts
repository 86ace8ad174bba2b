import { createInstance, type i18n as I18n } from 'i18next';
import { namespaces, resources } from './resources';

export interface CreateI18nOptions {
  /** The locale to start in. @default 'en-US' */
  lng?: string;
}

/** A ready i18next instance with every namespace loaded; en-US is the fallback (spec 1). */
export function createI18n({ lng = 'en-US' }: CreateI18nOptions = {}): I18n {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en-US',
    ns: [...namespaces],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
