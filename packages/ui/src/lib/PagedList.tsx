import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { cn } from './cn';

/**
 * A list of rows the server pages (orders, offerings, money records): the rows, in a bordered
 * card unless `framed` is false, and a "more" button while the server has more, busy while the
 * next page loads. The rows are `<li>`s.
 */
export function PagedList({
  children,
  hasMore,
  onLoadMore,
  loadingMore,
  moreLabel,
  framed = true,
  slot,
}: {
  children: ReactNode;
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  moreLabel: string;
  /** The rows in a bordered card of their own; false inside a card already (the money records). */
  framed?: boolean;
  /** The list's `data-slot`. */
  slot?: string;
}) {
  return (
    <>
      <ul
        data-slot={slot}
        className={cn(
          'flex flex-col divide-y divide-border',
          framed && 'rounded-lg border border-border bg-surface',
        )}
      >
        {children}
      </ul>
      {hasMore && (
        <Button
          variant="secondary"
          className="self-center"
          onPress={onLoadMore}
          isPending={loadingMore}
        >
          {moreLabel}
        </Button>
      )}
    </>
  );
}
