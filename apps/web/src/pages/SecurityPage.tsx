import { UpcomingPage } from './UpcomingPage';

export default function SecurityPage() {
  return <UpcomingPage feature="security" />;
}
