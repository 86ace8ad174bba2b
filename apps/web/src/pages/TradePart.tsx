// The quote page's trade panel (spec 2), loaded with its texts when the page first shows it: the
// panel beside the quote, a bottom sheet at phone widths, and the trading unlock's step-up dialog.
import type { OrderSide } from '@invest/domain';
import { StepUpDialog } from '@invest/ui/SecurityView';
import { TradePanel, TradeSheet, type TradeInstrument } from '@invest/ui/TradePanel';
import { useTradeScreen } from '../app/tradeScreen';

export interface TradePartProps {
  instrument: TradeInstrument;
  side?: OrderSide;
  /** At phone widths: the client pressed the bar, so the sheet opens at once. */
  openSheet?: boolean;
}

export default function TradePart(props: TradePartProps) {
  const { panel, dialog } = useTradeScreen(props.instrument, { defaultSide: props.side });
  return (
    <>
      <TradeSheet symbol={props.instrument.symbol} defaultOpen={props.openSheet}>
        <TradePanel {...panel} />
      </TradeSheet>
      <StepUpDialog {...dialog} />
    </>
  );
}
