// The quote page, /quote?symbol&ex&country (spec 2): one listing's quote view, wired in
// app/pages/quote.tsx.
import { isExchangeId, type ExchangeId } from '@invest/domain';
import { QuoteView } from '@invest/ui/QuoteView';
import { useSearchParams } from 'react-router';
import { widePageFrame } from '../app/frame';
import { QuoteNoSymbol, useQuoteView } from '../app/pages/quote';

/** spec 2: /quote?symbol=&ex=&country=. */
export default function QuotePage() {
  const [params] = useSearchParams();
  const symbol = params.get('symbol')?.trim().toUpperCase() ?? '';
  if (symbol === '') return <QuoteNoSymbol />;
  const ex = params.get('ex')?.trim().toUpperCase() ?? '';
  const country = params.get('country')?.trim().toUpperCase() ?? '';
  return (
    <Quote
      // a new listing starts over (interval, pause, watchlist errors)
      key={`${ex}:${symbol}:${country}`}
      symbol={symbol}
      ex={isExchangeId(ex) ? ex : undefined}
      country={country}
    />
  );
}

function Quote(listing: { symbol: string; ex?: ExchangeId | undefined; country: string }) {
  return (
    <div className={widePageFrame}>
      <QuoteView {...useQuoteView(listing)} />
    </div>
  );
}
