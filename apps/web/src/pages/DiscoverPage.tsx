import { UpcomingPage } from './UpcomingPage';

export default function DiscoverPage() {
  return <UpcomingPage feature="discover" />;
}
