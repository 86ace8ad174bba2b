// What happens to a placed order, each in the caller's transaction with the order row locked
// first, so that of a fill, a cancel and an expiry racing on one order exactly one wins (the
// others find it no longer `pending`: 409 ORDER_NOT_CANCELLABLE, or nothing to do).
//
// On the ledger (spec 3/5, ARCHITECTURE 'The server'), one transaction with the state change:
// - a buy's fill posts the cash hold: frozen -> trade_settlement (gross), fees (trade fees),
//   taxes_payable (tax fees), and through fx_clearing when the paying account's currency is not
//   the listing's; its cost (gross + fees, average cost) moves into the client's `invested`
//   bucket of the listing's currency against trade_settlement; the shares move custody -> the
//   client's available shares. What the hold kept beyond the fill goes back to available. A
//   market buy filled at its quote as it is placed has no hold: the same legs are paid from the
//   available cash, in one transaction with the order and its fill (`fillOnPlacement`).
// - a sell's fill moves its frozen shares to custody; trade_settlement pays the gross, fees and
//   taxes are taken, the net lands in the client's `frozen` cash until the trade settles (spec 4
//   `settle`: 'placed and pending settlement or release'); the cost of what was sold leaves
//   `invested`. Settlement releases the proceeds to available, where they pay the client's
//   outstanding loan amounts first (spec 6 'delayed execution', loans settleToOutstanding).
// A batch of fills (`fillOrders`: a tick's) posts each fill's transaction with its client's legs
// as above and trade_settlement's net of them, and the batch's charges in one more transaction
// (`trade.charges`: trade_settlement -> fees and taxes_payable, summed per currency; each fill's
// are in its trade_fills row): the house accounts' balances come out as above, in a few entries
// instead of four a fill (docs/decisions/0016).
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
import type { RawBuilder } from 'kysely';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors';
import {
  CUSTODY,
  instrumentKey,
  moveSecurities,
  moveSecuritiesMany,
  post,
  postHolds,
  postTrade,
  voidHold,
  type AnyRowWrite,
  type Handle,
  type SecuritiesMove,
} from '../ledger';
import { withSavepoint } from '../../db/transaction';
import { settleToOutstanding } from '../loans';
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
 * The fx_clearing legs of a fill paid in `account`'s currency for a listing in `currency`: the
 * account's amount in, the listing's out (none when they are one currency).
 */
const fxLegs = (
  account: string,
  currency: string,
  listingAmount: Money,
  accountAmount: Money,
): Posting[] =>
  account === currency
    ? []
    : [
        { account: { system: 'fx_clearing' }, currency: account, amount: accountAmount.toString() },
        { account: { system: 'fx_clearing' }, currency, amount: neg(listingAmount).toString() },
      ];

/**
 * The trade_fills row of `order`'s fill as `preview` priced it, `converted` into the paying
 * account's currency: a sale's cost and realised P&L, and the cash and securities transactions
 * that posted it.
 */
function fillRow(
  order: OrderRow,
  preview: OrderPreview,
  converted: string,
  posted: {
    costOfSold: string | null;
    realised: string | null;
    cash: string;
    securities: string;
    at: Date;
  },
): repo.FillRow {
  return {
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
    cost_of_sold: posted.costOfSold,
    realised_pnl: posted.realised,
    ledger_transaction_id: posted.cash,
    securities_transaction_id: posted.securities,
    filled_at: posted.at,
  };
}

/** A fill as written: the fill row and the order row as they now stand. */
export interface Filled {
  order: OrderRow;
  fill: repo.FillRow;
}

/**
 * Fills a locked `pending` order at `price`, at instant `at` (epoch ms). A buy whose cost at
 * this price exceeds its hold (a stop that triggered beyond what was held) is rejected instead,
 * with the reason 'price_collar', and its hold released. Answers the fill and the order as
 * written (what a read of them would give), or undefined when it was rejected.
 */
