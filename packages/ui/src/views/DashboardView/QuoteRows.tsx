import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Link } from '../../primitives/Link';
import { PriceChange } from '../../primitives/PriceChange';
import { SkeletonLine, skeletonPulse } from '../../primitives/Skeleton';
import type { MarketQuote } from '../MarketView';

/** Quote rows: the symbol linking to its quote, the name, the price and the change. */
export function QuoteRows({
  quotes,
  label,
  quoteHref,
}: {
  quotes: readonly MarketQuote[];
  label: string;
  quoteHref: (symbol: string, market?: string) => string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border">
      {quotes.map((q) => (
        <li
          key={`${q.market}:${q.symbol}`}
          data-symbol={q.symbol}
          className="flex items-center justify-between gap-3 py-2"
        >
          <span className="flex min-w-0 flex-col">
            <Link
              href={quoteHref(q.symbol, q.market)}
              variant="standalone"
              className="w-fit font-semibold"
            >
              {q.symbol}
            </Link>
            <span className="truncate text-xs text-fg-muted">{q.name}</span>
          </span>
          <span className="flex shrink-0 flex-col items-end text-sm">
            <Amount value={q.price} currency={q.currency} className="font-medium text-fg" />
            <PriceChange value={q.change} percent={q.change_percent} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Skeleton rows of the shape of `QuoteRows`; one status message. */
export function QuoteRowsSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useT('ui');
  const bar = (width: string, type: string) => <SkeletonLine width={width} type={type} />;
  return (
    <div data-slot="skeleton" data-pulse className={skeletonPulse}>
      <span role="status" className="sr-only">
        {t('skeleton.loading')}
      </span>
      <ul aria-hidden="true" className="flex flex-col divide-y divide-border">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="flex items-center justify-between gap-3 py-2">
            <span className="flex flex-col">
              {bar('w-14', 'text-body')}
              {bar('w-28', 'text-xs')}
            </span>
            <span className="flex flex-col items-end">
              {bar('w-20', 'text-sm')}
              {bar('w-24', 'text-sm')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
