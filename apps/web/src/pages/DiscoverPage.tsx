// spec 2 Discover: the IPO and subscription lists (now, upcoming, subs, history), wired by
// app/pages/offerings.ts.
import { OfferingsView } from '@invest/ui/OfferingsView';
import { widePageFrame } from '../app/frame';
import { useOfferingsScreen } from '../app/pages/offerings';

export default function DiscoverPage() {
  return (
    <div className={widePageFrame}>
      <OfferingsView {...useOfferingsScreen()} />
    </div>
  );
}
