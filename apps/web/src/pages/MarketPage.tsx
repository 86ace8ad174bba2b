import { UpcomingPage } from './UpcomingPage';

export default function MarketPage() {
  return <UpcomingPage feature="market" />;
}
