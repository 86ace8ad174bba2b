// The quote page, /quote?symbol&ex&country&side (spec 2): one listing's quote view, wired in
// app/pages/quote.tsx, with the trade panel (app/quoteTrade.tsx: loaded when it first shows).
import { isExchangeId, type ExchangeId, type OrderSide } from '@invest/domain';
import { QuoteView } from '@invest/ui/QuoteView';
import { memo, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { widePageFrame } from '../app/frame';
import { QuoteNoSymbol, tradeInstrumentOf, useQuoteView } from '../app/pages/quote';
import { QuoteTrade } from '../app/quoteTrade';

/** spec 2: /quote?symbol=&ex=&country=; `side=sell` opens the trade panel on sell. */
export default function QuotePage() {
  const [params] = useSearchParams();
  const symbol = params.get('symbol')?.trim().toUpperCase() ?? '';
  if (symbol === '') return <QuoteNoSymbol />;
  const ex = params.get('ex')?.trim().toUpperCase() ?? '';
  const country = params.get('country')?.trim().toUpperCase() ?? '';
  const side = params.get('side') === 'sell' ? 'sell' : 'buy';
  return (
    <Quote
      // a new listing starts over (interval, pause, watchlist errors)
      key={`${ex}:${symbol}:${country}`}
      symbol={symbol}
      ex={isExchangeId(ex) ? ex : undefined}
      country={country}
      side={side}
    />
  );
}

// the quote's answers and its live ticks render the view in the background (a deferred value: in
// short slices, yielding to taps and keys); the trade panel keeps its own state and renders at once
const View = memo(QuoteView);

function Quote(props: { symbol: string; ex?: ExchangeId; country: string; side: OrderSide }) {
  const view = useDeferredValue(useQuoteView(props));
  const { quote } = view;
  const tradePanel = useMemo(() => {
    const instrument = quote && tradeInstrumentOf(quote);
    return instrument && <QuoteTrade instrument={instrument} side={props.side} />;
  }, [quote, props.side]);
  return (
    <div className={widePageFrame}>
      <View {...view} tradePanel={tradePanel} />
    </div>
  );
}
