// The quote page's trade panel (spec 2): its code and its texts load only when the page shows it;
// at phone widths that is when the client presses the bar (TradeSlot), not on arrival.
import type { OrderSide } from '@invest/domain';
import { Skeleton } from '@invest/ui/Skeleton';
import { TradeBar, TradeSlot } from '@invest/ui/TradeBar';
import type { TradeInstrument } from '@invest/ui/TradePanel';
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
  return (
    <TradeSlot
      symbol={instrument.symbol}
      renderPanel={({ openSheet }) => (
        <TradePart instrument={instrument} side={side} openSheet={openSheet} />
      )}
    />
  );
}
