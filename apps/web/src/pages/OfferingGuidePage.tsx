// spec 2 'Guides for AI day trading and APO', /discover/guides/:kind: how the product works, in
// plain words, with the way back to the offerings lists; any other kind is not found.
import { NotFoundView } from '@invest/ui/NotFoundView';
import { OfferingGuideView, isOfferingGuideKind } from '@invest/ui/OfferingsView';
import { useParams } from 'react-router';
import { pageFrame } from '../app/frame';
import { hrefs, paths } from '../paths';

export default function OfferingGuidePage() {
  const { kind = '' } = useParams();
  return (
    <div className={pageFrame}>
      {isOfferingGuideKind(kind) ? (
        <OfferingGuideView kind={kind} listHref={hrefs.offerings()} />
      ) : (
        <NotFoundView homeHref={paths.home} />
      )}
    </div>
  );
}
