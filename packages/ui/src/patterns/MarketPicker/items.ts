// What the market picker and its placeholder (DeferredMarketPicker) show alike, kept apart from
// the select so that the placeholder does not bring the select's code with it.
import type { TFunction } from 'i18next';

/** The picker's width unless the caller gives its own classes. */
export const MARKET_PICKER_WIDTH = 'w-56 max-w-full';

/** The enabled markets by their names in the reader's language (`t` of the `market` namespace). */
export const marketItems = (t: TFunction, markets: readonly string[]) =>
  markets.map((id) => ({ id, label: t(`names.${id}`, { defaultValue: id }) }));
