import { UpcomingPage } from './UpcomingPage';

export default function WithdrawPage() {
  return <UpcomingPage feature="withdraw" />;
}
