// spec 2 Home: the greeting, the portfolio and the market sections, wired by
// app/pages/dashboard.tsx.
import { DashboardView } from '@invest/ui/DashboardView';
import { memo, useDeferredValue } from 'react';
import { widePageFrame } from '../app/frame';
import { useDashboardView } from '../app/pages/dashboard';

// the sections' answers arrive one by one; each renders the view in the background (a
// deferred value: in short slices, yielding to taps and keys), not in the task that received it
const View = memo(DashboardView);

export default function DashboardPage() {
  const view = useDeferredValue(useDashboardView());
  return (
    <div className={widePageFrame}>
      <View {...view} />
    </div>
  );
}
