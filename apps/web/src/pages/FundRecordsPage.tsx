// spec 2 fund records: the ledger history, wired by app/pages/fundRecords.ts.
import { FundRecordsView } from '@invest/ui/FundRecordsView';
import { pageFrame } from '../app/frame';
import { useFundRecordsView } from '../app/pages/fundRecords';

export default function FundRecordsPage() {
  return (
    <div className={pageFrame}>
      <FundRecordsView {...useFundRecordsView()} />
    </div>
  );
}
