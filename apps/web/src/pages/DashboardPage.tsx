// spec 2 Home: the greeting by time of day (the browser's time zone) with the display name, and
// the portfolio value, invested value and P&L from the server; guests get a log-in prompt.
import { useClientInfo, usePortfolio, useSessionSnapshot } from '@invest/api/hooks';
import { DashboardView } from '@invest/ui/DashboardView';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hrefs, paths } from '../paths';
import { widePageFrame } from '../app/frame';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export default function DashboardPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const snapshot = useSessionSnapshot();
  const signedIn = snapshot?.auth.status === 'authenticated';
  const info = useClientInfo({ enabled: signedIn });
  const portfolio = usePortfolio({ enabled: signedIn });
  // the greeting's instant: when the page opened
  const [now] = useState(() => Date.now());
  const data = portfolio.data;

  return (
    <div className={widePageFrame}>
      <DashboardView
        user={signedIn ? (info.data ?? snapshot.auth.user) : null}
        isGuest={!signedIn}
        now={now}
        timeZone={browserTimeZone()}
        status={data ? 'ready' : portfolio.error ? 'error' : 'loading'}
        portfolio={
          data && {
            value: data.total_value,
            invested: data.invested_value,
            pnl: data.pnl,
            pnlPercent: data.pnl_percent,
            currency: data.currency,
          }
        }
        onRetry={() => void portfolio.mutate()}
        isRetrying={portfolio.isValidating}
        onLogin={() => void navigate(hrefs.login(location.pathname + location.search))}
        // issue 12: the empty states' next steps (stocks are searched on the market page)
        onDeposit={() => void navigate(paths.deposit)}
        onSearch={() => void navigate(paths.market)}
      />
    </div>
  );
}
