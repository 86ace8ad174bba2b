// An offering's detail, /discover/offerings/:id: its figures, timeline, the client's
// subscriptions and the subscribe flow; wired by app/pages/offerings.ts.
import { OfferingDetailView } from '@invest/ui/OfferingsView';
import { useParams } from 'react-router';
import { widePageFrame } from '../app/frame';
import { useOfferingDetailScreen } from '../app/pages/offerings';

export default function OfferingDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className={widePageFrame}>
      <OfferingDetailView {...useOfferingDetailScreen(id)} />
    </div>
  );
}
