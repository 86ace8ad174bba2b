// spec 1/2: the user's theme and locale, persisted; the server's app_template applies only when
// the user never chose a theme.
import {
  appThemes,
  effectiveUpColor,
  isUpColor,
  type AppTheme,
  type UpColor,
} from '@invest/domain';
import { defaultLocale, enabledLocales, isLocaleCode, type LocaleCode } from '@invest/i18n';
import { readConsent } from './cookieConsent';
import { consentedStorage, local, session } from './storage';

export const THEME_KEY = 'invest.theme';
export const LOCALE_KEY = 'invest.locale';
export const UP_COLOR_KEY = 'invest.upColor';
/** The market the client follows (dashboard, market page, news): a choice like the theme's. */
export const MARKET_KEY = 'invest.market';

// spec 3: these choices are the Functional category's ("language and theme"): persisted only
// with that consent, else kept for the visit (public/theme-init.js reads both stores)
const prefs = consentedStorage(local, session, () => readConsent().functional, [
  THEME_KEY,
  LOCALE_KEY,
  UP_COLOR_KEY,
  MARKET_KEY,
]);

/** After a cookie choice: the stored preferences move to where the new consent lets them be. */
export const settlePreferences = (): void => prefs.settle();

const isTheme = (value: unknown): value is AppTheme =>
  typeof value === 'string' && (appThemes as readonly string[]).includes(value);

/** The theme the user chose, or null when they never did. */
export const storedTheme = (): AppTheme | null => {
  const value = prefs.get(THEME_KEY);
  return isTheme(value) ? value : null;
};

/** The theme to show: the user's choice, else the tenant's app_template, else 'stand'. */
export function effectiveTheme(serverTemplate: string | null | undefined): AppTheme {
  return storedTheme() ?? (isTheme(serverTemplate) ? serverTemplate : 'stand');
}

export function applyTheme(theme: AppTheme): void {
  // the theme in place already (theme-init.js set it and its toolbar colour before the first
  // paint): reading the computed colour again would only force a style recalculation
  if (document.documentElement.dataset.theme === theme) return;
  document.documentElement.dataset.theme = theme;
  updateThemeColor();
}

/**
 * `<meta name="theme-color">` follows the theme: the browser's toolbar takes the
 * header's colour (the `surface` token; public/theme-init.js sets it before the first paint).
 */
function updateThemeColor(): void {
  const meta = document.querySelector('meta[name="theme-color"]');
  const surface = getComputedStyle(document.documentElement).getPropertyValue('--iv-surface');
  if (meta && surface.trim()) meta.setAttribute('content', surface.trim());
}

export function chooseTheme(theme: AppTheme): void {
  prefs.set(THEME_KEY, theme);
  applyTheme(theme);
}

const enabledCodes = (): readonly string[] => enabledLocales.map((l) => l.locale);

/** The locale to start in: the stored choice, else the browser's language when enabled, else en-US. */
export function initialLocale(): LocaleCode {
  const stored = prefs.get(LOCALE_KEY);
  if (stored && isLocaleCode(stored) && enabledCodes().includes(stored)) return stored;
  for (const language of navigator.languages ?? []) {
    const match = enabledCodes().find(
      (code) => code === language || code.split('-')[0] === language.split('-')[0],
    );
    if (match && isLocaleCode(match)) return match;
  }
  return defaultLocale;
}

export function rememberLocale(code: LocaleCode): void {
  prefs.set(LOCALE_KEY, code);
  document.documentElement.lang = code;
  showUpColor(code);
}

/** The up colour the client chose, or null when they never did. */
export const storedUpColor = (): UpColor | null => {
  const value = prefs.get(UP_COLOR_KEY);
  return isUpColor(value) ? value : null;
};

/** The colour of gains everywhere: `data-up-color` on `<html>` swaps the tokens' up/down. */
export function applyUpColor(upColor: UpColor): void {
  document.documentElement.dataset.upColor = upColor;
}

/** The client's choice, else the locale's default (red-up in zh-CN). */
export function showUpColor(locale: string): void {
  applyUpColor(effectiveUpColor(storedUpColor(), locale));
}

export function chooseUpColor(upColor: UpColor): void {
  prefs.set(UP_COLOR_KEY, upColor);
  applyUpColor(upColor);
}

/** What the client chose to follow (a market code), or null before the first visit's default. */
export const storedMarket = (): string | null => prefs.get(MARKET_KEY);

export function chooseMarket(market: string): void {
  prefs.set(MARKET_KEY, market);
}
