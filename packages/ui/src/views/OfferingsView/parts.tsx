// The pieces the offerings screens share: the kind's badge, a count of shares, a subscription's
// cost per lot, and the client's live subscription on an offering.
import type { Offering, OfferingSubscription } from '@invest/domain';
import { Money } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { useLocale, useT } from '../../lib/i18n';
import { Badge } from '../../primitives/Badge';

/** An offering with the client's own subscriptions on it (oldest first), as the lists answer. */
export type OfferingWithSubscriptions = Offering & {
  subscriptions: readonly OfferingSubscription[];
};

/** spec 1: what is offered, as a badge with its words (never colour alone). */
export function KindBadge({ kind }: { kind: Offering['kind'] }) {
  const t = useT('offerings');
  return (
    <Badge size="sm" tone={kind === 'ai_day_trading' ? 'info' : 'primary'} data-kind={kind}>
      {t(`kinds.${kind}`)}
    </Badge>
  );
}

/** A number of shares or lots, in the locale's digits (a count, not money). */
export function useCount(): (value: string | number) => string {
  const locale = useLocale();
  return (value) => formatNumber(String(value), locale, { maximumFractionDigits: 6 });
}

/** What one lot costs: lot size × offer price, in the offering's currency (exact decimals). */
export const lotCost = (o: Pick<Offering, 'offer_price' | 'lot_size' | 'currency'>): Money =>
  Money.of(o.offer_price, o.currency).mul(o.lot_size);

/** States of a subscription that still stand (not cancelled or refunded in full). */
const live: readonly OfferingSubscription['state'][] = [
  'awaiting',
  'payment',
  'allotted',
  'listed',
];

/** The client's subscription to show beside an offering: the live one, else the latest. */
export const currentSubscription = (
  subscriptions: readonly OfferingSubscription[] | undefined,
): OfferingSubscription | undefined =>
  subscriptions?.find((s) => live.includes(s.state)) ?? subscriptions?.at(-1);

/** Whether the client may subscribe now: the offering allows it and no live subscription. */
export const canSubscribe = (
  offering: Pick<Offering, 'actions'>,
  subscriptions: readonly OfferingSubscription[] | undefined,
): boolean =>
  offering.actions.includes('subscribe') &&
  !(subscriptions ?? []).some((s) => s.state === 'awaiting' || s.state === 'payment');
