// spec 2 'credit score (trust profile) with offers', wired by app/pages/loans.ts.
import { TrustProfileView } from '@invest/ui/LoanView';
import { widePageFrame } from '../app/frame';
import { useTrustScreen } from '../app/pages/loans';

export default function TrustPage() {
  return (
    <div className={widePageFrame}>
      <TrustProfileView {...useTrustScreen()} />
    </div>
  );
}
