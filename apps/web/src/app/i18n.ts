// Texts per locale and per namespace, fetched when needed: the shell's
// namespaces at start, a page's namespaces with the page.
import { createLazyI18n, loadLocale, type LocaleCode, type Namespace } from '@invest/i18n';
import type { i18n as I18n } from 'i18next';
import { rememberLocale } from './prefs';

/**
 * What every screen shows: the shell, toasts and status texts. `validation` (form errors) comes
 * with the pages that have a form (router.tsx), not with every page.
 */
export const SHELL_NAMESPACES = [
  'common',
  'ui',
  'web',
  'shell',
  'access',
  'status',
  'rules',
  // the startup overlay and the footer's rating texts
  'pages',
] as const satisfies readonly Namespace[];

let instance: I18n | undefined;
const loaded = new Set<Namespace>(SHELL_NAMESPACES);

export async function initI18n(lng: LocaleCode): Promise<I18n> {
  instance = await createLazyI18n({ lng, ns: SHELL_NAMESPACES });
  document.documentElement.lang = lng;
  return instance;
}

export function appI18n(): I18n {
  if (!instance) throw new Error('i18n is not initialised');
  return instance;
}

/** Loads the namespaces a page needs in the current language (and the fallback). */
export async function ensureNamespaces(ns: readonly Namespace[]): Promise<void> {
  const i18n = appI18n();
  for (const n of ns) loaded.add(n);
  await loadLocale(i18n, i18n.language, ns);
}

/** Switches the language: fetches every namespace used so far, then changes. */
export async function switchLocale(code: LocaleCode): Promise<void> {
  const i18n = appI18n();
  await loadLocale(i18n, code, [...loaded]);
  await i18n.changeLanguage(code);
  rememberLocale(code);
}