export async function fillOrder(
  h: Handle,
  order: OrderRow,
  price: string,
  at: number,
): Promise<Filled | undefined> {
  const written = await fillTenantOrders(h, order.tenant_id, [{ order, price }], at);
  return written.get(order.id) || undefined;
}

/**
 * `fillOrder` for a batch of locked `pending` orders (a tick's fills), each exactly as it fills
 * alone, in the order given: per tenant, the positions locked together, every cash transaction
 * posted together (the buys' holds resolved, the sells' proceeds), every securities transaction
 * posted together, and the fills, positions and orders written in one statement. Whatever one
 * fill is refused with refuses the batch (`fillOrdersApart` then ends only the refused order).
 * Answers, in order, whether each filled (false: rejected by the collar).
 */
export async function fillOrders(
  h: Handle,
  items: readonly { order: OrderRow; price: string }[],
  at: number,
): Promise<boolean[]> {
  const filled = new Map<string, boolean>();
  const tenants = [...new Set(items.map((i) => i.order.tenant_id))].sort();
  for (const tenantId of tenants) {
    const mine = items.filter((i) => i.order.tenant_id === tenantId);
    for (const [id, ok] of await fillTenantOrders(h, tenantId, mine, at)) filled.set(id, !!ok);
  }
  return items.map((i) => filled.get(i.order.id)!);
}

const positionOf = (order: OrderRow) =>
  repo.positionKey({
    tenantId: order.tenant_id,
    userId: order.user_id,
    exchange: order.exchange,
    symbol: order.symbol,
  });

const pick = ({ quantity, cost, realised }: repo.PositionRow) => ({ quantity, cost, realised });

