import type { OrderSide, OrderTicket } from '@invest/domain';
import { useId, useState, type Ref } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useT } from '../../lib/i18n';
import { Button, buttonVariants } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { TradeCard, TradeGuest } from '../TradeBar/TradeBar';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { useRefusalValues } from '../money/featureAccess';
import type { LoadStatus } from '../money/parts';
import { OrderPlaced } from './OrderPlaced';
import { QuoteReview } from './QuoteReview';
import { emptyTicket, TicketForm, type TicketValues } from './TicketForm';
import type { PlacedOrder, TradeInstrument, TradeQuote, TradeRefusal } from './types';

export interface TradePanelProps {
  /** The listing to trade. */
  instrument: TradeInstrument;
  /** A guest sees 'Log in to trade' (spec 6) instead of the ticket. @default true */
  signedIn?: boolean;
  /** Where 'Log in' leads (the login route, returning here). */
  loginHref?: string;
  /** The client's cash and holdings are loading, failed or here. @default 'ready' */
  status?: LoadStatus;
  /** The translated reason the data failed. */
  loadError?: string;
  onRetry?: () => void;
  /** Why the client may not trade; the ticket gives way to the reason. */
  refusal?: TradeRefusal;
  /** Where 'Verify identity' leads (KYC) when the refusal is `kyc_required`. */
  verifyHref?: string;
  onContactSupport?: () => void;
  /** Cash available to a buy, in the paying account's currency. */
  available?: { amount: string; currency: string };
  /** Shares of this listing held free for sale, a wire decimal. @default '0' */
  holding?: string;
  /** The side the ticket opens on (a position's Sell action opens on sell). @default 'buy' */
  defaultSide?: OrderSide;
  /** The latest quote the server gave for the ticket under review. */
  quote?: TradeQuote | null;
  /** A quote is being fetched. @default false */
  quoting?: boolean;
  /** The translated reason the last quote failed ('Unable to fetch price', ...). */
  quoteError?: string;
  /** Ask the server for a quote of the ticket (review and refresh). */
  onQuote?: (ticket: OrderTicket) => void;
  /** Place the ticket at the quote; `pac_code` when the product asks for one (spec 5). */
  onPlace?: (order: { ticket: OrderTicket; quote_id: string; pac_code?: string }) => void;
  /** @default false */
  placing?: boolean;
  /** The translated reason the order was refused (spec 8 trading texts). */
  placeError?: string;
  /** The order the server took: the panel shows it with a link to it. */
  placed?: PlacedOrder | null;
  /** The order detail's href for `placed`. */
  orderHref?: string;
  /** The client starts a new ticket after an order: forget `quote` and `placed`. */
  onReset?: () => void;
  /** spec 5: the product needs a PAC code to trade. @default false */
  pacRequired?: boolean;
  /** The clock (ms since the epoch), for the quote's countdown. @default Date.now */
  now?: () => number;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The trade panel of the stock detail (spec 2): buy or sell, order type, quantity or (US
 * fractional) amount, limit and stop prices, time in force; then a review of the server's
 * expiring quote (price, fees, taxes, conversion, total; spec 3/4/5) with a countdown and
 * 'Refresh price', a confirm step (WCAG 3.3.4), and the order placed with a link to it. Guests
 * are asked to log in; a client who may not trade sees why.
 */
export function TradePanel({
  instrument,
  signedIn = true,
  loginHref,
  status = 'ready',
  loadError,
  onRetry,
  refusal,
  verifyHref,
  onContactSupport,
  className,
  ref,
  ...props
}: TradePanelProps) {
  const t = useT('trade');
  let body;
  // the guest's place is the light one the quote page shows before any panel code is loaded
  if (!signedIn) {
    return (
      <TradeGuest
        symbol={instrument.symbol}
        loginHref={loginHref}
        className={className}
        ref={ref}
      />
    );
  }
  if (status === 'loading') {
    // shaped like the ticket (the side switch, the selects, the quantity, the action)
    body = <Skeleton shape="card" lines={5} />;
  } else if (status === 'error') {
    body = <ErrorState description={loadError} onRetry={onRetry} />;
  } else if (refusal) {
    body = (
      <TradeUnavailable
        refusal={refusal}
        verifyHref={verifyHref}
        onContactSupport={onContactSupport}
      />
    );
  } else {
    body = <TradeFlow instrument={instrument} {...props} />;
  }
  return (
    <TradeCard
      title={t('panel.title', { symbol: instrument.symbol })}
      className={className}
      ref={ref}
    >
      {body}
    </TradeCard>
  );
}

type FlowProps = Omit<
  TradePanelProps,
  | 'signedIn'
  | 'loginHref'
  | 'status'
  | 'loadError'
  | 'onRetry'
  | 'refusal'
  | 'verifyHref'
  | 'onContactSupport'
  | 'className'
  | 'ref'
>;

/** The ticket, its review and the order placed: one step at a time, the ticket kept between. */
function TradeFlow({
  instrument,
  available,
  holding,
  defaultSide = 'buy',
  quote,
  quoting = false,
  quoteError,
  onQuote,
  onPlace,
  placing = false,
  placeError,
  placed,
  orderHref,
  onReset,
  pacRequired = false,
  now = Date.now,
}: FlowProps & { instrument: TradeInstrument }) {
  const [values, setValues] = useState<TicketValues>(() => emptyTicket(defaultSide));
  const [ticket, setTicket] = useState<OrderTicket | null>(null);
  const [formKey, setFormKey] = useState(0);

  if (placed && ticket) {
    return (
      <OrderPlaced
        ticket={ticket}
        currency={instrument.currency}
        order={placed}
        orderHref={orderHref}
        onNewOrder={() => {
          setTicket(null);
          setValues(emptyTicket(ticket.side));
          setFormKey((k) => k + 1);
          onReset?.();
        }}
      />
    );
  }
  if (ticket && quote) {
    return (
      <QuoteReview
        ticket={ticket}
        quote={quote}
        now={now}
        quoting={quoting}
        placing={placing}
        placeError={placeError}
        pacRequired={pacRequired}
        onRefresh={() => onQuote?.(ticket)}
        onEdit={() => setTicket(null)}
        onConfirm={(pac) =>
          onPlace?.({ ticket, quote_id: quote.id, ...(pac ? { pac_code: pac } : {}) })
        }
      />
    );
  }
  return (
    <TicketForm
      key={formKey}
      instrument={instrument}
      values={values}
      onChange={setValues}
      available={available}
      holding={holding}
      quoting={quoting}
      quoteError={quoteError}
      onReview={(next) => {
        setTicket(next);
        onQuote?.(next);
      }}
    />
  );
}

/** spec 6/8: why the client may not trade, the ticket's action disabled and described by it. */
function TradeUnavailable({
  refusal,
  verifyHref,
  onContactSupport,
}: {
  refusal: TradeRefusal;
  verifyHref?: string;
  onContactSupport?: () => void;
}) {
  const t = useT('trade');
  const reasonId = useId();
  const values = useRefusalValues(refusal.params);
  return (
    <EmptyState
      data-state="unavailable"
      data-refusal={refusal.code}
      title={t('unavailable.title')}
      description={<span id={reasonId}>{t(`unavailable.${refusal.code}`, values)}</span>}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {refusal.code === 'kyc_required' && verifyHref ? (
            <AriaLink href={verifyHref} className={buttonVariants({ variant: 'primary' })}>
              {t('unavailable.verify')}
            </AriaLink>
          ) : (
            <Button isDisabled aria-describedby={reasonId}>
              {t('panel.review')}
            </Button>
          )}
          {onContactSupport && refusal.code !== 'kyc_required' && (
            <Button variant="secondary" onPress={onContactSupport}>
              {t('unavailable.contactSupport')}
            </Button>
          )}
        </div>
      }
    />
  );
}
