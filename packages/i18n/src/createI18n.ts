import { createInstance, type i18n as I18n, type Resource, type ResourceKey } from 'i18next';
import { i18nOptions } from './i18nOptions';
import { defaultLocale, localeCodes } from './locales';
import { namespaces } from './namespaces';
import { resources } from './resources';

export interface CreateI18nOptions {
  /** The locale to start in. @default 'en-US' */
  lng?: string;
  /**
   * Texts of your own, by locale then namespace, merged over the bundled ones: your app's own
   * namespaces (`{ 'en-US': { app: { title: 'Portfolio' } } }`), overrides of Invest texts
   * (`{ 'en-US': { ui: { drawer: { close: 'Dismiss' } } } }`) and locales Invest does not ship
   * (`{ 'fr-FR': { app: {...}, ui: {...} } }`: the locale becomes supported, and a key it lacks
   * shows the en-US text).
   */
  resources?: Resource;
}

type Tree = { [key: string]: ResourceKey };
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` merged into a copy of `base`, key by key; neither is changed. */
function merge(base: ResourceKey | undefined, over: ResourceKey): ResourceKey {
  if (!isTree(base) || !isTree(over)) return over;
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = merge(base[key], value);
  return out;
}

/**
 * A ready i18next instance with every locale and namespace bundled, initialised synchronously:
 * for partner apps, tests and Storybook. `changeLanguage(code)` switches at once. The web app
 * uses `createLazyI18n()` instead, which fetches texts per locale and namespace.
 */
export function createI18n({
  lng = defaultLocale,
  resources: extra = {},
}: CreateI18nOptions = {}): I18n {
  const all: Resource = { ...resources };
  for (const [code, byNs] of Object.entries(extra)) {
    const bundled: Resource[string] = all[code] ?? {};
    const merged: Resource[string] = { ...bundled };
    for (const [ns, texts] of Object.entries(byNs)) merged[ns] = merge(bundled[ns], texts);
    all[code] = merged;
  }
  const known = new Set<string>([...localeCodes]);
  const knownNs = new Set<string>([...namespaces]);
  const instance = createInstance();
  void instance.init({
    ...i18nOptions(lng),
    resources: all,
    supportedLngs: [...localeCodes, ...Object.keys(extra).filter((code) => !known.has(code))],
    ns: [
      ...namespaces,
      ...new Set(
        Object.values(extra).flatMap((byNs) => Object.keys(byNs).filter((ns) => !knownNs.has(ns))),
      ),
    ],
  });
  return instance;
}
