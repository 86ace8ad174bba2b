import type { NewsItem } from '@invest/domain';
import { formatDateTime, formatRelativeTime } from '@invest/i18n';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Link } from '../../primitives/Link';
import { SkeletonLine, skeletonPulse } from '../../primitives/Skeleton';
import { newsText, type NewsTextSource } from './newsText';

/** An item's text in the reader's language (a generated item from its template). */
export function useNewsText(item: NewsTextSource) {
  const t = useT('news');
  return newsText(t, item, useLocale());
}

/** Where an item comes from (the wire's `kind`). */
export type { NewsKind } from '@invest/domain';

/** A news item as the list shows it (the wire's names; times are ISO-8601 UTC). */
export type NewsListItem = Pick<
  NewsItem,
  'id' | 'kind' | 'headline' | 'summary' | 'symbol' | 'market' | 'published_at' | 'key' | 'params'
>;

/**
 * When an item was published: "5 minutes ago" within a week of `now`, else the date and time in
 * the user's time zone; the exact instant is in `dateTime` and, relative, in the title.
 */
export function NewsTime({
  value,
  now,
  timeZone,
  className,
}: {
  value: string;
  now?: number;
  timeZone: string;
  className?: string;
}) {
  const locale = useLocale();
  const absolute = formatDateTime(value, locale, timeZone);
  const relative = now === undefined ? null : formatRelativeTime(value, now, locale);
  return (
    <time
      dateTime={value}
      title={relative ? absolute : undefined}
      className={cn('text-fg-muted', className)}
    >
      {relative ?? absolute}
    </time>
  );
}

/** The source of an item and when it was published, on one line. */
export function NewsMeta({
  item,
  now,
  timeZone,
  children,
}: {
  item: Pick<NewsListItem, 'kind' | 'published_at'>;
  now?: number;
  timeZone: string;
  children?: ReactNode;
}) {
  const t = useT('news');
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-caption text-fg-muted">
      <span data-slot="news-source">{t(`source.${item.kind}`)}</span>
      <span aria-hidden="true">·</span>
      <NewsTime value={item.published_at} now={now} timeZone={timeZone} />
      {children}
    </p>
  );
}

/** Skeleton rows of the shape of the list's rows; one status message for all of them. */
export function NewsRowsSkeleton({
  rows = 5,
  compact = false,
}: {
  rows?: number;
  compact?: boolean;
}) {
  const t = useT('news');
  const bar = (width: string, type: string) => <SkeletonLine width={width} type={type} />;
  return (
    <div data-slot="skeleton" data-pulse className={skeletonPulse}>
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <ul aria-hidden="true" className="flex flex-col divide-y divide-border">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="flex flex-col gap-1 py-3">
            {bar(i % 2 ? 'w-3/4' : 'w-11/12', 'text-body')}
            {!compact && bar('w-full', 'text-body')}
            {bar('w-40', 'text-caption')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Headlines as a list: each headline links to its detail, with its source, time and, when it is
 * about a listing, the symbol linking to the quote. `compact` leaves the summaries out.
 */
export function NewsList({
  items,
  now,
  timeZone,
  newsHref,
  quoteHref,
  compact = false,
  label,
}: {
  items: readonly NewsListItem[];
  now?: number;
  timeZone: string;
  newsHref: (id: string) => string;
  quoteHref?: (symbol: string, market?: string) => string;
  compact?: boolean;
  label: string;
}) {
  const t = useT('news');
  const locale = useLocale();
  return (
    <ul aria-label={label} data-slot="news-list" className="flex flex-col divide-y divide-border">
      {items.map((item) => {
        const text = newsText(t, item, locale);
        return (
          <li key={item.id} data-id={item.id} className="flex flex-col gap-1 py-3">
            <Link
              href={newsHref(item.id)}
              variant="standalone"
              className="text-body font-semibold text-fg"
            >
              {text.headline}
            </Link>
            {!compact && <p className="text-sm text-fg-muted">{text.summary}</p>}
            <NewsMeta item={item} now={now} timeZone={timeZone}>
              {item.symbol && (
                <>
                  <span aria-hidden="true">·</span>
                  {quoteHref ? (
                    <Link
                      href={quoteHref(item.symbol, item.market)}
                      variant="standalone"
                      aria-label={t('openQuote', { symbol: item.symbol })}
                      className="font-semibold"
                    >
                      {item.symbol}
                    </Link>
                  ) : (
                    <span className="font-semibold text-fg">{item.symbol}</span>
                  )}
                </>
              )}
            </NewsMeta>
          </li>
        );
      })}
    </ul>
  );
}
