// /market: the market page, wired by app/pages/market.ts.
import { MarketView } from '@invest/ui/MarketView';
import { widePageFrame } from '../app/frame';
import { useMarketView } from '../app/pages/market';

export default function MarketPage() {
  return (
    <div className={widePageFrame}>
      <MarketView {...useMarketView()} />
    </div>
  );
}
