import { memo } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { PriceChange } from '../../primitives/PriceChange';
import type { MarketQuote } from './MarketView';
import { iconPaths, quoteKey, type RowActions } from './WatchlistRows';

export function RowButton({
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
export const RowName = memo(
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
export const RowPrice = memo(function RowPrice({
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
export const RowControls = memo(
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
export const WatchRow = memo(function WatchRow({
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
