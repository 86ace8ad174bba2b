import { formatDateTime } from '@invest/i18n';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Link } from '../../primitives/Link';
import { StatusBadge } from '../../primitives/StatusBadge';
import { currentSubscription, KindBadge, useCount, type OfferingWithSubscriptions } from './parts';

/**
 * One offering of a list (spec 2 IPO and subscription lists): symbol (the link to its detail),
 * name, kind, market, offer price, lot size, its dates for the state it is in, and the client's
 * own subscription status when there is one.
 */
export function OfferingCard({
  offering,
  href,
  timeZone,
}: {
  offering: OfferingWithSubscriptions;
  href: string;
  timeZone: string;
}) {
  const t = useT('offerings');
  const locale = useLocale();
  const count = useCount();
  const date = (iso: string | null | undefined) =>
    iso ? formatDateTime(iso, locale, timeZone) : '';
  const tl = offering.timeline;
  const when =
    offering.state === 'upcoming'
      ? t('opens', { date: date(tl.start_time) })
      : offering.state === 'open'
        ? t('closes', { date: date(tl.end_time) })
        : offering.state === 'listed' && offering.listed_at
          ? t('listedOn', { date: date(offering.listed_at) })
          : t(`states.${offering.state}`);
  const mine = currentSubscription(offering.subscriptions);
  return (
    <li
      data-offering={offering.id}
      data-state={offering.state}
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 p-4 sm:grid-cols-[minmax(10rem,1.4fr)_1fr_1fr_auto] sm:items-center"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={href}
            aria-label={t('open', { symbol: offering.symbol })}
            className="font-semibold"
          >
            {offering.symbol}
          </Link>
          <KindBadge kind={offering.kind} />
        </div>
        <span className="text-sm text-fg-muted">
          {offering.name} · {offering.exchange}
        </span>
      </div>
      <dl className="order-3 col-span-2 flex flex-col text-sm sm:order-none sm:col-span-1">
        <dt className="text-xs text-fg-muted">{t('offerPrice')}</dt>
        <dd>
          <Amount value={offering.offer_price} currency={offering.currency} />
        </dd>
      </dl>
      <dl className="order-4 col-span-2 flex flex-col text-sm sm:order-none sm:col-span-1">
        <dt className="text-xs text-fg-muted">{t('lotSize')}</dt>
        <dd className="tabular-nums">
          {t('shares', { count: Number(offering.lot_size), value: count(offering.lot_size) })}
        </dd>
      </dl>
      <div className="col-start-2 row-start-1 flex flex-col items-end gap-1 sm:col-auto sm:row-auto">
        {mine ? (
          <span className="flex items-center gap-2 text-xs text-fg-muted">
            <span className="sr-only sm:not-sr-only">{t('yours')}</span>
            <StatusBadge kind="order" status={mine.status} />
          </span>
        ) : null}
        <span className="text-end text-xs text-fg-muted">{when}</span>
      </div>
    </li>
  );
}
