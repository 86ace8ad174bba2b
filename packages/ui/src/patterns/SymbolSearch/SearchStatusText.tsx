import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Spinner } from '../../lib/Spinner';
import { EmptyState } from '../../primitives/EmptyState';
import type { SymbolSearchStatus } from './SymbolSearch';

function PlugIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 3v5M15 3v5M6.5 8h11v3a5.5 5.5 0 0 1-11 0ZM12 16.5V21" />
    </svg>
  );
}

/**
 * What the search's live region says in each state: type to search, searching, no match, the
 * stock-data service not set up, or how many results (an error and the guest limit show their
 * own parts below it).
 */
export function SearchStatusText({
  status,
  query,
  count,
}: {
  status: SymbolSearchStatus;
  query: string;
  /** How many results the list shows (`ready`). */
  count: number;
}) {
  const t = useT('shell');
  let state: ReactNode = null;
  switch (status) {
    case 'idle':
      state = <p className="py-6 text-center text-sm text-fg-muted">{t('search.idle')}</p>;
      break;
    case 'loading':
      state = (
        <p className="flex items-center justify-center gap-2 py-6 text-sm text-fg-muted">
          <Spinner />
          {t('search.loading')}
        </p>
      );
      break;
    case 'empty':
      state = (
        <EmptyState title={t('search.empty', { query })} description={t('search.emptyHint')} />
      );
      break;
    case 'unavailable':
      state = (
        <EmptyState
          icon={<PlugIcon />}
          title={t('search.unavailable')}
          description={t('search.unavailableHint')}
        />
      );
      break;
    case 'ready':
      state = (
        <p className="px-1 pb-1 text-xs text-fg-muted">{t('search.count', { count: count })}</p>
      );
      break;
    case 'error':
    case 'guestLimit':
      break;
  }

  return state;
}
