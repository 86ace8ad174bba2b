import type { OfferingSubscription } from '@invest/domain';
import { formatDate, formatDateTime } from '@invest/i18n';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { DialogTrigger, Modal } from '../../primitives/Dialog';
import { Link } from '../../primitives/Link';
import { StatusBadge } from '../../primitives/StatusBadge';
import { FormAlert } from '../../forms/Form';
import { Figures, type FiguresRow } from '../../patterns/Figures';
import { useCount } from './parts';

export interface SubscriptionPanelProps {
  subscription: OfferingSubscription;
  /** Cancel the subscription (after the client confirms); only while the offering is open. */
  onCancel?: () => Promise<unknown> | void;
  cancelling?: boolean;
  /** The translated reason the last cancel failed. */
  cancelError?: string;
  /** Redeem a running AI day-trading subscription early (after the client confirms). */
  onRedeem?: () => Promise<unknown> | void;
  redeeming?: boolean;
  /** The translated reason the last redemption failed. */
  redeemError?: string;
  /** The portfolio, once the allotted shares are a position. */
  portfolioHref?: string;
  timeZone: string;
}

/**
 * The client's subscription (spec 4): its status (awaiting allocation, payment due, rejected,
 * listing, holding) with what was asked and held; on status payment what the client must do
 * (spec 8 'IPO payment due': pay through customer service); after the allotment the lots and
 * shares allotted, what was taken and what was refunded; cancel while the offering is open. An
 * AI day-trading subscription shows its principal, the return credited so far, the trading days
 * paid of its period and when the principal comes (or came) back, and offers an early
 * redemption where the product allows it.
 */
export function SubscriptionPanel({
  subscription: s,
  onCancel,
  cancelling = false,
  cancelError,
  onRedeem,
  redeeming = false,
  redeemError,
  portfolioHref,
  timeZone,
}: SubscriptionPanelProps) {
  const t = useT('offerings');
  const locale = useLocale();
  const count = useCount();
  const money = (value: string) => <Amount value={value} currency={s.currency} />;
  const ai = s.ai;
  const rows: FiguresRow[] = [
    { label: t('subscription.lots'), value: count(s.lots) },
    { label: t('subscription.quantity'), value: count(s.quantity) },
    { label: t('subscription.amount'), value: money(s.amount) },
    { label: t('subscription.held'), value: /[1-9]/.test(s.held) ? money(s.held) : null },
    {
      label: t('subscription.allotted'),
      value:
        s.allotted_lots === null
          ? null
          : t('subscription.allottedShares', {
              lots: count(s.allotted_lots),
              shares: count(s.allotted_quantity ?? '0'),
            }),
    },
    {
      label: t('subscription.allottedAmount'),
      value: s.allotted_amount === null ? null : money(s.allotted_amount),
    },
    {
      label: t('subscription.refund'),
      value: s.refund_amount === null ? null : money(s.refund_amount),
    },
    ...(ai === null
      ? []
      : [
          { label: t('ai.principal'), value: money(ai.principal) },
          { label: t('ai.accrued'), value: money(ai.accrued_return) },
          {
            label: t('ai.days'),
            value: t('ai.daysPaid', { paid: count(ai.days_paid), total: count(ai.period_days) }),
          },
          {
            label: t('ai.period'),
            value: t('ai.range', {
              // the period's days are calendar days of the exchange, not instants
              from: formatDate(ai.first_day, locale, 'UTC'),
              to: formatDate(ai.last_day, locale, 'UTC'),
            }),
          },
          ai.returned_at === null
            ? { label: t('ai.maturesAt'), value: formatDateTime(ai.matures_at, locale, timeZone) }
            : {
                label: t('ai.returnedAt'),
                value: formatDateTime(ai.returned_at, locale, timeZone),
              },
        ]),
    {
      label: t('subscription.subscribedAt'),
      value: formatDateTime(s.created_at, locale, timeZone),
    },
    {
      label: t('subscription.cancelledAt'),
      value: s.cancelled_at === null ? null : formatDateTime(s.cancelled_at, locale, timeZone),
    },
  ];
  return (
    <div data-slot="subscription" data-state={s.state} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm text-fg-muted">{t('yours')}</span>
        <StatusBadge kind="order" status={s.status} />
      </div>
      {s.payment_due && (
        <div
          role="status"
          data-slot="payment-due"
          className="flex flex-col gap-1 rounded-md border border-warning p-3 text-sm"
        >
          <p className="font-semibold text-fg">{t('payment.due')}</p>
          <p className="text-fg-muted">{t('payment.body')}</p>
        </div>
      )}
      <Figures rows={rows} />
      {s.state === 'listed' && portfolioHref && (
        <Link href={portfolioHref} className="self-start text-sm">
          {t('subscription.portfolio')}
        </Link>
      )}
      {s.ai?.redeemable && onRedeem && (
        <div className="flex flex-col gap-2">
          {redeemError && (
            <FormAlert
              title={t('ai.redeemFailed')}
              message={redeemError === t('ai.redeemFailed') ? undefined : redeemError}
            />
          )}
          <DialogTrigger>
            <Button variant="secondary" isPending={redeeming} className="self-start">
              {t('ai.redeem')}
            </Button>
            <Modal
              title={t('ai.redeemTitle')}
              confirmLabel={t('ai.redeemConfirm')}
              cancelLabel={t('ai.redeemKeep')}
              onConfirm={onRedeem}
            >
              {t('ai.redeemBody')}
            </Modal>
          </DialogTrigger>
        </div>
      )}
      {s.cancellable && onCancel && (
        <div className="flex flex-col gap-2">
          {cancelError && (
            <FormAlert
              title={t('subscription.cancelFailed')}
              message={cancelError === t('subscription.cancelFailed') ? undefined : cancelError}
            />
          )}
          <DialogTrigger>
            <Button variant="danger" isPending={cancelling} className="self-start">
              {t('subscription.cancel')}
            </Button>
            <Modal
              title={t('subscription.cancelTitle')}
              tone="danger"
              confirmLabel={t('subscription.cancelConfirm')}
              cancelLabel={t('subscription.cancelKeep')}
              onConfirm={onCancel}
            >
              {t('subscription.cancelBody')}
            </Modal>
          </DialogTrigger>
        </div>
      )}
    </div>
  );
}
