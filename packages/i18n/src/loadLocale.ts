import { createInstance, type i18n as I18n } from 'i18next';
import { i18nOptions } from './i18nOptions';
import { defaultLocale, fallbackLocale, isLocaleCode } from './locales';
import { namespaces as allNamespaces, type Namespace } from './namespaces';
import { resourceLoaders } from './resources/loaders';

/**
 * Fetches the given namespaces of `lng`, and of the en-US fallback, into `i18n`; bundles already
 * there are skipped. Call it before `changeLanguage(lng)` and when a route needs a namespace:
 * `await loadLocale(i18n, 'pl-PL', ['trading'])`. An unknown locale loads only the fallback.
 */
export async function loadLocale(
  i18n: I18n,
  lng: string,
  namespaces: readonly Namespace[] = allNamespaces,
): Promise<void> {
  const lngs = lng === fallbackLocale ? [lng] : [lng, fallbackLocale];
  await Promise.all(
    lngs.flatMap((code) =>
      namespaces.map(async (ns) => {
        const load = isLocaleCode(code) ? resourceLoaders[code][ns] : undefined;
        if (!load || i18n.hasResourceBundle(code, ns)) return;
        const { default: bundle } = await load();
        i18n.addResourceBundle(code, ns, bundle, true, false);
      }),
    ),
  );
}

export interface CreateLazyI18nOptions {
  /** The locale to start in. @default 'en-US' */
  lng?: string;
  /** The namespaces to fetch before the instance is returned. @default every namespace */
  ns?: readonly Namespace[];
}

/**
 * An i18next instance for the web app that bundles no texts: it fetches `ns` of `lng` (and of
 * en-US) and resolves when they are in. Load more with `loadLocale()`; to switch language,
 * `await loadLocale(i18n, code, ns)` then `i18n.changeLanguage(code)`.
 */
export async function createLazyI18n({
  lng = defaultLocale,
  ns = allNamespaces,
}: CreateLazyI18nOptions = {}): Promise<I18n> {
  const instance = createInstance();
  void instance.init({ ...i18nOptions(lng), resources: {}, partialBundledLanguages: true });
  await loadLocale(instance, lng, ns);
  return instance;
}
