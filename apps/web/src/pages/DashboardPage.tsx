// spec 2 Home: the greeting, the portfolio and the market sections, wired by
// app/pages/dashboard.tsx.
import { DashboardView } from '@invest/ui/DashboardView';
import { widePageFrame } from '../app/frame';
import { useDashboardView } from '../app/pages/dashboard';

export default function DashboardPage() {
  return (
    <div className={widePageFrame}>
      <DashboardView {...useDashboardView()} />
    </div>
  );
}
