import type { Order, OrderPreview, OrderTicket } from '@invest/domain';
import type { FeatureRefusal } from '../money/featureAccess';

/** The listing the panel trades: the quote page's instrument. */
export interface TradeInstrument {
  symbol: string;
  exchange: OrderTicket['exchange'];
  /** The listing's currency (ISO 4217): prices and the order's figures are in it. */
  currency: string;
  /** The last price, a wire decimal, when the market data has one. */
  price?: string;
  /**
   * Whether the exchange is in its session now: outside it a market order is refused (spec 4:
   * never queued at an unknown price), a limit or stop order works from the next session.
   * @default true
   */
  marketOpen?: boolean;
}

/**
 * An order's expiring quote (spec 4): what `previewOrder` computes, with the id the order is
 * placed against and the instant the price stops holding (ISO-8601 UTC).
 */
export type TradeQuote = OrderPreview & { id: string; expires_at: string };

/** The order the server took: its id and spec 4 status. */
export type PlacedOrder = Pick<Order, 'id' | 'status'>;

/**
 * Why the client may not trade: a spec 6 feature refusal (the `trade` feature), or an identity
 * not yet verified (spec 8: KYC approved before any order).
 */
export type TradeRefusal = FeatureRefusal | { code: 'kyc_required'; params?: undefined };
