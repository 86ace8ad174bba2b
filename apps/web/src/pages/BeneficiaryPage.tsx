import { UpcomingPage } from './UpcomingPage';

export default function BeneficiaryPage() {
  return <UpcomingPage feature="beneficiary" />;
}
