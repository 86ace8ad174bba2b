import type { InitOptions } from 'i18next';
import { fallbackLocale, localeCodes } from './locales';
import { namespaces } from './namespaces';

/** The i18next options both factories share. */
export function i18nOptions(lng: string): InitOptions {
  return {
    lng,
    // spec 1: en-US is the fallback (a missing eu-ES key shows the en-US text)
    fallbackLng: fallbackLocale,
    supportedLngs: [...localeCodes],
    // resources are keyed by full tags: never look up 'pl' for 'pl-PL'
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  };
}
