import { useSearchParams } from 'react-router';
import { UpcomingPage } from './UpcomingPage';

/** spec 2: /quote?symbol=&ex=&country= (market data arrives with the markets issue). */
export default function QuotePage() {
  const [params] = useSearchParams();
  const symbol = params.get('symbol') ?? '';
  return <UpcomingPage feature="quote" values={{ symbol }} />;
}
