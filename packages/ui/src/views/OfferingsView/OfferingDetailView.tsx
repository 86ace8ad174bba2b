import type { Offering, OfferingSubscription } from '@invest/domain';
import { useState, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { formatDateTime } from '@invest/i18n';
import { Amount } from '../../primitives/Amount';
import { Badge } from '../../primitives/Badge';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { Percent } from '../../primitives/Percent';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';
import { Figures } from '../../patterns/Figures';
import { PageHeader } from '../../patterns/PageHeader';
import { SectionHeader } from '../../patterns/SectionHeader';
import { isOfferingGuideKind, type OfferingGuideKind } from './OfferingGuideView';
import { canSubscribe, KindBadge, useCount, type OfferingWithSubscriptions } from './parts';
import { SubscribePanel, type SubscribePanelProps } from './SubscribePanel';
import { SubscriptionPanel, type SubscriptionPanelProps } from './SubscriptionPanel';
import { TimelineStepper } from './TimelineStepper';

export interface OfferingDetailViewProps extends Pick<
  SubscribePanelProps,
  'available' | 'eligibility' | 'refusal' | 'onSubscribe' | 'submitting' | 'pacError'
> {
  /** @default 'ready'; 'missing' when the server has no such offering. */
  status?: 'loading' | 'error' | 'missing' | 'ready';
  onRetry?: () => void;
  offering?: OfferingWithSubscriptions;
  /** The lists' href ('All offerings'). */
  listHref: string;
  /** The guide's href of an APO or an AI product ('How it works', spec 2 guides). */
  guideHref?: (kind: OfferingGuideKind) => string;
  /** The translated reason the last subscription failed. */
  subscribeError?: string;
  /** The subscription just made (the success message). */
  subscribed?: OfferingSubscription;
  onCancel?: (subscription: OfferingSubscription) => Promise<unknown> | void;
  cancelling?: boolean;
  cancelError?: string;
  /** Redeem a running AI day-trading subscription early (where the product allows it). */
  onRedeem?: (subscription: OfferingSubscription) => Promise<unknown> | void;
  redeeming?: boolean;
  redeemError?: string;
  portfolioHref?: SubscriptionPanelProps['portfolioHref'];
  /** The IANA time zone the dates are shown in. @default 'UTC' */
  timeZone?: string;
  /** The instant the timeline's settlement is judged at (ms). @default when the view opened */
  now?: number;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const card = 'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:p-5';

/**
 * An offering's detail (spec 3): the figures that apply to its kind and state (the premium level
 * once listed, in words), its timeline as a stepper, the client's subscriptions, and the
 * subscribe flow while it is open.
 */
export function OfferingDetailView({
  status = 'ready',
  onRetry,
  offering,
  listHref,
  guideHref,
  subscribeError,
  subscribed,
  onCancel,
  cancelling,
  cancelError,
  onRedeem,
  redeeming,
  redeemError,
  portfolioHref,
  timeZone = 'UTC',
  now,
  className,
  ref,
  ...subscribe
}: OfferingDetailViewProps) {
  const t = useT('offerings');
  const locale = useLocale();
  const [opened] = useState(() => Date.now());
  let body: ReactNode;
  if (status === 'loading') body = <Skeleton shape="card" lines={8} />;
  else if (status === 'error')
    body = <ErrorState description={t('loadFailed')} onRetry={onRetry} />;
  else if (status === 'missing' || !offering) body = <EmptyState title={t('notFound')} />;
  else {
    const o = offering;
    const open = canSubscribe(o, o.subscriptions);
    body = (
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          {subscribed && (
            <div role="status" data-slot="subscribed" className={cn(card, 'border-positive')}>
              <p className="font-semibold text-fg">{t('subscribe.success')}</p>
              {o.timeline.pub_time && (
                <p className="text-sm text-fg-muted">
                  {t('subscribe.successBody', {
                    date: formatDateTime(o.timeline.pub_time, locale, timeZone),
                  })}
                </p>
              )}
            </div>
          )}
          {o.subscriptions.length > 0 && (
            <section aria-labelledby="offering-yours" className={card}>
              <SectionHeader id="offering-yours" title={t('yours')} headingLevel={2} />
              {[...o.subscriptions].reverse().map((s) => (
                <SubscriptionPanel
                  key={s.id}
                  subscription={s}
                  onCancel={onCancel && (() => onCancel(s))}
                  cancelling={cancelling}
                  cancelError={cancelError}
                  onRedeem={onRedeem && (() => onRedeem(s))}
                  redeeming={redeeming}
                  redeemError={redeemError}
                  portfolioHref={portfolioHref}
                  timeZone={timeZone}
                />
              ))}
            </section>
          )}
          <section aria-labelledby="offering-subscribe" className={card}>
            <SectionHeader id="offering-subscribe" title={t('subscribe.title')} headingLevel={2} />
            {open ? (
              <SubscribePanel offering={o} error={subscribeError} {...subscribe} />
            ) : (
              <p className="text-sm text-fg-muted">{t('subscribe.closedNote')}</p>
            )}
          </section>
          <section aria-labelledby="offering-timeline" className={card}>
            <SectionHeader id="offering-timeline" title={t('timeline.title')} headingLevel={2} />
            {o.state === 'cancelled' && (
              <p className="text-sm text-fg-muted">{t('timeline.cancelled')}</p>
            )}
            <TimelineStepper offering={o} timeZone={timeZone} now={now ?? opened} />
          </section>
        </div>
        <section aria-labelledby="offering-figures" className={cn(card, 'self-start')}>
          <SectionHeader id="offering-figures" title={t('figures')} headingLevel={2} />
          <OfferingFigures offering={o} />
        </section>
      </div>
    );
  }
  return (
    <div
      ref={ref}
      data-slot="offering-detail-view"
      className={cn('flex flex-col gap-6', className)}
    >
      <Link href={listHref} className="text-sm">
        {t('back')}
      </Link>
      {status === 'ready' && offering ? (
        <PageHeader
          title={offering.symbol}
          subtitle={`${offering.name} · ${offering.exchange}`}
          actions={
            <span className="flex items-center gap-2">
              <KindBadge kind={offering.kind} />
              <Badge size="sm" tone="neutral" data-state={offering.state}>
                {t(`states.${offering.state}`)}
              </Badge>
            </span>
          }
        />
      ) : (
        <PageHeader title={t('title')} />
      )}
      {status === 'ready' && offering && guideHref && isOfferingGuideKind(offering.kind) && (
        <Link href={guideHref(offering.kind)} className="self-start text-sm">
          {t('guide.howItWorks')}
        </Link>
      )}
      {body}
    </div>
  );
}

/** spec 3 trading product fields that apply to the offering. */
function OfferingFigures({ offering: o }: { offering: Offering }) {
  const t = useT('offerings');
  const tr = useT('rules');
  const count = useCount();
  const money = (value: string) => <Amount value={value} currency={o.currency} />;
  const lines: [string, ReactNode | null][] = [
    [t('offerPrice'), money(o.offer_price)],
    [t('lotSize'), t('shares', { count: Number(o.lot_size), value: count(o.lot_size) })],
    [t('lots'), t('lotsRange', { min: count(o.min_lots), max: count(o.max_lots) })],
    [
      t('amountRange'),
      <span key="r">
        {money(o.min_amount)} – {money(o.max_amount)}
      </span>,
    ],
    [t('totalSize'), t('shares', { count: Number(o.total_size), value: count(o.total_size) })],
    [t('remaining'), t('shares', { count: Number(o.remaining), value: count(o.remaining) })],
    [t('utilization'), <Percent key="u" value={o.utilization} />],
    [t('period'), o.period === null ? null : t('periodDays', { count: o.period })],
    [t('dailyReturn'), o.daily_return === null ? null : <Percent key="d" value={o.daily_return} />],
    [t('marketPrice'), o.market_price === null ? null : money(o.market_price)],
    [
      t('priceGap'),
      o.price_gap === null ? null : (
        <PriceChange key="g" value={o.price_gap} currency={o.currency} />
      ),
    ],
    [t('premium'), o.premium_level === null ? null : tr(`premium.${o.premium_level}`)],
    [t('minVip'), o.min_vip > 0 ? count(o.min_vip) : null],
    [t('pacRequired'), o.pac_code_required ? t('yes') : null],
    [t('paymentLater'), o.payment_later ? t('yes') : null],
  ];
  return <Figures density="relaxed" rows={lines.map(([label, value]) => ({ label, value }))} />;
}
