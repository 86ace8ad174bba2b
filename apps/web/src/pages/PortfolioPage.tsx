// spec 2 Portfolio: the summary, allocation and positions, wired by app/pages/trading.ts.
import { PortfolioView } from '@invest/ui/PortfolioView';
import { widePageFrame } from '../app/frame';
import { usePortfolioScreen } from '../app/pages/trading';

export default function PortfolioPage() {
  return (
    <div className={widePageFrame}>
      <PortfolioView {...usePortfolioScreen()} />
    </div>
  );
}
