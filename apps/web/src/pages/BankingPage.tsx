import { UpcomingPage } from './UpcomingPage';

export default function BankingPage() {
  return <UpcomingPage feature="banking" />;
}