async function fillTenantOrders(
  h: Handle,
  tenantId: string,
  items: readonly { order: OrderRow; price: string }[],
  at: number,
): Promise<Map<string, Filled | false>> {
  const out = new Map<string, Filled | false>();
  const collared: OrderRow[] = [];
  const fills = [];
  for (const { order, price } of items) {
    const settle = next(order, 'fill');
    const preview = fillPreview(order, price, at);
    const converted = preview.converted_total!;
    if (
      order.side === 'buy' &&
      Money.of(converted, order.account_currency).gt(Money.of(order.held, order.account_currency))
    ) {
      collared.push(order);
      continue;
    }
    fills.push({ order, preview, settle, converted });
  }
  const positions =
    fills.length === 0
      ? new Map<string, repo.PositionRow>()
      : await repo.lockPositions(
          h,
          fills.map(({ order, preview }) => ({
            tenantId,
            userId: order.user_id,
            exchange: order.exchange,
            symbol: order.symbol,
            currency: preview.currency,
          })),
        );
  const holds: Parameters<typeof postHolds>[2][number][] = [];
  const sales: Omit<Parameters<typeof post>[1], 'tenantId'>[] = [];
  const moves: SecuritiesMove[] = [];
  const results: { costOfSold: string | null; realised: string | null }[] = [];
  const charges = new Map<string, { trade: Money; tax: Money }>();
  for (const { order, preview, converted } of fills) {
    const { currency } = preview;
    const due = charges.get(currency) ?? { trade: Money.zero(currency), tax: Money.zero(currency) };
    charges.set(currency, {
      trade: due.trade.add(Money.of(preview.trade_fees, currency)),
      tax: due.tax.add(Money.of(preview.tax_fees, currency)),
    });
    const account = order.account_currency;
    const client = { client: order.user_id };
    const m = (v: string, c = currency) => Money.of(v, c);
    const fx = (listingAmount: Money, accountAmount: Money): Posting[] =>
      fxLegs(account, currency, listingAmount, accountAmount);
    const key = positionOf(order);
    const position = positions.get(key)!;
    const instrument = instrumentKey(order.exchange, order.symbol);
    const fill = { quantity: preview.quantity, gross: preview.gross, fees: preview.total_fees };
    if (order.side === 'buy') {
      const total = m(preview.total);
      holds.push({
        holdId: order.hold_id!,
        amount: m(converted, account).toString(),
        kind: 'trade.fill',
        reference: order.id,
        now: new Date(at),
        // the market's side nets to the charges (gross - total), taken with the batch's
        counterpart: nonZero([
          ...fx(total, m(converted, account)),
          { account: client, bucket: 'invested', currency, amount: preview.total },
        ]),
      });
      moves.push({
        kind: 'trade.fill',
        reference: order.id,
        legs: [
          { account: { system: CUSTODY }, instrument, quantity: `-${preview.quantity}` },
          { account: client, instrument, bucket: 'available', quantity: preview.quantity },
        ],
      });
      positions.set(key, { ...position, ...applyBuy({ ...position }, fill) });
      results.push({ costOfSold: null, realised: null });
    } else {
      const sold = applySell({ ...position }, fill);
      if (!sold.ok) throw new AppError('INSUFFICIENT_SHARES', 422, 'Not enough shares available.');
      const net = m(preview.total);
      sales.push({
        kind: 'trade.fill',
        reference: order.id,
        // trade_settlement pays the net and takes back the cost basis; the charges (gross -
        // net) it pays out with the batch's
        postings: nonZero([
          ...fx(neg(net), neg(m(converted, account))),
          { account: client, bucket: 'frozen', currency: account, amount: converted },
          {
            account: client,
            bucket: 'invested',
            currency,
            amount: neg(m(sold.cost_of_sold)).toString(),
          },
          {
            account: { system: 'trade_settlement' },
            currency,
            amount: m(sold.cost_of_sold).sub(net).toString(),
          },
        ]),
      });
      moves.push({
        kind: 'trade.fill',
        reference: order.id,
        legs: [
          { account: client, instrument, bucket: 'frozen', quantity: `-${preview.quantity}` },
          { account: { system: CUSTODY }, instrument, quantity: preview.quantity },
        ],
      });
      positions.set(key, { ...position, ...sold.position });
      results.push({ costOfSold: sold.cost_of_sold, realised: sold.realised_pnl });
    }
  }
  if (fills.length > 0) {
    // the batch's charges in one transaction: trade_settlement pays the fees and the taxes their
    // sums per currency (each fill's are in its trade_fills row), so a fill's own transaction has
    // its client's legs and one of trade_settlement, not one per house account
    const charged = nonZero(
      [...charges].flatMap(([currency, { trade, tax }]) => [
        {
          account: { system: 'trade_settlement' as const },
          currency,
          amount: neg(trade.add(tax)).toString(),
        },
        { account: { system: 'fees' as const }, currency, amount: trade.toString() },
        { account: { system: 'taxes_payable' as const }, currency, amount: tax.toString() },
      ]),
    );
    const others =
      charged.length === 0 ? sales : [...sales, { kind: 'trade.charges', postings: charged }];
    // the cash first, then the shares (ledger/securities.ts: the lock order of a trade)
    const cash = await postHolds(h, tenantId, holds, others);
    const securities = await moveSecuritiesMany(h, tenantId, moves);
    const cashIds = new Map<string, string>();
    holds.forEach((hold, i) => cashIds.set(hold.reference!, cash.holds[i]!.resolveTransactionId!));
    sales.forEach((sale, i) => cashIds.set(sale.reference!, cash.others[i]!.transactionId));
    const filledAt = new Date(at);
    const rows: repo.FillRow[] = fills.map(({ order, preview, converted }, i) =>
      fillRow(order, preview, converted, {
        costOfSold: results[i]!.costOfSold,
        realised: results[i]!.realised,
        cash: cashIds.get(order.id)!,
        securities: securities[i]!,
        at: filledAt,
      }),
    );
    const marked = fills.map(({ order, settle }) => ({
      id: order.id,
      status: settle,
      filledAt,
      settlesAt: settlesAt(order.exchange as ExchangeId, at),
    }));
    await repo.writeFills(h, {
      positions: [...new Map(fills.map(({ order }) => [positionOf(order), order])).entries()].map(
        ([key, order]) => ({
          tenantId,
          userId: order.user_id,
          exchange: order.exchange,
          symbol: order.symbol,
          ...pick(positions.get(key)!),
        }),
      ),
      orders: marked,
      fills: rows,
    });
    fills.forEach(({ order }, i) => {
      const { status, settlesAt: settles } = marked[i]!;
      out.set(order.id, {
        fill: rows[i]!,
        // as repo.writeFills wrote it
        order: {
          ...order,
          status,
          last_event: 'fill',
          filled_at: filledAt,
          checked_at: filledAt,
          settles_at: settles,
        },
      });
    });
  }
  for (const order of collared) {
    await closeOrder(h, order, 'reject', 'price_collar', at);
    out.set(order.id, false);
  }
  return out;
}

