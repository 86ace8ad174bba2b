import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { CloseIcon } from '../../lib/icons';
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
  /**
   * Open the stock picker (the app shows a `SymbolSearch` whose choice becomes `symbol`); with
   * it, a "Filter by stock" control shows above the list.
   */
  onFilter?: () => void;
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
 * Spec 2 `/news` (public): the news list. Headlines linking to their detail,
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
  onFilter,
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

  // the filter: the active stock as a removable chip ("All stocks" without one), and the picker
  const filter = (onFilter || (symbol && onClearSymbol)) && (
    <div
      role="group"
      aria-label={t('filter.label')}
      data-slot="news-filter"
      className="flex flex-wrap items-center gap-2"
    >
      <span className="text-sm text-fg-muted">{t('filter.label')}</span>
      <span
        data-slot="news-filter-chip"
        data-active={symbol ? true : undefined}
        className={cn(
          'inline-flex h-11 items-center rounded-full border border-border bg-surface-sunken text-sm font-medium text-fg',
          symbol && onClearSymbol ? 'ps-4' : 'px-4',
        )}
      >
        {symbol ?? t('filter.all')}
        {symbol && onClearSymbol && (
          <AriaButton
            aria-label={t('filter.clear', { symbol })}
            onPress={onClearSymbol}
            className={cn(
              'flex size-11 items-center justify-center rounded-full text-fg-muted data-[hovered]:text-fg [&_svg]:size-3.5',
              focusRing,
            )}
          >
            <CloseIcon />
          </AriaButton>
        )}
      </span>
      {onFilter && (
        // as tall as the chip: a 44 px target
        <Button variant="secondary" className="h-11" onPress={onFilter}>
          {symbol ? t('filter.change') : t('filter.by')}
        </Button>
      )}
    </div>
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
      />
      {filter}
      <Card aria-busy={status === 'loading' ? true : undefined}>{body}</Card>
    </div>
  );
}
