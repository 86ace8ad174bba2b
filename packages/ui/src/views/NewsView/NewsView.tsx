import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { PageHeader } from '../../patterns/PageHeader';
import { NewsList, NewsRowsSkeleton, type NewsListItem } from './newsParts';

export interface NewsViewProps {
  /** Whether the list is loading, failed or here. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** The items, newest first (`status="ready"`). */
  items?: readonly NewsListItem[];
  /** The current instant (ms since the epoch) for "5 minutes ago"; without it, dates and times. */
  now?: number;
  /** The user's IANA time zone for dates and times. @default 'UTC' */
  timeZone?: string;
  /** The symbol the list is filtered by, if any. */
  symbol?: string;
  /** Show all news again (the filter's clear action; shown with `symbol`). */
  onClearSymbol?: () => void;
  /** The address of an item's detail page. */
  newsHref: (id: string) => string;
  /** The address of a listing's quote page; without it, symbols are plain text. */
  quoteHref?: (symbol: string, market?: string) => string;
  /** Load the list again after an error. */
  onRetry?: () => void;
  /** A retry is running. @default false */
  isRetrying?: boolean;
  /** There are older items to load. @default false */
  hasMore?: boolean;
  /** Load older items (the "Load more" button shows with `hasMore`). */
  onLoadMore?: () => void;
  /** Older items are loading. @default false */
  isLoadingMore?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * issue 15 item 4, spec 2 `/news` (public): the news list. Headlines linking to their detail,
 * with source, time (relative within a week) and the symbol they are about linking to its quote;
 * optionally filtered by one symbol; "Load more" for older items. Loading rows, an empty list
 * with its next step, an error with retry.
 */
export function NewsView({
  status = 'ready',
  items,
  now,
  timeZone = 'UTC',
  symbol,
  onClearSymbol,
  newsHref,
  quoteHref,
  onRetry,
  isRetrying,
  hasMore = false,
  onLoadMore,
  isLoadingMore = false,
  className,
  ref,
}: NewsViewProps) {
  const t = useT('news');
  const showAll = symbol && onClearSymbol && (
    <Button variant="secondary" onPress={onClearSymbol}>
      {t('showAll')}
    </Button>
  );

  let body: ReactNode;
  if (status === 'loading') {
    body = <NewsRowsSkeleton />;
  } else if (status === 'error' || !items) {
    body = <ErrorState title={t('loadFailed')} onRetry={onRetry} isRetrying={isRetrying} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={symbol ? t('emptySymbol', { symbol }) : t('empty')}
        description={t('emptyHint')}
        action={
          showAll ||
          (onRetry && (
            <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
              {t('refresh')}
            </Button>
          ))
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <NewsList
          items={items}
          now={now}
          timeZone={timeZone}
          newsHref={newsHref}
          quoteHref={quoteHref}
          label={symbol ? t('titleSymbol', { symbol }) : t('title')}
        />
        {hasMore && onLoadMore && (
          <Button
            variant="secondary"
            className="self-center"
            onPress={onLoadMore}
            isPending={isLoadingMore}
          >
            {t('loadMore')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div
      ref={ref}
      data-slot="news"
      data-status={status}
      className={cn('flex flex-col gap-6', className)}
    >
      <PageHeader
        title={symbol ? t('titleSymbol', { symbol }) : t('title')}
        subtitle={t('subtitle')}
        actions={items && items.length > 0 ? showAll : undefined}
      />
      <Card aria-busy={status === 'loading' ? true : undefined}>{body}</Card>
    </div>
  );
}