/**
 * Places a market buy and fills it at once at `price` (its quote's, spec 4), at instant `at`,
 * posting once: the client's available cash goes straight to trade_settlement, fees and taxes
 * (through fx_clearing across currencies) and the cost into `invested`, and the shares come
 * from custody, in one cash and one securities transaction, written with the order (as it
 * stands after its fill), the fill and the position in one statement (ledger `postTrade`). No
 * hold: nothing waits between placing and filling, so there is nothing to keep aside. The
 * available cash is locked and judged with the postings (422 INSUFFICIENT_BALANCE when short,
 * and then nothing at all is written). Locks as a fill does: the position, then the cash, then
 * the shares (docs/decisions/0016).
 */
export async function fillOnPlacement(
  h: Handle,
  placed: repo.NewOrder,
  price: string,
  at: number,
  /** A write that goes with the fill in its statement, given the order and fill it writes. */
  answer?: (order: OrderRow, fill: repo.FillRow) => RawBuilder<unknown> | AnyRowWrite,
  /** The client's position in the listing, when the caller locked it already (in its reads). */
  locked?: repo.PositionRow,
  /** How the trade is posted: at once, or with a group commit's others (placementBatch.ts). */
  postWith: PostTrade = postTrade,
): Promise<Filled> {
  const pending: OrderRow = {
    ...placed,
    last_event: 'place',
    reason: null,
    triggered: false,
    filled_at: null,
    settles_at: null,
    settled_at: null,
    closed_at: null,
  };
  const settle = next(pending, 'fill');
  const preview = fillPreview(pending, price, at);
  const { currency } = preview;
  const account = pending.account_currency;
  const converted = preview.converted_total!;
  const client = { client: pending.user_id };
  const total = Money.of(preview.total, currency);
  const position =
    locked !== undefined &&
    locked.exchange === pending.exchange &&
    locked.symbol === pending.symbol &&
    locked.currency === currency
      ? locked
      : (
          await repo.lockPositions(h, [
            {
              tenantId: pending.tenant_id,
              userId: pending.user_id,
              exchange: pending.exchange,
              symbol: pending.symbol,
              currency,
            },
          ])
        ).get(positionOf(pending))!;
  const bought = applyBuy(
    { ...position },
    { quantity: preview.quantity, gross: preview.gross, fees: preview.total_fees },
  );
  const instrument = instrumentKey(pending.exchange, pending.symbol);
  const filledAt = new Date(at);
  const order: OrderRow = {
    ...pending,
    status: settle,
    last_event: 'fill',
    filled_at: filledAt,
    checked_at: filledAt,
    settles_at: settlesAt(pending.exchange as ExchangeId, at),
  };
  let fill: repo.FillRow | undefined;
  await postWith(h, pending.tenant_id, {
    cash: {
      kind: 'trade.fill',
      reference: pending.id,
      // the legs of a buy's fill (fillTenantOrders), paid from available instead of a hold
      postings: nonZero([
        { account: client, bucket: 'available', currency: account, amount: `-${converted}` },
        ...fxLegs(account, currency, total, Money.of(converted, account)),
        { account: { system: 'trade_settlement' }, currency, amount: preview.gross },
        { account: { system: 'fees' }, currency, amount: preview.trade_fees },
        { account: { system: 'taxes_payable' }, currency, amount: preview.tax_fees },
        { account: client, bucket: 'invested', currency, amount: preview.total },
        { account: { system: 'trade_settlement' }, currency, amount: neg(total).toString() },
      ]),
    },
    shares: {
      kind: 'trade.fill',
      reference: pending.id,
      legs: [
        { account: { system: CUSTODY }, instrument, quantity: `-${preview.quantity}` },
        { account: client, instrument, bucket: 'available', quantity: preview.quantity },
      ],
    },
    also: ({ transactionId, securitiesTransactionId }) => {
      fill = fillRow(pending, preview, converted, {
        costOfSold: null,
        realised: null,
        cash: transactionId,
        securities: securitiesTransactionId,
        at: filledAt,
      });
      return [
        ...repo.placedFilled(order, fill, {
          tenantId: pending.tenant_id,
          userId: pending.user_id,
          exchange: pending.exchange,
          symbol: pending.symbol,
          ...pick({ ...position, ...bought }),
        }),
        ...(answer === undefined ? [] : [answer(order, fill)]),
      ];
    },
  });
  return { order, fill: fill! };
}

