import type { ProductHolding, ProductOrder } from '@invest/domain';
import { formatDate } from '@invest/i18n';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { DialogTrigger, Modal } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';
import { FormAlert } from '../../forms/Form';
import type { LoadStatus } from '../money/parts';
import { RiskBadge, TypeBadge, useUnits } from './parts';
import { RedeemDialog, type HoldingRedeemRequest } from './RedeemDialog';

export interface ProductHoldingsProps {
  /** @default 'ready' */
  status?: LoadStatus;
  onRetry?: () => void;
  holdings?: readonly ProductHolding[];
  /** The client's subscriptions awaiting an advisor (spec 4 `review`), cancellable. */
  awaiting?: readonly ProductOrder[];
  /** A product's detail href (the holding's name links there). */
  productHref?: (productId: string) => string;
  /** Redeems all of a holding (`{}`) or part of it (`{ units }`), after the client's review. */
  onRedeem?: (holding: ProductHolding, request: HoldingRedeemRequest) => Promise<unknown> | void;
  onCancel?: (order: ProductOrder) => Promise<unknown> | void;
  /** The id of the holding or order being redeemed or cancelled. */
  pending?: string;
  /** The translated reason the last redemption or cancel failed. */
  error?: string;
  /** Where Discover is (no holdings yet). */
  discoverHref?: string;
}

/**
 * The client's products (spec 2 Portfolio, beside stocks): each holding's units, value, cost and
 * the return paid or unrealised, its term (a fixed-term one locked until its maturity date, a
 * flexible one redeemable any day) and Redeem, confirmed in a dialog; the subscriptions awaiting
 * an advisor with their held amount and Cancel. Loading, empty and error states.
 */
export function ProductHoldings({
  status = 'ready',
  onRetry,
  holdings = [],
  awaiting = [],
  productHref,
  onRedeem,
  onCancel,
  pending,
  error,
  discoverHref,
}: ProductHoldingsProps) {
  const t = useT('products');
  const locale = useLocale();
  const units = useUnits();
  if (status === 'loading') return <Skeleton shape="table" lines={3} />;
  if (status === 'error')
    return <ErrorState description={t('holdings.loadFailed')} onRetry={onRetry} />;
  if (holdings.length === 0 && awaiting.length === 0)
    return (
      <EmptyState
        className="py-4"
        data-state="empty"
        title={t('holdings.empty')}
        description={t('holdings.emptyBody')}
        action={discoverHref && <Link href={discoverHref}>{t('back')}</Link>}
      />
    );
  const date = (day: string) => formatDate(day, locale, 'UTC');
  const name = (x: { product_id: string; name: string }) =>
    productHref ? (
      <Link href={productHref(x.product_id)} className="font-semibold">
        {x.name}
      </Link>
    ) : (
      <span className="font-semibold">{x.name}</span>
    );
  const field = (label: string, value: ReactNode) => (
    <div className="flex flex-col">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <div className="flex flex-col gap-3">
      {error && <FormAlert title={error} />}
      <ul className="flex flex-col divide-y divide-border" data-slot="product-holdings">
        {awaiting.map((o) => (
          <li
            key={o.id}
            data-order={o.id}
            data-state="awaiting"
            className="flex flex-col gap-2 py-3"
          >
            <div className="flex flex-wrap items-center gap-2">
              {name(o)}
              <TypeBadge type={o.type} />
              <span className="text-sm text-fg-muted">{t('subscribe.awaiting')}</span>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              {field(t('orders.amount'), <Amount value={o.held} currency={o.currency} />)}
            </dl>
            {o.cancellable && onCancel && (
              <DialogTrigger>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  isPending={pending === o.id}
                  aria-label={t('orders.cancelProduct', { name: o.name })}
                >
                  {t('orders.cancel')}
                </Button>
                <Modal
                  title={t('orders.cancelTitle')}
                  tone="danger"
                  confirmLabel={t('orders.cancelConfirm')}
                  cancelLabel={t('orders.cancelKeep')}
                  onConfirm={() => onCancel(o)}
                >
                  {t('orders.cancelBody')}
                </Modal>
              </DialogTrigger>
            )}
          </li>
        ))}
        {holdings.map((h) => (
          <li
            key={h.id}
            data-holding={h.id}
            data-code={h.code}
            className="flex flex-col gap-2 py-3"
          >
            <div className="flex flex-wrap items-center gap-2">
              {name(h)}
              <TypeBadge type={h.type} />
              <RiskBadge level={h.risk_level} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              {field(t('holdings.units'), units(h.units))}
              {field(t('holdings.value'), <Amount value={h.value} currency={h.currency} />)}
              {field(t('holdings.cost'), <Amount value={h.cost} currency={h.currency} />)}
              {h.type === 'savings' || h.type === 'earn'
                ? field(
                    t('holdings.accrued'),
                    <Amount value={h.accrued_return} currency={h.currency} />,
                  )
                : field(
                    t('holdings.unrealised'),
                    <PriceChange value={h.unrealised} currency={h.currency} />,
                  )}
            </dl>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm text-fg-muted" data-slot="term">
                {h.maturity_date
                  ? t(h.redeemable ? 'holdings.maturity' : 'holdings.lockedUntil', {
                      date: date(h.maturity_date),
                    })
                  : t('holdings.flexible')}
              </span>
              {onRedeem && (
                <DialogTrigger>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={!h.redeemable}
                    isPending={pending === h.id}
                    aria-label={t('holdings.redeemProduct', { name: h.name })}
                  >
                    {t('holdings.redeem')}
                  </Button>
                  <RedeemDialog holding={h} onRedeem={(request) => onRedeem(h, request)} />
                </DialogTrigger>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
