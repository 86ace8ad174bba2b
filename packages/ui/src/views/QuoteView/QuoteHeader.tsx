// The quote page's header (QuoteView): name, symbol, market, open/closed badge, the watchlist
// toggle, the price with its change (by sign and arrow), the last update with the live/paused
// control (WCAG 2.2.2) and the market-closed notice.
import { formatDateTime } from '@invest/i18n';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { PriceChange } from '../../primitives/PriceChange';
import type { QuoteDetail, QuoteViewProps } from './QuoteView';

export interface QuoteHeaderProps extends Pick<
  QuoteViewProps,
  'watchlist' | 'paused' | 'onPausedChange'
> {
  quote: QuoteDetail;
  timeZone: string;
}

export function QuoteHeader({
  quote,
  watchlist,
  paused = false,
  onPausedChange,
  timeZone,
}: QuoteHeaderProps) {
  const t = useT('quote');
  const locale = useLocale();
  const asOf = formatDateTime(quote.as_of, locale, timeZone, { timeStyle: 'medium' });
  const live = onPausedChange && quote.market_open;
  return (
    <div data-slot="quote-header" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-display text-2xl font-semibold break-words text-fg">{quote.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
            <span className="font-semibold text-fg">{quote.symbol}</span>
            <span>{quote.market}</span>
            <Badge tone={quote.market_open ? 'positive' : 'neutral'} size="sm">
              {quote.market_open ? t('marketOpen') : t('marketClosed')}
            </Badge>
          </p>
        </div>
        {watchlist && (
          <div className="flex flex-col items-end gap-1">
            <Button
              variant={watchlist.inList ? 'secondary' : 'primary'}
              onPress={watchlist.onToggle}
              isPending={watchlist.isPending}
            >
              {watchlist.inList ? t('watchlist.remove') : t('watchlist.add')}
            </Button>
            {watchlist.error && (
              <p role="alert" className="text-sm text-negative">
                {watchlist.error === 'add' ? t('watchlist.addFailed') : t('watchlist.removeFailed')}
              </p>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <Amount
          value={quote.price}
          currency={quote.currency}
          size="display"
          className="font-semibold text-fg"
        />
        <PriceChange
          value={quote.change}
          percent={quote.change_percent}
          currency={quote.currency}
          className="text-lg"
        />
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
        <span data-slot="last-update">{t('lastUpdate', { time: asOf })}</span>
        {live && (
          <>
            <span data-slot="live-state">{paused ? t('paused') : t('live')}</span>
            <Button size="sm" variant="secondary" onPress={() => onPausedChange(!paused)}>
              {paused ? t('resume') : t('pause')}
            </Button>
          </>
        )}
      </p>
      {!quote.market_open && (
        <p
          data-slot="market-closed"
          className="rounded-md border border-border bg-surface-sunken px-3 py-2 text-sm text-fg"
        >
          {t('closedNotice')}
        </p>
      )}
    </div>
  );
}
