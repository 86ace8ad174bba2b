// What an order asks for: its side, its type and how long it works (spec 3 Order/transaction;
// the values the spec leaves open are the usual broker ones). Plain values, zod-free; the
// schemas are in entities/trading.ts.
import { GTC_LIFETIME_DAYS } from '../constants';

/** The side of an order. */
export const orderSides = ['buy', 'sell'] as const;
export type OrderSide = (typeof orderSides)[number];

/**
 * The order types: at the market; at a limit price or better; a market order once the price
 * reaches the stop; a limit order once it reaches the stop.
 */
export const orderTypes = ['market', 'limit', 'stop', 'stop_limit'] as const;
export type OrderType = (typeof orderTypes)[number];

/** How long an order works: the trading day it was placed for, or until cancelled (90 days). */
export const timeInForces = ['day', 'gtc'] as const;
export type TimeInForce = (typeof timeInForces)[number];

const member =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isOrderSide = member(orderSides);
export const isOrderType = member(orderTypes);
export const isTimeInForce = member(timeInForces);

/** Whether an order of this type carries a limit price. */
export const needsLimitPrice = (type: OrderType): boolean =>
  type === 'limit' || type === 'stop_limit';

/** Whether an order of this type carries a stop price. */
export const needsStopPrice = (type: OrderType): boolean =>
  type === 'stop' || type === 'stop_limit';

const DAY_MS = 86_400_000;

/** When an order was placed, and the close of the session it was placed for. */
export interface OrderTiming {
  placedAt: Date;
  /**
   * The close of the trading session the order works in: today's close when placed during
   * or before a session, the next session's when placed after the close. The exchange calendar
   * (holidays, half days) lives with the market data, so the caller gives it.
   */
  sessionCloseAt: Date;
}

/**
 * When an order lapses: a day order at the close of its session; a GTC order
 * `GTC_LIFETIME_DAYS` after it was placed, to the millisecond (the expiry job cancels what is
 * left at or after that instant).
 */
export function orderExpiresAt(timeInForce: TimeInForce, timing: OrderTiming): Date {
  return timeInForce === 'day'
    ? timing.sessionCloseAt
    : new Date(timing.placedAt.getTime() + GTC_LIFETIME_DAYS * DAY_MS);
}

/** Whether an order has lapsed at `now` (from its expiry instant on). */
export const isOrderExpired = (
  order: OrderTiming & { timeInForce: TimeInForce },
  now: Date,
): boolean => now.getTime() >= orderExpiresAt(order.timeInForce, order).getTime();
