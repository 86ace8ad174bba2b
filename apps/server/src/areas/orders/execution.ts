// What happens to a placed order, each in the caller's transaction with the order row locked
// first, so that of a fill, a cancel and an expiry racing on one order exactly one wins (the
// others find it no longer `pending`: 409 ORDER_NOT_CANCELLABLE, or nothing to do).
//
// On the ledger (spec 3/5, ARCHITECTURE 'The server'), one transaction with the state change:
// - a buy's fill posts the cash hold: frozen -> trade_settlement (gross), fees (trade fees),
//   taxes_payable (tax fees), and through fx_clearing when the paying account's currency is not
//   the listing's; its cost (gross + fees, average cost) moves into the client's `invested`
//   bucket of the listing's currency against trade_settlement; the shares move custody -> the
//   client's available shares. What the hold kept beyond the fill goes back to available.
// - a sell's fill moves its frozen shares to custody; trade_settlement pays the gross, fees and
//   taxes are taken, the net lands in the client's `frozen` cash until the trade settles (spec 4
//   `settle`: 'placed and pending settlement or release'); the cost of what was sold leaves
//   `invested`. Settlement releases the proceeds to available.
import {
  Money,
  applyBuy,
  applySell,
  previewOrder,
  transition,
  type ExchangeId,
  type OrderEvent,
  type OrderPreview,
  type OrderStatus,
  type Posting,
} from '@invest/domain';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors';
import {
  CUSTODY,
  instrumentKey,
  moveSecurities,
  post,
  postHold,
  voidHold,
  type Handle,
} from '../ledger';
import { settlesAt, tradeDateOf } from './market';
import * as repo from './repo';
import type { OrderRow } from './repo';

/**
 * The broker's default commission, for a tenant without a schedule of its own for the market
 * (feeSchedule.ts, fees:set): 0.05 % of the gross, no minimum (a rate a discount broker
 * charges; the market's own charges come on top, domain MARKET_FEE_RULES).
 */
export const COMMISSION = { rate: '0.0005' } as const;

const notCancellable = (status: string) =>
  new AppError('ORDER_NOT_CANCELLABLE', 409, 'Unable to process the order now.', [
    { path: 'status', message: 'order_transition_not_allowed', params: { from: status } },
  ]);

/** The status `event` moves the order to, or 409 (a cancel that lost to a fill, say). */
function next(order: OrderRow, event: OrderEvent): OrderStatus {
  const moved = transition(order.status as OrderStatus, event);
  if (!moved.ok) throw notCancellable(order.status);
  return moved.status;
}

/**
 * The estimate of filling `order` at `price`: its FX rate and its commission are the ones fixed
 * at placement (what its hold covers).
 */
export function fillPreview(order: OrderRow, price: string, at: number): OrderPreview {
  const exchange = order.exchange as ExchangeId;
  return previewOrder({
    exchange,
    side: order.side as 'buy' | 'sell',
    quantity: order.quantity,
    price,
    commission: order.commission ?? COMMISSION,
    tradeDate: tradeDateOf(exchange, at),
    accountCurrency: order.account_currency,
    fxRate: order.fx_rate,
  });
}

/** -x. */
const neg = (x: Money): Money => Money.zero(x.currency).sub(x);

const nonZero = (postings: Posting[]): Posting[] =>
  postings.filter((p) => !Money.of(p.amount, p.currency).isZero());

/**
 * Fills a locked `pending` order at `price`, at instant `at` (epoch ms). A buy whose cost at
 * this price exceeds its hold (a stop that triggered beyond what was held) is rejected instead,
 * with the reason 'price_collar', and its hold released. Answers whether it filled.
 */
