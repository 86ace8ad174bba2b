import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { PriceChange } from '../../primitives/PriceChange';
import { type MarketQuote } from './MarketView';

/** A list of quotes: symbol and name, price, change with sign and arrow (never colour alone). */
export function QuoteList({
  quotes,
  label,
  onOpenQuote,
}: {
  quotes: readonly MarketQuote[];
  label: string;
  onOpenQuote?: (quote: MarketQuote) => void;
}) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border">
      {quotes.map((q) => {
        const who = (
          <span className="flex min-w-0 flex-col text-start">
            <span className="font-semibold text-fg">{q.symbol}</span>
            <span className="truncate text-xs text-fg-muted">{q.name}</span>
          </span>
        );
        return (
          <li
            key={`${q.market}:${q.symbol}`}
            data-symbol={q.symbol}
            className="flex items-center justify-between gap-3 py-2"
          >
            {onOpenQuote ? (
              <Button
                variant="ghost"
                size="sm"
                className="min-w-0 shrink"
                onPress={() => onOpenQuote(q)}
              >
                {who}
              </Button>
            ) : (
              who
            )}
            <span className="flex shrink-0 flex-col items-end text-sm">
              <Amount value={q.price} currency={q.currency} className="font-medium text-fg" />
              <PriceChange value={q.change} percent={q.change_percent} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
