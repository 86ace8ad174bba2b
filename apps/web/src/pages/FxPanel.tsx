// spec 2 FX exchange, the deposit screen's second tab: the view, wired by useFxScreen (app/).
import { FxView } from '@invest/ui/FxView';
import { useFxScreen } from '../app/fxScreen';

export function FxPanel({ onDeposit }: { onDeposit: () => void }) {
  return <FxView {...useFxScreen(onDeposit)} />;
}
