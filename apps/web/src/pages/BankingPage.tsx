// spec 2/3/5 Bank accounts (/banking, public): the view and the step-up dialog, wired by
// useBankingScreen (app/).
import { BankAccountsView } from '@invest/ui/BankAccountsView';
import { StepUpDialog } from '@invest/ui/SecurityView';
import { useBankingScreen } from '../app/bankingScreen';
import { pageFrame } from '../app/frame';

export default function BankingPage() {
  const { view, dialog } = useBankingScreen();
  return (
    <div className={pageFrame}>
      <BankAccountsView {...view} />
      <StepUpDialog {...dialog} />
    </div>
  );
}
