// spec 2 order detail, /orders/:id: the order, its execution and timeline, cancel while it
// works; wired by app/pages/trading.ts.
import { OrderDetailView } from '@invest/ui/OrdersView';
import { useParams } from 'react-router';
import { pageFrame } from '../app/frame';
import { useOrderDetailScreen } from '../app/pages/trading';

export default function OrderDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className={pageFrame}>
      <OrderDetailView {...useOrderDetailScreen(id)} />
    </div>
  );
}
