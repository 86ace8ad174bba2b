// spec 4, Order/transaction statuses: which status changes are allowed (the spec leaves them
// open), as a table of data and the functions that read it. Only the spec's status words are
// used: the spec has no 'cancelled', and what a cancel, a refusal and an expiry leave behind is
// the same thing, an order of which nothing was executed, which the spec calls 'rejected'; the
// event that led there (cancel, reject, expire) is what the order's history records.
import type { ProductTradingType } from '../product';
import { fail, ok, type RuleResult } from '../result';
import type { OrderStatus } from '../statuses';

/** What moves an order from one status to another. */
export const orderEvents = [
  /** The review (allocation or authorisation) let it through to the market. */
  'approve',
  /** The broker, the review or the exchange refused it; nothing was executed. */
  'reject',
  /** The client withdrew it before anything was executed. */
  'cancel',
  /** Its time in force ran out before anything was executed. */
  'expire',
  /** It was executed; settlement is pending. */
  'fill',
  /** Settlement completed: the shares are in the portfolio. */
  'settle',
  /** The holding was sold. */
  'sell',
  /** A subscription was allotted and its payment is now due. */
  'allot',
  /** The amount due was paid. */
  'pay',
  /** The payment deadline passed with the amount unpaid. */
  'overdue',
  /** The allotted shares were listed and can be held and sold. */
  'list',
] as const;
export type OrderEvent = (typeof orderEvents)[number];

/** One allowed move. */
export interface OrderTransition {
  readonly from: OrderStatus;
  readonly event: OrderEvent;
  readonly to: OrderStatus;
}

/**
 * spec 4: every allowed move; anything else is refused. A stock order of a direct product
 * starts `pending`; one of a product under review (and every subscription) starts `awaiting`.
 *
 *   awaiting ─approve─► pending ─fill─► settle ─settle─► holding ─sell─► sold
 *      │                   └─reject | cancel | expire─► rejected
 *      ├─reject | cancel──────────────────────────────► rejected
 *      └─allot─► payment ─pay──────────► listing ─list─► holding
 *                   └─overdue─► outstanding ─pay─┘
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'pending', event: 'fill', to: 'settle' },
  { from: 'pending', event: 'reject', to: 'rejected' },
  { from: 'pending', event: 'cancel', to: 'rejected' },
  { from: 'pending', event: 'expire', to: 'rejected' },
  { from: 'settle', event: 'settle', to: 'holding' },
  { from: 'holding', event: 'sell', to: 'sold' },
  { from: 'awaiting', event: 'approve', to: 'pending' },
  { from: 'awaiting', event: 'reject', to: 'rejected' },
  { from: 'awaiting', event: 'cancel', to: 'rejected' },
  { from: 'awaiting', event: 'allot', to: 'payment' },
  // spec 4 'payment': the client must contact customer service to pay
  { from: 'payment', event: 'pay', to: 'listing' },
  { from: 'payment', event: 'overdue', to: 'outstanding' },
  { from: 'outstanding', event: 'pay', to: 'listing' },
  { from: 'listing', event: 'list', to: 'holding' },
];

/** Codes of the transition rule (namespace `validation`). */
export const orderTransitionCodes = ['order_transition_not_allowed'] as const;
export type OrderTransitionCode = (typeof orderTransitionCodes)[number];

const find = (from: OrderStatus, event: OrderEvent) =>
  ORDER_TRANSITIONS.find((t) => t.from === from && t.event === event);

/** Whether any event moves an order from `from` to `to`. */
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to);

/**
 * The status `event` moves an order in `from` to, or 'order_transition_not_allowed' with
 * {from, event} (the server answers a 409 with it: a cancel racing a fill, say).
 */
export function transition(
  from: OrderStatus,
  event: OrderEvent,
): { ok: true; status: OrderStatus } | Exclude<RuleResult<OrderTransitionCode>, { ok: true }> {
  const move = find(from, event);
  if (!move) return fail('order_transition_not_allowed', { from, event });
  return { ...ok(), status: move.to };
}

/** spec 4 Product trading type: direct products start pending, reviewed ones awaiting. */
export const initialOrderStatus = (tradingType: ProductTradingType): OrderStatus =>
  tradingType === 'holding' ? 'pending' : 'awaiting';

/** Whether the client may still cancel: nothing has been executed yet. */
export const isOrderCancellable = (status: OrderStatus): boolean =>
  find(status, 'cancel') !== undefined;

/** Whether no event moves an order on from `status` ('all' is a filter, not a status). */
export const isOrderFinal = (status: OrderStatus): boolean =>
  status !== 'all' && !ORDER_TRANSITIONS.some((t) => t.from === status);
