// spec 2 /loan: loan products, applications and loans, wired by app/pages/loans.ts.
import { LoanView } from '@invest/ui/LoanView';
import { widePageFrame } from '../app/frame';
import { useLoanScreen } from '../app/pages/loans';

export default function LoanPage() {
  return (
    <div className={widePageFrame}>
      <LoanView {...useLoanScreen()} />
    </div>
  );
}
