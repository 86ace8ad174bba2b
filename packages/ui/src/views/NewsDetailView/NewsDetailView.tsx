import type { StockQuote } from '@invest/domain';
import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton, skeletonPulse } from '../../primitives/Skeleton';
import { skeletonVariants } from '../../primitives/Skeleton/Skeleton.variants';
import { NewsMeta, type NewsListItem } from '../NewsView/newsParts';
import { newsText } from '../NewsView/newsText';

/** A news item with its text (the wire's names). */
export interface NewsDetailItem extends NewsListItem {
  /** The text; paragraphs are separated by blank lines. */
  body: string;
}

/** A related listing's latest quote (decimal strings; the change is signed). */
export type NewsRelatedQuote = Pick<
  StockQuote,
  'symbol' | 'market' | 'price' | 'currency' | 'change' | 'change_percent'
> &
  Partial<Pick<StockQuote, 'name'>>;

export interface NewsDetailViewProps {
  /** Whether the item is loading, failed, missing or here. @default 'ready' */
  status?: 'loading' | 'error' | 'notFound' | 'ready';
  item?: NewsDetailItem;
  /** The current instant (ms since the epoch) for "5 minutes ago"; without it, date and time. */
  now?: number;
  /** The user's IANA time zone. @default 'UTC' */
  timeZone?: string;
  /**
   * The quotes of the listings the item is about; `undefined` while they load, a listing
   * missing from it shows "Price not available".
   */
  related?: readonly NewsRelatedQuote[];
  /** The address of the news list (the back link). */
  listHref: string;
  /** The address of a listing's quote page. */
  quoteHref?: (symbol: string, market?: string) => string;
  /** Load the item again after an error. */
  onRetry?: () => void;
  /** A retry is running. @default false */
  isRetrying?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The body's paragraphs: split at blank lines (or single line breaks when there are none). */
const paragraphs = (body: string) => {
  const byBlank = body.split(/\n\s*\n/);
  return (byBlank.length > 1 ? byBlank : body.split(/\n/))
    .map((p) => p.trim())
    .filter((p) => p !== '');
};

/** A listing the item is about: symbol linking to its quote, price and change (sign, arrow). */
function Related({
  symbol,
  market,
  quote,
  loading,
  quoteHref,
}: {
  symbol: string;
  market?: string;
  quote?: NewsRelatedQuote;
  loading: boolean;
  quoteHref?: (symbol: string, market?: string) => string;
}) {
  const t = useT('news');
  let figures: ReactNode;
  if (quote) {
    figures = (
      <span className="flex flex-col items-end text-sm">
        <Amount value={quote.price} currency={quote.currency} className="font-medium text-fg" />
        <PriceChange value={quote.change} percent={quote.change_percent} />
      </span>
    );
  } else if (loading) {
    figures = <Skeleton lines={2} width="6rem" className="items-end" />;
  } else {
    figures = <span className="text-sm text-fg-muted">{t('quoteUnavailable')}</span>;
  }
  return (
    <li data-symbol={symbol} className="flex items-center justify-between gap-3 py-2">
      <span className="flex min-w-0 flex-col">
        {quoteHref ? (
          <Link
            href={quoteHref(symbol, market)}
            variant="standalone"
            aria-label={t('openQuote', { symbol })}
            className="font-semibold"
          >
            {symbol}
          </Link>
        ) : (
          <span className="font-semibold text-fg">{symbol}</span>
        )}
        {quote?.name && <span className="truncate text-xs text-fg-muted">{quote.name}</span>}
      </span>
      {figures}
    </li>
  );
}

/**
 * Spec 2 `/news/{id}` (public): one news item. The headline, source and time,
 * the text in paragraphs, the listings it is about with their price and change, and a link back
 * to the list. Loading, not found and error (with retry) states.
 */
export function NewsDetailView({
  status = 'ready',
  item,
  now,
  timeZone = 'UTC',
  related,
  listHref,
  quoteHref,
  onRetry,
  isRetrying,
  className,
  ref,
}: NewsDetailViewProps) {
  const t = useT('news');
  const locale = useLocale();
  const headingId = useId();
  const back = (
    <Link href={listHref} variant="standalone" className="w-fit text-sm">
      <span aria-hidden="true">← </span>
      {t('back')}
    </Link>
  );

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="flex flex-col gap-4">
        {/* the headline's two bars pulse as one block, like a Skeleton */}
        <span aria-hidden="true" data-pulse className={cn(skeletonPulse, 'flex flex-col gap-2')}>
          <span className="flex items-center text-page-title">
            {'\u200b'}
            <span className={cn(skeletonVariants({ shape: 'rect' }), 'h-[0.75em] w-4/5')} />
          </span>
          <span className={cn(skeletonVariants(), 'w-40')} />
        </span>
        <Card aria-busy>
          <Skeleton lines={6} />
        </Card>
      </div>
    );
  } else if (status === 'notFound') {
    body = (
      <Card>
        <EmptyState title={t('notFound')} description={t('notFoundHint')} action={back} />
      </Card>
    );
  } else if (status === 'error' || !item) {
    body = (
      <Card>
        <ErrorState title={t('detailFailed')} onRetry={onRetry} isRetrying={isRetrying} />
      </Card>
    );
  } else {
    const symbols = item.symbol ? [{ symbol: item.symbol, market: item.market }] : [];
    const text = newsText(t, item, locale);
    body = (
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <header className="flex flex-col gap-2">
          <h1 id={headingId} className="text-page-title text-fg">
            {text.headline}
          </h1>
          <NewsMeta item={item} now={now} timeZone={timeZone} />
        </header>
        <Card>
          <div data-slot="news-body" className="flex max-w-prose flex-col gap-3 text-body text-fg">
            {paragraphs(text.body ?? item.body).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </Card>
        {symbols.length > 0 && (
          <Card title={t('symbols')} headingLevel={2}>
            <ul aria-label={t('symbols')} className="flex flex-col divide-y divide-border">
              {symbols.map((s) => (
                <Related
                  key={s.symbol}
                  symbol={s.symbol}
                  market={s.market}
                  quote={related?.find(
                    (q) => q.symbol === s.symbol && (!s.market || q.market === s.market),
                  )}
                  loading={related === undefined}
                  quoteHref={quoteHref}
                />
              ))}
            </ul>
          </Card>
        )}
      </article>
    );
  }

  return (
    <div
      ref={ref}
      data-slot="news-detail"
      data-status={status}
      className={cn('flex flex-col gap-4', className)}
    >
      {status !== 'notFound' && back}
      {body}
    </div>
  );
}
