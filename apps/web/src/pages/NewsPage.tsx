import { UpcomingPage } from './UpcomingPage';

export default function NewsPage() {
  return <UpcomingPage feature="news" />;
}
