import { UpcomingPage } from './UpcomingPage';

export default function LoanPage() {
  return <UpcomingPage feature="loan" />;
}
