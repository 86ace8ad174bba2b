// The quote page, /quote?symbol&ex&country&side (spec 2): one listing's quote view, wired in
// app/pages/quote.tsx, with the trade panel (its code and texts loaded when it first shows).
import { isExchangeId, type ExchangeId, type OrderSide } from '@invest/domain';
import { Skeleton } from '@invest/ui/Skeleton';
import { QuoteView } from '@invest/ui/QuoteView';
import { useSearchParams } from 'react-router';
import { widePageFrame } from '../app/frame';
import { ensureNamespaces } from '../app/i18n';
import { lazyComponent } from '../app/lazyComponent';
import { QuoteNoSymbol, tradeInstrumentOf, useQuoteView } from '../app/pages/quote';
import type { TradePartProps } from './TradePart';

const TradePart = lazyComponent<TradePartProps>(
  async () => {
    const [part] = await Promise.all([
      import('./TradePart'),
      ensureNamespaces(['trade', 'security', 'validation']),
    ]);
    return part;
  },
  { fallback: <Skeleton shape="card" lines={5} /> },
);

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

function Quote(props: { symbol: string; ex?: ExchangeId; country: string; side: OrderSide }) {
  const view = useQuoteView(props);
  const instrument = view.quote && tradeInstrumentOf(view.quote);
  return (
    <div className={widePageFrame}>
      <QuoteView
        {...view}
        tradePanel={instrument && <TradePart instrument={instrument} side={props.side} />}
      />
    </div>
  );
}
