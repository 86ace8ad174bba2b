import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../../lib/i18n';
import type { MarketQuote } from './MarketView';
import { WatchRow } from './WatchRow';

/** A listing's identity on the watchlist. */
export const quoteKey = (q: Pick<MarketQuote, 'market' | 'symbol'>) => `${q.market}:${q.symbol}`;

/** The callbacks a row calls; stable for the list's lifetime, so a row renders only when its quote changes. */
export interface RowActions {
  open?: (quote: MarketQuote) => void;
  move?: (quote: MarketQuote, by: -1 | 1) => void;
  remove?: (quote: MarketQuote) => void;
}

export const iconPaths = {
  up: 'M8 3.5 3 9h10Z',
  down: 'M8 12.5 3 7h10Z',
  remove: 'M4 4l8 8M12 4l-8 8',
} as const;

export interface WatchlistRowsProps {
  quotes: readonly MarketQuote[];
  label: string;
  onOpenQuote?: (quote: MarketQuote) => void;
  /** Move a listing to a new place (0-based index in the list). */
  onMove?: (quote: MarketQuote, toIndex: number) => void;
  /** Remove a listing from the watchlist. */
  onRemove?: (quote: MarketQuote) => void;
}

/**
 * The client's watchlist: each row opens its quote, and when the app allows it,
 * moves up or down or leaves the list by buttons (keyboard, touch and screen readers alike). After
 * a move, focus stays on the moved row's button and a polite message says where it went.
 */
export function WatchlistRows({
  quotes,
  label,
  onOpenQuote,
  onMove,
  onRemove,
}: WatchlistRowsProps) {
  const t = useT('watchlist');
  const listRef = useRef<HTMLUListElement>(null);
  const [message, setMessage] = useState('');
  // where focus goes once the list has rendered its new order
  const focusNext = useRef<{ key: string; action: 'up' | 'down' | 'remove' } | null>(null);

  // the latest props behind stable callbacks, so the rows' memo holds across renders
  const latest = useRef({ quotes, onOpenQuote, onMove, onRemove, t });
  useLayoutEffect(() => {
    latest.current = { quotes, onOpenQuote, onMove, onRemove, t };
  });
  const [actions] = useState<RowActions>(() => ({
    open: (q) => latest.current.onOpenQuote?.(q),
    move: (q, by) => {
      const { quotes: list, onMove: move, t: tr } = latest.current;
      const from = list.findIndex((x) => quoteKey(x) === quoteKey(q));
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length || !move) return;
      const atEdge = to === 0 || to === list.length - 1;
      focusNext.current = {
        key: quoteKey(q),
        action: atEdge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down',
      };
      setMessage(tr('moved', { symbol: q.symbol, position: to + 1, total: list.length }));
      move(q, to);
    },
    remove: (q) => {
      const { quotes: list, onRemove: remove } = latest.current;
      const from = list.findIndex((x) => quoteKey(x) === quoteKey(q));
      const neighbour = list[from + 1] ?? list[from - 1];
      focusNext.current = neighbour ? { key: quoteKey(neighbour), action: 'remove' } : null;
      remove?.(q);
    },
  }));

  // Live prices render in a transition (useDeferredValue): React works on them in slices and
  // yields to input and frames, so a burst of updates makes no long task. A change of order or
  // membership (a move, a removal) renders at once, so focus and the announcement follow it.
  const deferred = useDeferredValue(quotes);
  const order = quotes.map(quoteKey).join(' ');
  const shown = deferred.map(quoteKey).join(' ') === order ? deferred : quotes;
  useEffect(() => {
    const next = focusNext.current;
    if (!next || !listRef.current) return;
    const row = listRef.current.querySelector<HTMLElement>(`[data-key="${CSS.escape(next.key)}"]`);
    const button = row?.querySelector<HTMLButtonElement>(
      `[data-action="${next.action}"]:not([disabled])`,
    );
    if (button) {
      button.focus();
      focusNext.current = null;
    }
  }, [order]);

  const editable = !!(onMove || onRemove);
  // the controls the app asked for; the object changes only when that does
  const hasOpen = !!onOpenQuote;
  const hasMove = !!onMove;
  const hasRemove = !!onRemove;
  const rowActions = useMemo<RowActions>(
    () => ({
      open: hasOpen ? actions.open : undefined,
      move: hasMove ? actions.move : undefined,
      remove: hasRemove ? actions.remove : undefined,
    }),
    [actions, hasOpen, hasMove, hasRemove],
  );
  const rows: ReactNode = shown.map((q, i) => (
    <WatchRow
      key={quoteKey(q)}
      quote={q}
      isFirst={i === 0}
      isLast={i === shown.length - 1}
      actions={rowActions}
      editable={editable}
    />
  ));

  return (
    <>
      {/* the rows lay out by the list's width (a container), not the window's */}
      <div className="@container">
        <ul ref={listRef} aria-label={label} className="flex flex-col divide-y divide-border">
          {rows}
        </ul>
      </div>
      <p role="status" className="sr-only" data-slot="watchlist-announcer">
        {message}
      </p>
    </>
  );
}
