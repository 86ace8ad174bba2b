// The market the dashboard, the market page and the news follow: the client's pick, kept with
// the theme and the language (spec 3: Functional consent persists it, else it holds for the
// visit). The language gives the first visit its default only (domain resolveMarketChoice).
import { enabledMarkets, resolveMarketChoice, type MarketId } from '@invest/domain';
import type { MarketPickerProps } from '@invest/ui/MarketPicker';
import { useLocale } from '@invest/ui';
import { useState } from 'react';
import { chooseMarket, storedMarket } from './prefs';

const isEnabled = (value: string): value is MarketId =>
  (enabledMarkets as readonly string[]).includes(value);

export function useMarketChoice(): { market: MarketId; picker: MarketPickerProps } {
  const locale = useLocale();
  const [market, setMarket] = useState<MarketId>(() => {
    const choice = resolveMarketChoice(storedMarket(), locale, enabledMarkets);
    // the first visit's default is kept as if chosen: a later language leaves it alone
    if (choice.remember) chooseMarket(choice.market);
    return choice.market;
  });
  return {
    market,
    picker: {
      markets: enabledMarkets,
      value: market,
      onChange: (next) => {
        if (!isEnabled(next)) return;
        chooseMarket(next);
        setMarket(next);
      },
    },
  };
}
