// The market a client follows (dashboard, market page, news): the client's own choice, never
// the language. A Polish reader may follow Wall Street and an English one Warsaw; the locale
// only gives the first visit its default, which is then kept as if chosen.
import { enabledLocaleCodes } from '../locales';
import { marketIds, type MarketId } from './exchanges';

/** spec 1: the markets of the enabled locales (the US, Poland, China); the first is the default. */
export const enabledMarkets: readonly MarketId[] = enabledLocaleCodes.filter(
  (code): code is (typeof enabledLocaleCodes)[number] & MarketId =>
    (marketIds as readonly string[]).includes(code),
);

const isEnabled = (value: string | null, enabled: readonly MarketId[]): value is MarketId =>
  value !== null && (enabled as readonly string[]).includes(value);

/** The market of a locale's region (`pl-PL`: PL) when enabled, else the first enabled market. */
export function marketOfLocale(locale: string, enabled: readonly MarketId[]): MarketId {
  const region = locale.split('-')[1]?.toUpperCase() ?? null;
  return isEnabled(region, enabled) ? region : (enabled[0] ?? 'US');
}

/**
 * The market to show: the stored choice when it is an enabled market; else (the first visit,
 * or a market no longer enabled) the locale's, to be remembered (`remember`) so that a later
 * change of language leaves it where it is.
 */
export function resolveMarketChoice(
  stored: string | null,
  locale: string,
  enabled: readonly MarketId[],
): { market: MarketId; remember: boolean } {
  if (isEnabled(stored, enabled)) return { market: stored, remember: false };
  return { market: marketOfLocale(locale, enabled), remember: true };
}