export async function fillOrder(
  h: Handle,
  order: OrderRow,
  price: string,
  at: number,
): Promise<boolean> {
  const settle = next(order, 'fill');
  const preview = fillPreview(order, price, at);
  const { currency } = preview;
  const account = order.account_currency;
  const client = { client: order.user_id };
  const m = (v: string, c = currency) => Money.of(v, c);
  const converted = preview.converted_total!;
  const fx = (listingAmount: Money, accountAmount: Money): Posting[] =>
    account === currency
      ? []
      : [
          {
            account: { system: 'fx_clearing' },
            currency: account,
            amount: accountAmount.toString(),
          },
          {
            account: { system: 'fx_clearing' },
            currency,
            amount: neg(listingAmount).toString(),
          },
        ];
  const key = {
    tenantId: order.tenant_id,
    userId: order.user_id,
    exchange: order.exchange,
    symbol: order.symbol,
    currency,
  };
  const position = await repo.lockPosition(h, key);
  const instrument = instrumentKey(order.exchange, order.symbol);
  let ledgerTransactionId: string;
  let securitiesTransactionId: string;
  let costOfSold: string | null = null;
  let realised: string | null = null;
  const fill = { quantity: preview.quantity, gross: preview.gross, fees: preview.total_fees };
  if (order.side === 'buy') {
    if (m(converted, account).gt(m(order.held, account))) {
      await closeOrder(h, order, 'reject', 'price_collar', at);
      return false;
    }
    const total = m(preview.total);
    const hold = await postHold(h, {
      tenantId: order.tenant_id,
      holdId: order.hold_id!,
      amount: m(converted, account).toString(),
      kind: 'trade.fill',
      reference: order.id,
      now: new Date(at),
      counterpart: nonZero([
        ...fx(total, m(converted, account)),
        { account: { system: 'trade_settlement' }, currency, amount: preview.gross },
        { account: { system: 'fees' }, currency, amount: preview.trade_fees },
        { account: { system: 'taxes_payable' }, currency, amount: preview.tax_fees },
        { account: client, bucket: 'invested', currency, amount: preview.total },
        { account: { system: 'trade_settlement' }, currency, amount: neg(total).toString() },
      ]),
    });
    ledgerTransactionId = hold.resolveTransactionId!;
    securitiesTransactionId = await moveSecurities(h, {
      tenantId: order.tenant_id,
      kind: 'trade.fill',
      reference: order.id,
      legs: [
        { account: { system: CUSTODY }, instrument, quantity: `-${preview.quantity}` },
        { account: client, instrument, bucket: 'available', quantity: preview.quantity },
      ],
    });
    await repo.updatePosition(h, key, applyBuy({ ...position }, fill));
  } else {
    const sold = applySell({ ...position }, fill);
    if (!sold.ok) throw new AppError('INSUFFICIENT_SHARES', 422, 'Not enough shares available.');
    costOfSold = sold.cost_of_sold;
    realised = sold.realised_pnl;
    const net = m(preview.total);
    const posted = await post(h, {
      tenantId: order.tenant_id,
      kind: 'trade.fill',
      reference: order.id,
      postings: nonZero([
        {
          account: { system: 'trade_settlement' },
          currency,
          amount: neg(m(preview.gross)).toString(),
        },
        { account: { system: 'fees' }, currency, amount: preview.trade_fees },
        { account: { system: 'taxes_payable' }, currency, amount: preview.tax_fees },
        ...fx(neg(net), neg(m(converted, account))),
        { account: client, bucket: 'frozen', currency: account, amount: converted },
        {
          account: client,
          bucket: 'invested',
          currency,
          amount: neg(m(sold.cost_of_sold)).toString(),
        },
        { account: { system: 'trade_settlement' }, currency, amount: sold.cost_of_sold },
      ]),
    });
    ledgerTransactionId = posted.transactionId;
    securitiesTransactionId = await moveSecurities(h, {
      tenantId: order.tenant_id,
      kind: 'trade.fill',
      reference: order.id,
      legs: [
        { account: client, instrument, bucket: 'frozen', quantity: `-${preview.quantity}` },
        { account: { system: CUSTODY }, instrument, quantity: preview.quantity },
      ],
    });
    await repo.updatePosition(h, key, sold.position);
  }
  await repo.insertFill(h, {
    id: randomUUID(),
    tenant_id: order.tenant_id,
    order_id: order.id,
    price: preview.price,
    quantity: preview.quantity,
    gross: preview.gross,
    fees: preview.fees,
    trade_fees: preview.trade_fees,
    tax_fees: preview.tax_fees,
    total: preview.total,
    fx_rate: preview.fx_rate,
    converted_total: converted,
    cost_of_sold: costOfSold,
    realised_pnl: realised,
    ledger_transaction_id: ledgerTransactionId,
    securities_transaction_id: securitiesTransactionId,
    filled_at: new Date(at),
  });
  await repo.updateOrder(h, order.id, {
    status: settle,
    last_event: 'fill',
    filled_at: new Date(at),
    checked_at: new Date(at),
    settles_at: settlesAt(order.exchange as ExchangeId, at),
  });
  return true;
}

/**
 * Ends a locked working order without a fill (the client cancelled, the back office or a rule
 * rejected it, its time ran out): a buy's hold is voided, a sell's shares go back to available.
 * 409 ORDER_NOT_CANCELLABLE when it is no longer working.
 */
export async function closeOrder(
  h: Handle,
  order: OrderRow,
  event: 'cancel' | 'reject' | 'expire',
  reason: string,
  at: number,
): Promise<void> {
  const status = next(order, event);
  if (order.side === 'buy') {
    await voidHold(h, {
      tenantId: order.tenant_id,
      holdId: order.hold_id!,
      kind: `trade.${event}`,
      reference: order.id,
    });
  } else {
    const instrument = instrumentKey(order.exchange, order.symbol);
    const client = { client: order.user_id };
    await moveSecurities(h, {
      tenantId: order.tenant_id,
      kind: `trade.${event}`,
      reference: order.id,
      legs: [
        { account: client, instrument, bucket: 'frozen', quantity: `-${order.quantity}` },
        { account: client, instrument, bucket: 'available', quantity: order.quantity },
      ],
    });
  }
  await repo.updateOrder(h, order.id, {
    status,
    last_event: event,
    reason,
    closed_at: new Date(at),
  });
}

/**
 * Settles a locked filled order (spec 4 settle -> holding): a sell's proceeds leave `frozen`
 * for `available`, and the sale is then `sold` (holding -> sold).
 */
export async function settleOrder(h: Handle, order: OrderRow, at: number): Promise<void> {
  let status = next(order, 'settle');
  if (order.side === 'sell') {
    const [fill] = await repo.fillsOf(h, [order.id]);
    const account = order.account_currency;
    const amount = Money.of(fill!.converted_total, account);
    if (!amount.isZero()) {
      await post(h, {
        tenantId: order.tenant_id,
        kind: 'trade.settle',
        reference: order.id,
        postings: [
          {
            account: { client: order.user_id },
            bucket: 'frozen',
            currency: account,
            amount: neg(amount).toString(),
          },
          {
            account: { client: order.user_id },
            bucket: 'available',
            currency: account,
            amount: amount.toString(),
          },
        ],
      });
    }
    const sold = transition(status, 'sell');
    if (sold.ok) status = sold.status;
  }
  await repo.updateOrder(h, order.id, {
    status,
    last_event: 'settle',
    settled_at: new Date(at),
  });
}
