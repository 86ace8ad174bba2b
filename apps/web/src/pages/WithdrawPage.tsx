// spec 2 Withdraw: the view and the step-up dialog, wired by useWithdrawScreen (app/).
import { StepUpDialog } from '@invest/ui/SecurityView';
import { WithdrawView } from '@invest/ui/WithdrawView';
import { pageFrame } from '../app/frame';
import { useWithdrawScreen } from '../app/withdrawScreen';

export default function WithdrawPage() {
  const { view, dialog } = useWithdrawScreen();
  return (
    <div className={pageFrame}>
      <WithdrawView {...view} />
      <StepUpDialog {...dialog} />
    </div>
  );
}
