import { UpcomingPage } from './UpcomingPage';

export default function DepositPage() {
  return <UpcomingPage feature="deposit" />;
}
