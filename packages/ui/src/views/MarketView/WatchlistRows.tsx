import {
  memo,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { PriceChange } from '../../primitives/PriceChange';
import type { MarketQuote } from './MarketView';

/** A listing's identity on the watchlist. */
export const quoteKey = (q: Pick<MarketQuote, 'market' | 'symbol'>) => `${q.market}:${q.symbol}`;

/** The callbacks a row calls; stable for the list's lifetime, so a row renders only when its quote changes. */
interface RowActions {
  open?: (quote: MarketQuote) => void;
  move?: (quote: MarketQuote, by: -1 | 1) => void;
  remove?: (quote: MarketQuote) => void;
}

const iconPaths = {
  up: 'M8 3.5 3 9h10Z',
  down: 'M8 12.5 3 7h10Z',
  remove: 'M4 4l8 8M12 4l-8 8',
} as const;

function RowButton({
  label,
  action,
  isDisabled,
  onPress,
}: {
  label: string;
  action: keyof typeof iconPaths;
  isDisabled?: boolean;
  onPress: () => void;
}) {
  return (
    <AriaButton
      aria-label={label}
      data-action={action}
      isDisabled={isDisabled}
      onPress={onPress}
      className={cn(
        'flex size-11 items-center justify-center rounded-md text-fg-muted data-[disabled]:opacity-40 data-[hovered]:bg-surface-sunken data-[hovered]:text-fg',
        focusRing,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-4"
        fill={action === 'remove' ? 'none' : 'currentColor'}
        stroke={action === 'remove' ? 'currentColor' : 'none'}
        strokeWidth="1.75"
        strokeLinecap="round"
      >
        <path d={iconPaths[action]} />
      </svg>
    </AriaButton>
  );
}

/** The row's name: opens the quote. Renders again only when the listing or its name changes. */
const RowName = memo(
  function RowName({
    quote,
    symbol,
    name,
    open,
  }: {
    quote: MarketQuote;
    symbol: string;
    name: string;
    open?: (quote: MarketQuote) => void;
  }) {
    const who = (
      <span className="flex min-w-0 flex-col text-start">
        <span className="font-semibold text-fg">{symbol}</span>
        {/* narrow: the whole name, wrapped; from 28rem on, one line */}
        <span className="text-xs [overflow-wrap:anywhere] text-fg-muted @md:truncate">{name}</span>
      </span>
    );
    return open ? (
      <Button
        variant="ghost"
        size="sm"
        className="h-auto min-h-8 max-w-full min-w-0 py-1 whitespace-normal @md:h-8 @md:py-0 @md:whitespace-nowrap"
        onPress={() => open(quote)}
      >
        {who}
      </Button>
    ) : (
      who
    );
  },
  (a, b) => a.symbol === b.symbol && a.name === b.name && a.open === b.open,
);

/** The price and its change: the only part a live update renders again. */
const RowPrice = memo(function RowPrice({
  price,
  currency,
  change,
  percent,
}: {
  price: string;
  currency: string;
  change: string;
  percent: string;
}) {
  return (
    <span className="flex shrink-0 flex-col items-end text-sm">
      <Amount value={price} currency={currency} className="font-medium text-fg" />
      <PriceChange value={change} percent={percent} />
    </span>
  );
});

/** Move up, move down, remove: render again only when the row reaches or leaves an end. */
const RowControls = memo(
  function RowControls({
    quote,
    symbol,
    isFirst,
    isLast,
    actions,
  }: {
    quote: MarketQuote;
    symbol: string;
    isFirst: boolean;
    isLast: boolean;
    actions: RowActions;
  }) {
    const t = useT('watchlist');
    return (
      <span
        className="col-span-2 flex shrink-0 items-center justify-self-end @md:col-auto"
        data-slot="row-actions"
      >
        {actions.move && (
          <>
            <RowButton
              action="up"
              label={t('moveUp', { symbol })}
              isDisabled={isFirst}
              onPress={() => actions.move?.(quote, -1)}
            />
            <RowButton
              action="down"
              label={t('moveDown', { symbol })}
              isDisabled={isLast}
              onPress={() => actions.move?.(quote, 1)}
            />
          </>
        )}
        {actions.remove && (
          <RowButton
            action="remove"
            label={t('remove', { symbol })}
            onPress={() => actions.remove?.(quote)}
          />
        )}
      </span>
    );
  },
  (a, b) =>
    a.symbol === b.symbol &&
    a.isFirst === b.isFirst &&
    a.isLast === b.isLast &&
    a.actions === b.actions,
);

/**
 * One watchlist row. At 20 updates a second over hundreds of rows, only the rows whose quote
 * changed render again (unchanged quotes keep their identity), and within such a row only its
 * price and change: the name and the controls compare their own props. The callbacks act on the
 * listing (symbol and market), so a control holding an older quote object acts on the same row.
 */
const WatchRow = memo(function WatchRow({
  quote: q,
  isFirst,
  isLast,
  actions,
  editable,
}: {
  quote: MarketQuote;
  isFirst: boolean;
  isLast: boolean;
  actions: RowActions;
  editable: boolean;
}) {
  return (
    // content-visibility: the browser skips style, layout and paint of the rows off screen (a
    // long list at 20 Hz); the inline padding keeps the controls' focus rings inside the row's
    // paint containment. In a narrow list (a phone) the controls take a line of their own under
    // the name and price, so the name keeps the row's width instead of truncating beside three
    // 44 px buttons; from 28rem on, one line.
    <li
      data-symbol={q.symbol}
      data-key={quoteKey(q)}
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 px-1 py-2 [contain-intrinsic-size:auto_3.75rem] [content-visibility:auto] @md:flex @md:justify-between',
        editable &&
          'gap-y-1 [contain-intrinsic-size:auto_6.5rem] @md:[contain-intrinsic-size:auto_3.75rem]',
      )}
    >
      <span className="flex min-w-0 flex-1 items-center">
        <RowName quote={q} symbol={q.symbol} name={q.name} open={actions.open} />
      </span>
      <RowPrice
        price={q.price}
        currency={q.currency}
        change={q.change}
        percent={q.change_percent}
      />
      {editable && (
        <RowControls
          quote={q}
          symbol={q.symbol}
          isFirst={isFirst}
          isLast={isLast}
          actions={actions}
        />
      )}
    </li>
  );
});

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
 * The client's watchlist (issue 15 item 4): each row opens its quote, and when the app allows it,
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
