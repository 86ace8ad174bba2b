// spec 2 'Trades and transactions list': the client's orders by status and side, wired by
// app/pages/trading.ts.
import { OrdersView } from '@invest/ui/OrdersView';
import { widePageFrame } from '../app/frame';
import { useOrdersScreen } from '../app/pages/trading';

export default function OrdersPage() {
  return (
    <div className={widePageFrame}>
      <OrdersView {...useOrdersScreen()} />
    </div>
  );
}
