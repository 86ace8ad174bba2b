import { Money } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { useLocale, useT } from '../../lib/i18n';
import { useSecondsLeft } from '../../lib/useSecondsLeft';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Percent } from '../../primitives/Percent';
import { Amount } from '../money/Amount';
import { type FxQuote } from './FxView';

export function QuotePanel({
  quote,
  from,
  to,
  now,
  quoting,
  exchanging,
  onRefresh,
  onExchange,
}: {
  quote: FxQuote;
  from: string;
  to: string;
  now: () => number;
  quoting: boolean;
  exchanging: boolean;
  onRefresh: () => void;
  onExchange: () => void;
}) {
  const t = useT('money');
  const locale = useLocale();
  const seconds = useSecondsLeft(quote.expires_at, now);
  const expired = !quote.estimate && seconds === 0;
  const rateText = (rate: string) =>
    t('fx.rateValue', { from, to, rate: formatNumber(rate, locale, { maximumFractionDigits: 6 }) });
  // spec 5: the client's rate is the mid less the spread, so the spread's cost in the source
  // currency is the amount times the spread (what the client gives up against the mid)
  const spreadCost =
    quote.spread_percent === undefined
      ? undefined
      : Money.of(quote.amount, from).mul(quote.spread_percent).mul('0.01').round().toString();
  return (
    <div
      data-slot="fx-quote"
      data-state={quote.estimate ? 'estimate' : expired ? 'expired' : 'locked'}
      className="flex flex-col gap-3 rounded-md bg-surface-sunken p-3"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {quote.mid_rate !== undefined && (
          <>
            <dt className="text-fg-muted">{t('fx.midRate')}</dt>
            <dd className="text-fg tabular-nums">{rateText(quote.mid_rate)}</dd>
          </>
        )}
        {quote.spread_percent !== undefined && spreadCost !== undefined && (
          <>
            <dt className="text-fg-muted">{t('fx.spread')}</dt>
            <dd data-slot="fx-spread" className="text-fg tabular-nums">
              <Percent value={quote.spread_percent} /> (≈{' '}
              <Amount value={spreadCost} currency={from} />)
            </dd>
          </>
        )}
        <dt className="text-fg-muted">
          {quote.mid_rate !== undefined ? t('fx.yourRate') : t('fx.rate')}
        </dt>
        <dd className="text-fg tabular-nums">{rateText(quote.rate)}</dd>
        <dt className="text-fg-muted">{t('fx.converted')}</dt>
        <dd className="flex flex-wrap items-center gap-2 text-lg font-semibold text-fg tabular-nums">
          {quote.estimate && <span aria-hidden="true">≈</span>}
          <Amount value={quote.converted} currency={to} />
          {quote.estimate && (
            <Badge tone="warning" size="sm">
              {t('fx.estimate')}
            </Badge>
          )}
        </dd>
      </dl>
      {quote.estimate ? (
        // spec 8: 'FX rate unavailable': the converted amount is an estimate; no exchange
        <p role="alert" className="text-sm text-fg">
          {t('fx.estimateHint')}
        </p>
      ) : expired ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {t('fx.expired')}
        </p>
      ) : (
        <p role="timer" aria-live="off" className="text-sm text-fg-muted tabular-nums">
          {t('fx.expiresIn', { seconds })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          onPress={onExchange}
          isDisabled={quote.estimate || expired || quoting}
          isPending={exchanging}
        >
          {t('fx.exchange')}
        </Button>
        <Button
          variant={expired || quote.estimate ? 'primary' : 'secondary'}
          onPress={onRefresh}
          isPending={quoting}
        >
          {t('fx.refresh')}
        </Button>
      </div>
    </div>
  );
}