/** `postTrade`'s signature: how `fillOnPlacement` posts its trade. */
export type PostTrade = typeof postTrade;

/** What became of an order the fill engine meant to fill. */
export type FillOutcome = 'filled' | 'rejected' | 'refused';

/** A refusal by a rule (an AppError below 500): not a fault to retry (a deadlock) or report. */
const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.status < 500;

/**
 * Runs `all` over `items` in a savepoint; when a rule refuses it, the items are split in halves
 * and each half tried alone, down to the single items the rules refuse, which `alone` answers
 * for. One refusal among hundreds costs a few more statements, not a statement per item; any
 * other error fails the caller's transaction.
 */
export async function eachApart<T, R>(
  h: Handle,
  items: readonly T[],
  all: (items: readonly T[]) => Promise<R[]>,
  alone: (item: T, refusal: AppError) => Promise<R>,
): Promise<R[]> {
  if (items.length === 0) return [];
  try {
    return await withSavepoint(h, () => all(items));
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (items.length === 1) return [await alone(items[0]!, error)];
    const half = Math.ceil(items.length / 2);
    return [
      ...(await eachApart(h, items.slice(0, half), all, alone)),
      ...(await eachApart(h, items.slice(half), all, alone)),
    ];
  }
}

/**
 * `fillOrders` for a tick's batch where a fill the ledger's rules refuse (the cash its hold
 * counted on taken back by the back office, the cost basis a sale takes out of `invested` gone)
 * ends only its own order: it is rejected with the refusal's code as its reason (`insufficient_
 * balance`: its hold released, or its shares back to available), or, when the rules refuse that
 * too (the held cash is not there to give back), left working ('refused') for a later tick. The
 * batch's other orders fill once, in the same transaction.
 */
export function fillOrdersApart(
  h: Handle,
  items: readonly { order: OrderRow; price: string }[],
  at: number,
): Promise<FillOutcome[]> {
  return eachApart(
    h,
    items,
    async (some) =>
      (await fillOrders(h, some, at)).map((ok): FillOutcome => (ok ? 'filled' : 'rejected')),
    async ({ order }, refusal) => {
      try {
        await withSavepoint(h, () =>
          closeOrder(h, order, 'reject', refusal.code.toLowerCase(), at),
        );
        return 'rejected';
      } catch (error) {
        if (!isRefusal(error)) throw error;
        return 'refused';
      }
    },
  );
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
      // spec 6 'delayed execution': a client in arrears gets the proceeds once the outstanding
      // amount is paid from them (domain settleProceeds)
      await settleToOutstanding(
        { db: h, clock: () => new Date(at) },
        { tenantId: order.tenant_id, userId: order.user_id },
        account,
        amount.toString(),
        () =>
          post(h, {
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
          }).then(() => undefined),
      );
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
