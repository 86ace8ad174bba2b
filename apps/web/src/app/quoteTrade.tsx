// The quote page's trade panel (spec 2): its code and its texts load only when the page shows it;
// at phone widths that is when the client presses the bar (TradeSlot), not on arrival.
import * as api from '@invest/api/hooks';
import type { OrderSide } from '@invest/domain';
import { Skeleton } from '@invest/ui/Skeleton';
import { TradeBar, TradeSlot } from '@invest/ui/TradeBar';
import type { TradeInstrument } from '@invest/ui/TradePanel';
import { useLocation } from 'react-router';
import { hrefs } from '../paths';
import type { TradePartProps } from '../pages/TradePart';
import { ensureNamespaces } from './i18n';
import { lazyComponent } from './lazyComponent';

const TradePart = lazyComponent<TradePartProps>(
  async () => {
    const [part] = await Promise.all([
      import('../pages/TradePart'),
      ensureNamespaces(['trade', 'security', 'validation']),
    ]);
    return part;
  },
  {
    // the phone's bar, busy, while the sheet's code comes; beside the quote, the panel's shape
    fallback: ({ instrument, openSheet }) =>
      openSheet ? (
        <TradeBar symbol={instrument.symbol} isPending />
      ) : (
        <Skeleton shape="card" lines={5} />
      ),
  },
);

export function QuoteTrade({ instrument, side }: { instrument: TradeInstrument; side: OrderSide }) {
  const session = api.useSessionSnapshot();
  const location = useLocation();
  return (
    <TradeSlot
      symbol={instrument.symbol}
      // a visitor gets the way to log in, light: no panel code for a guest
      signedIn={session?.auth.status === 'authenticated'}
      loginHref={hrefs.login(location.pathname + location.search)}
      renderPanel={({ openSheet }) => (
        <TradePart instrument={instrument} side={side} openSheet={openSheet} />
      )}
    />
  );
}
