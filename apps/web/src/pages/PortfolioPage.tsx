import { UpcomingPage } from './UpcomingPage';

export default function PortfolioPage() {
  return <UpcomingPage feature="portfolio" />;
}
