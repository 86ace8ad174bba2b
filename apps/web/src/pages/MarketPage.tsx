// /market: the market page, wired by app/pages/market.ts.
import { MarketView } from '@invest/ui/MarketView';
import { memo, useDeferredValue } from 'react';
import { widePageFrame } from '../app/frame';
import { useMarketView } from '../app/pages/market';

// the lists' answers and the live prices render the view in the background (a deferred value:
// in short slices, yielding to taps and keys), not in the task that received them
const View = memo(MarketView);

export default function MarketPage() {
  const view = useDeferredValue(useMarketView());
  return (
    <div className={widePageFrame}>
      <View {...view} />
    </div>
  );
}
