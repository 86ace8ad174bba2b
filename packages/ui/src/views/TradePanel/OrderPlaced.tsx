import { formatAmount, formatNumber } from '@invest/i18n';
import type { OrderTicket } from '@invest/domain';
import { useEffect, useRef } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useLocale, useT } from '../../lib/i18n';
import { Button, buttonVariants } from '../../primitives/Button';
import { StatusBadge } from '../../primitives/StatusBadge';
import type { PlacedOrder } from './types';

/** The order is in: what was asked, its spec 4 status, a way to the order and a fresh ticket. */
export function OrderPlaced({
  ticket,
  currency,
  order,
  orderHref,
  onNewOrder,
}: {
  ticket: OrderTicket;
  currency: string;
  order: PlacedOrder;
  orderHref?: string;
  onNewOrder: () => void;
}) {
  const t = useT('trade');
  const locale = useLocale();
  // the confirm button is gone: focus follows to the answer's title (WCAG 2.4.3)
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const quantity =
    ticket.quantity && formatNumber(ticket.quantity, locale, { maximumFractionDigits: 6 });
  return (
    <div data-slot="trade-placed" className="flex flex-col gap-3" role="status">
      <h3
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-fg outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        {t('placed.title')}
      </h3>
      <p className="text-sm text-fg">
        {ticket.amount !== undefined
          ? t('placed.bodyAmount', {
              symbol: ticket.symbol,
              amount: formatAmount(ticket.amount, currency, locale),
            })
          : t(ticket.side === 'buy' ? 'placed.bodyBuy' : 'placed.bodySell', {
              quantity,
              symbol: ticket.symbol,
            })}
      </p>
      <div className="flex items-center gap-2 text-sm">
        <span className="text-fg-muted">{t('placed.status')}</span>
        <StatusBadge kind="order" status={order.status} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {orderHref && (
          <AriaLink href={orderHref} className={buttonVariants({ variant: 'primary' })}>
            {t('placed.viewOrder')}
          </AriaLink>
        )}
        <Button variant="secondary" onPress={onNewOrder}>
          {t('placed.newOrder')}
        </Button>
      </div>
    </div>
  );
}
