import { formatNumber } from '@invest/i18n';
import type { OrderTicket } from '@invest/domain';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../forms/Form';
import { useLocale, useT } from '../../lib/i18n';
import { useSecondsLeft } from '../../lib/useSecondsLeft';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import type { TradeQuote } from './types';

const row = 'flex items-baseline justify-between gap-4';

/**
 * spec 3/4/5 and WCAG 3.3.4: the order as the server quoted it (price, each fee and tax, the
 * total, the conversion when the paying account's currency differs), held until `expires_at`.
 * Confirm is disabled once the quote expired ('Quotation expired', 'Refresh price').
 */
export function QuoteReview({
  ticket,
  quote,
  now,
  quoting,
  placing,
  placeError,
  pacRequired,
  onRefresh,
  onEdit,
  onConfirm,
}: {
  ticket: OrderTicket;
  quote: TradeQuote;
  now: () => number;
  quoting: boolean;
  placing: boolean;
  placeError?: string;
  pacRequired: boolean;
  onRefresh: () => void;
  onEdit: () => void;
  onConfirm: (pac?: string) => void;
}) {
  const t = useT('trade');
  const locale = useLocale();
  const seconds = useSecondsLeft(quote.expires_at, now);
  const expired = seconds === 0;
  const [pac, setPac] = useState('');
  const [pacMissing, setPacMissing] = useState(false);
  // the ticket gave way to its review: focus follows to the review's title (WCAG 2.4.3)
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const buy = quote.side === 'buy';
  const converted = quote.fx_rate !== null && quote.converted_total !== null;
  const taxes = quote.fees.filter((f) => f.kind === 'tax');
  const tradeFees = quote.fees.filter((f) => f.kind === 'trade');

  return (
    <div
      data-slot="trade-review"
      data-state={expired ? 'expired' : 'locked'}
      className="flex flex-col gap-4"
    >
      <h3
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-fg outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        {t('review.title')}
      </h3>
      <p className="text-sm text-fg-muted">{t('review.intro')}</p>
      <dl className="flex flex-col gap-1.5 text-sm tabular-nums">
        <div className={row}>
          <dt className="text-fg-muted">{t('review.order')}</dt>
          <dd className="text-end font-medium text-fg">
            {t(`panel.${quote.side}`)} · {t(`panel.types.${ticket.type}`)} ·{' '}
            {formatNumber(quote.quantity, locale, { maximumFractionDigits: 6 })} {ticket.symbol}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-fg-muted">{t('review.price')}</dt>
          <dd>
            <Amount value={quote.price} currency={quote.currency} />
          </dd>
        </div>
        {'stop_price' in ticket && (
          <div className={row}>
            <dt className="text-fg-muted">{t('review.stopPrice')}</dt>
            <dd>
              <Amount value={ticket.stop_price} currency={quote.currency} />
            </dd>
          </div>
        )}
        {'limit_price' in ticket && (
          <div className={row}>
            <dt className="text-fg-muted">{t('review.limitPrice')}</dt>
            <dd>
              <Amount value={ticket.limit_price} currency={quote.currency} />
            </dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-fg-muted">{t('review.timeInForce')}</dt>
          <dd>{t(`panel.tif.${ticket.time_in_force}`)}</dd>
        </div>
        <div className={row}>
          <dt className="text-fg-muted">{t('review.gross')}</dt>
          <dd>
            <Amount value={quote.gross} currency={quote.currency} />
          </dd>
        </div>
        <FeeGroup
          label={t('review.tradeFees')}
          total={quote.trade_fees}
          lines={tradeFees}
          currency={quote.currency}
        />
        <FeeGroup
          label={t('review.taxFees')}
          total={quote.tax_fees}
          lines={taxes}
          currency={quote.currency}
        />
        <div className={`${row} border-t border-border pt-2 text-base font-semibold text-fg`}>
          <dt>{t(buy ? 'review.totalBuy' : 'review.totalSell')}</dt>
          <dd>
            <Amount value={quote.total} currency={quote.currency} />
          </dd>
        </div>
        {converted && (
          <>
            <div className={row}>
              <dt className="text-fg-muted">{t('review.fxRate')}</dt>
              <dd>
                {t('review.fxRateValue', {
                  from: quote.currency,
                  to: quote.account_currency,
                  rate: formatNumber(quote.fx_rate!, locale, { maximumFractionDigits: 6 }),
                })}
              </dd>
            </div>
            <div className={`${row} font-semibold text-fg`}>
              <dt>{t('review.converted', { currency: quote.account_currency })}</dt>
              <dd>
                <Amount value={quote.converted_total!} currency={quote.account_currency} />
              </dd>
            </div>
          </>
        )}
      </dl>
      {expired ? (
        <div role="alert" className="text-sm">
          <p className="font-medium text-negative">{t('review.expired')}</p>
          <p className="text-fg-muted">{t('review.expiredHint')}</p>
        </div>
      ) : (
        <p role="timer" aria-live="off" className="text-sm text-fg-muted tabular-nums">
          {t('review.expiresIn', { seconds })}
        </p>
      )}
      {pacRequired && (
        <TextField
          label={t('review.pac')}
          description={t('review.pacHint')}
          value={pac}
          onChange={(value) => {
            setPac(value);
            setPacMissing(false);
          }}
          isRequired
          isInvalid={pacMissing}
          errorMessage={pacMissing ? t('review.pacHint') : undefined}
          autoComplete="off"
        />
      )}
      {placeError && (
        <FormAlert
          title={t('review.placeFailed')}
          message={placeError === t('review.placeFailed') ? undefined : placeError}
        />
      )}
      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:flex-wrap">
        <Button
          onPress={() => {
            if (pacRequired && !pac.trim()) return setPacMissing(true);
            onConfirm(pacRequired ? pac.trim() : undefined);
          }}
          isDisabled={expired || quoting}
          isPending={placing}
          data-action="confirm"
        >
          {t(buy ? 'review.confirmBuy' : 'review.confirmSell')}
        </Button>
        <Button
          variant={expired ? 'primary' : 'secondary'}
          onPress={onRefresh}
          isPending={quoting}
          isDisabled={placing}
        >
          {t('review.refresh')}
        </Button>
        <Button variant="ghost" onPress={onEdit} isDisabled={placing}>
          {t('review.edit')}
        </Button>
      </div>
    </div>
  );
}

/** A subtotal (trade fees, taxes) and its lines, each named (spec 3 trade_fees, tax_fees). */
function FeeGroup({
  label,
  total,
  lines,
  currency,
}: {
  label: string;
  total: string;
  lines: TradeQuote['fees'];
  currency: string;
}) {
  const t = useT('trade');
  return (
    <>
      <div className={row}>
        <dt className="text-fg-muted">{label}</dt>
        <dd>
          <Amount value={total} currency={currency} />
        </dd>
      </div>
      {lines.map((line) => (
        <div key={line.id} className={`${row} ps-3 text-xs`} data-fee={line.id}>
          <dt className="text-fg-muted">{t(`review.fees.${line.id}`)}</dt>
          <dd className="text-fg-muted">
            <Amount value={line.amount} currency={currency} />
          </dd>
        </div>
      ))}
    </>
  );
}
