import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';

/**
 * A list of rows the server pages (orders, offerings): the rows in one bordered card, and a
 * "more" button while the server has more, busy while the next page loads. The rows are `<li>`s.
 */
export function PagedList({
  children,
  hasMore,
  onLoadMore,
  loadingMore,
  moreLabel,
}: {
  children: ReactNode;
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  moreLabel: string;
}) {
  return (
    <>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
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
