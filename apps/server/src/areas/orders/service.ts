// Trading (spec 3-5, 8): the trading unlock, the expiring quote, placing an order
// (eligibility, a hold on the cash of a buy or the shares of a sell, a market order filled at
// once at its quote's price), cancel, the orders list and detail, the positions. Services run on
// the handle they are given; the route or command opens the unit of work.
import type {
  TradeOrder,
  TradeOrderRequest,
  TradeOrdersQuery,
  TradePosition,
  TradePositions,
  TradeQuote,
  TradeQuoteRequest,
} from '@invest/api/contract';
import {
  EXCHANGES,
  Money,
  averageCost,
  checkOrderEligibility,
  compareDecimal,
  estimateSellFees,
  isOrderCancellable,
  orderExpiresAt,
  previewOrder,
  previewPrice,
  quoteExpiresAt,
  toDecimal,
  validateOrderForm,
  valuePosition,
  type AssetBuckets,
  type CommissionSchedule,
  type ExchangeId,
  type FeeLine,
  type OrderPreview,
  type OrderTicket,
  type OrderType,
} from '@invest/domain';
import { randomUUID } from 'node:crypto';
import { AppError, formFieldErrors } from '../../platform/errors';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { accountIn } from '../accounts';
import { fxProvider } from '../../platform/fxRates';
import {
  clientBalances,
  clientBalancesOf,
  clientBalancesQuery,
  clientSecurities,
  instrumentKey,
  moveSecurities,
  placeHold,
} from '../ledger';
import { pageOf } from '../../platform/paging';
import { resolveListing, type SimSeed } from '../market';
import type { KeyAnswer } from '../../platform/idempotency';
import type { StepUp } from '../../platform/stepUp';
import { closeOrder, fillOnPlacement, fillOrder, type PostTrade } from './execution';
import { commissionFrom, commissionOf, commissionsOf } from './feeSchedule';
import {
  isMarketOpen,
  listingOf,
  livePricesAt,
  quoteOf,
  sessionCloseAt,
  tradeDateOf,
} from './market';
import * as repo from './repo';
import type { FillRow, OrderRow } from './repo';

/** What trading services take: the handle and clock, and the market simulator's seed and time. */
export interface TradingDeps extends ServiceDeps {
  seed: SimSeed;
  /** The simulator's now (epoch ms): every trading instant but a quote's life is on this clock. */
  marketNow: () => number;
}

/**
 * How long a trading unlock lasts: 15 minutes, after which the next order asks for the PIN (or
 * second factor) again; a session's access token lives about as long, so in practice one unlock
 * per session, as the trade password of moomoo/Futu.
 */
export const TRADE_UNLOCK_MS = 15 * 60_000;

/**
 * Price protection of a market order: it fills at its quote's price while the quote
 * lives, unless the market has moved more than this fraction since; then it is refused (409
 * PRICE_MOVED) rather than filled at a price the client did not see.
 */
export const PRICE_COLLAR = '0.05';

/**
 * POST /trade/app/v1/unlock: the step-up the contract declares (`trade_unlock`: the strongest
 * proof the client holds, spec 5 PIN or the second factor when it is on; a wrong one is counted
 * and kept), then the session's unlock, so that its orders need no proof each.
 */
export async function unlockTrading(
  deps: TradingDeps,
  owner: Caller & { sessionId: string },
  stepUp: StepUp<'trade_unlock'>,
): Promise<{ until: string }> {
  await stepUp(deps);
  const until = new Date(deps.clock().getTime() + TRADE_UNLOCK_MS);
  await repo.saveUnlock(deps.db, { ...owner, until });
  return { until: until.toISOString() };
}

/**
 * Sessions' unlocks as this process last read them (session id -> the owner and `until`, epoch
 * ms). An unlock is only ever extended (a new unlock of the session sets a later `until`) and
 * never revoked, so one read in force stays in force until its `until`: every order of a session
 * but the first is checked without a read. A session ended meanwhile is refused by the sign-in
 * check before this one; an unlock made by another process is read when this one's has lapsed.
 */
const unlocks = new Map<string, { tenantId: string; userId: string; until: number }>();
const UNLOCK_CACHE_LIMIT = 100_000;

interface Priced {
  ticket: OrderTicket;
  instrument: ReturnType<typeof listingOf>;
  preview: OrderPreview;
  /** The live price. */
  live: string;
  at: number;
  /** The tenant's commission on the exchange now. */
  commission: CommissionSchedule;
}

const RULE_STATUS = 422;

/**
 * The ticket checked and priced (spec 3/5): the listing (404), the form (domain's
 * `validateOrderForm`: lots, ticks, stop and limit sides; 400 with field codes), the paying
 * account (400 'account'), the estimate at the live price (or the limit/stop), and the
 * eligibility of spec 5/8 on the available cash after conversion (422 INSUFFICIENT_BALANCE with
 * 'no_available_funds' / 'amount_exceeds_available' / 'insufficient_balance').
 */
async function price(
  deps: TradingDeps,
  owner: Caller,
  body: TradeQuoteRequest,
  user: { vip: number; score: number; balances?: readonly AssetBuckets[] },
  /** The tenant's commission on the listing's exchange, when the caller read it already. */
  known?: CommissionSchedule,
): Promise<Priced> {
  const instrument = listingOf(body.exchange, body.symbol);
  const exchange = instrument.exchange;
  const at = deps.marketNow();
  const live = quoteOf(deps.seed, instrument, at).price;
  // the shares held bound a sell only (a buy's lot rules do not read them)
  const holding =
    body.side === 'sell'
      ? ((await clientSecurities(deps.db, owner.tenantId, owner.userId)).get(
          instrumentKey(exchange, instrument.symbol),
        )?.available ?? '0')
      : '0';
  const form = validateOrderForm(body, {
    exchange,
    symbol: instrument.symbol,
    holding,
    marketPrice: live,
  });
  if (!form.ok) throw AppError.validation(formFieldErrors(form.issues));
  const ticket = form.value;
  const account = await accountIn(deps.db, owner, body.account, user.balances);
  if (!account) {
    throw AppError.validation([{ path: 'account', message: 'account_required' }]);
  }
  const { currency } = EXCHANGES[exchange];
  const commission = known ?? (await commissionOf(deps.db, owner.tenantId, exchange));
  const fxRate =
    account.currency === currency
      ? null
      : (fxProvider().midRate(currency, account.currency, new Date(at)) ?? null);
  const preview = previewOrder({
    exchange,
    side: ticket.side,
    ...(ticket.quantity === undefined ? { amount: ticket.amount! } : { quantity: ticket.quantity }),
    price: previewPrice(ticket.type, {
      quote: live,
      ...('limit_price' in ticket ? { limit_price: ticket.limit_price } : {}),
      ...('stop_price' in ticket ? { stop_price: ticket.stop_price } : {}),
    }),
    commission,
    tradeDate: tradeDateOf(exchange, at),
    accountCurrency: account.currency,
    fxRate,
  });
  if (preview.fx_rate === null && account.currency !== currency) {
    throw new AppError('FX_RATE_UNAVAILABLE', RULE_STATUS, 'FX rate unavailable.');
  }
  if (!toDecimal(preview.quantity).gt('0')) {
    throw AppError.validation([{ path: 'amount', message: 'amount_below_minimum' }]);
  }
  if (ticket.side === 'sell' && !Money.of(preview.total, currency).isPositive()) {
    // the charges would exceed the proceeds: nothing to pay out, refused as too small
    throw AppError.validation([{ path: 'quantity', message: 'amount_below_minimum' }]);
  }
  const eligible = checkOrderEligibility({ preview, available: account.available, user });
  if (!eligible.ok) {
    const balance = ['no_available_funds', 'amount_exceeds_available', 'insufficient_balance'];
    const field = { path: 'amount', message: eligible.code, params: eligible.params };
    if (balance.includes(eligible.code)) {
      throw new AppError('INSUFFICIENT_BALANCE', RULE_STATUS, 'Insufficient balance.', [field]);
    }
    throw new AppError('NOT_ELIGIBLE', 403, 'Not eligible for this product.', [field]);
  }
  return { ticket, instrument, preview, live, at, commission };
}

/**
 * The client's level and score, and the trading gates: not suspended, KYC approved (spec 6).
 * `gates` reads whether trading is suspended once the client row is locked, and may read a
 * buy's balances with it (a market order reads its quote and commission in that statement too);
 * by default the suspension is a statement of its own and the balances another.
 */
async function trader(
  deps: TradingDeps,
  owner: Caller,
  side: 'buy' | 'sell',
  gates: () => Promise<{
    suspended: boolean;
    balances?: AssetBuckets[] | undefined;
  }> = async () => ({
    suspended: await repo.isSuspended(deps.db, owner.tenantId, owner.userId),
  }),
  /** The client row a group commit locked already for this request (`PlacementTurn`). */
  locked?: { client: Awaited<ReturnType<typeof repo.lockTrader>> },
) {
  const client = locked
    ? locked.client
    : await repo.lockTrader(deps.db, owner.tenantId, owner.userId);
  if (!client) throw AppError.unauthorized();
  const gate = await gates();
  const facts = { ...client, suspended: gate.suspended };
  if (facts.suspended) {
    throw new AppError('TRADING_SUSPENDED', 403, 'Trading is suspended for your account.');
  }
  // spec 6: an outstanding balance suspends trading. Selling what one holds stays open, as
  // brokers keep closing trades open to a client in arrears: it raises the cash that pays it
  let balances: AssetBuckets[] | undefined;
  if (side === 'buy') {
    balances = gate.balances ?? (await clientBalances(deps.db, owner.tenantId, owner.userId));
    const owing = balances.find((b) => Money.of(b.outstanding, b.currency).isPositive());
    if (owing) {
      throw new AppError(
        'TRADING_SUSPENDED',
        403,
        'Trading is suspended while an outstanding balance is unpaid.',
        [
          {
            path: 'outstanding',
            message: 'outstanding_balance',
            params: { amount: owing.outstanding, currency: owing.currency },
          },
        ],
      );
    }
  }
  if (facts.kyc_status !== 'approved') {
    throw new AppError('KYC_REQUIRED', 403, 'Complete your identity verification first.');
  }
  // a buy's balances, read once: the paying account's available cash is judged from them
  return { ...facts, ...(balances === undefined ? {} : { balances }) };
}

/**
 * POST /trade/app/v1/quote (spec 4): the ticket priced now, stored with its expiry
 * (QUOTE_VALIDITY_MS): price, fee and tax lines, total, the FX rate and converted total.
 */
export async function quoteOrder(
  deps: TradingDeps,
  owner: Caller,
  body: TradeQuoteRequest,
): Promise<TradeQuote> {
  const facts = await trader(deps, owner, body.side);
  const { ticket, instrument, preview } = await price(deps, owner, body, facts);
  // the countdown runs on the client's clock: the quote lives in wall time, whatever instant the
  // market simulator shows (MARKET_TIME shifts only the market's)
  const createdAt = deps.clock();
  const expiresAt = quoteExpiresAt(createdAt);
  const id = randomUUID();
  await repo.insertQuote(deps.db, {
    id,
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    exchange: instrument.exchange,
    symbol: instrument.symbol,
    side: ticket.side,
    quantity: preview.quantity,
    price: preview.price,
    account_currency: preview.account_currency,
    preview,
    created_at: createdAt,
    expires_at: expiresAt,
  });
  return {
    ...preview,
    id,
    symbol: instrument.symbol,
    type: ticket.type,
    created_at: createdAt.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * The session's trading unlock, in force (403 TRADING_LOCKED otherwise). The route checks it
 * before the Idempotency-Key's unit of work too, so that a locked session's refusal is not
 * stored as the key's answer (the key works once the session is unlocked).
 */
export async function requireUnlocked(
  deps: ServiceDeps,
  owner: Caller & { sessionId: string },
): Promise<void> {
  const now = deps.clock().getTime();
  const known = unlocks.get(owner.sessionId);
  if (
    known !== undefined &&
    known.tenantId === owner.tenantId &&
    known.userId === owner.userId &&
    known.until > now
  ) {
    return;
  }
  const unlocked = await repo.unlockUntil(deps.db, owner.tenantId, owner.userId, owner.sessionId);
  if (!unlocked || unlocked.getTime() <= now) {
    throw new AppError('TRADING_LOCKED', 403, 'Unlock trading first.');
  }
  if (unlocks.size >= UNLOCK_CACHE_LIMIT) unlocks.clear();
  unlocks.set(owner.sessionId, {
    tenantId: owner.tenantId,
    userId: owner.userId,
    until: unlocked.getTime(),
  });
}

/**
 * A market buy's turn in a group commit (placementBatch.ts, docs/decisions/0020): its order id
 * and what the batch read for it in its statements for all its requests (the client row locked,
 * then the claim of `marketClaim` with its gates), in place of `placeOrder`'s own reads; and how
 * its trade is posted with the batch's others. The rules are `placeOrder`'s, judged as alone.
 */
export interface PlacementTurn {
  orderId: string;
  client: Awaited<ReturnType<typeof repo.lockTrader>>;
  reads: repo.MarketOrderReads;
  postWith: PostTrade;
}

/**
 * What a market order claims and reads with its suspension (`repo.claimQuotesAndGates`): its
 * quote for the order `orderId`, the commission of its market and, for a buy (filled as it is
 * placed), its position, locked before the cash, and its balances.
 */
export function marketClaim(
  owner: Caller,
  body: Pick<TradeOrderRequest, 'symbol' | 'exchange' | 'side' | 'quote_id'>,
  orderId: string,
): repo.MarketOrderClaim {
  const listed = resolveListing(body.symbol, body.exchange);
  return {
    tenantId: owner.tenantId,
    userId: owner.userId,
    quoteId: body.quote_id,
    orderId,
    market: listed === undefined ? undefined : EXCHANGES[listed.exchange].market,
    position:
      listed === undefined || body.side !== 'buy'
        ? undefined
        : {
            exchange: listed.exchange,
            symbol: listed.symbol,
            currency: EXCHANGES[listed.exchange].currency,
          },
    balances: body.side === 'buy',
  };
}

const quoteExpired = () =>
  new AppError('QUOTE_EXPIRED', 409, 'Please get the latest quotation again.');

/**
 * POST /trade/app/v1/order (spec 3-5; Idempotency-Key): the session unlocked for trading (403
 * TRADING_LOCKED), not suspended, KYC approved; the ticket priced and checked as for a quote.
 * A market order needs the market open (409 MARKET_CLOSED: it is refused, not queued; a limit or
 * stop order placed outside the session works from the next one) and its live quote for the same
 * ticket (409 QUOTE_EXPIRED past its expiry, when it names another ticket, or when another order
 * has used it: a quote backs one order), and fills at the
 * quote's price at once unless the market moved beyond PRICE_COLLAR (409 PRICE_MOVED). A market
 * buy pays from the available cash in its fill's one transaction; a working buy holds its cash
 * (at the limit, or the stop plus the collar); a sell holds its shares (422 INSUFFICIENT_SHARES
 * when another order took them first).
 */
export async function placeOrder(
  deps: TradingDeps,
  owner: Caller & { sessionId: string },
  body: TradeOrderRequest,
  keyAnswer?: KeyAnswer,
  /** A market buy's turn in a group commit: read for it already, posted with the others. */
  turn?: PlacementTurn,
): Promise<TradeOrder> {
  // the route's guard checked it before the unit of work; this check is answered from what the
  // guard read (the process remembers an unlock in force until it lapses), without a read
  await requireUnlocked(deps, owner);
  const { quote_id: quoteId, ...ticketBody } = body;
  const type = body.type as OrderType;
  const id = turn?.orderId ?? randomUUID();
  // a market order's quote claim, commission (and a buy's position and balances) are read with
  // its suspension, in one statement
  let reads: repo.MarketOrderReads | undefined;
  const facts = await trader(
    deps,
    owner,
    body.side,
    type === 'market'
      ? async () => {
          if (turn) reads = turn.reads;
          else {
            reads = (
              await repo.claimQuotesAndGates(
                deps.db,
                [marketClaim(owner, body, id)],
                clientBalancesQuery,
              )
            )[0]!;
          }
          return {
            suspended: reads.suspended,
            balances: reads.balances && clientBalancesOf(reads.balances),
          };
        }
      : undefined,
    turn && { client: turn.client },
  );
  const exchange = listingOf(body.exchange, body.symbol).exchange;
  const at = deps.marketNow();
  let fillAt: string | undefined;
  let priced: Priced;
  if (type === 'market') {
    if (!isMarketOpen(exchange, at)) {
      throw new AppError('MARKET_CLOSED', 409, 'The market is closed.');
    }
    const quote = reads!.quote;
    if (!quote || quote.expires_at.getTime() <= deps.clock().getTime()) throw quoteExpired();
    priced = await price(deps, owner, ticketBody, facts, commissionFrom(reads!.fee, exchange));
    const quoted = quote.preview as OrderPreview;
    if (
      quote.exchange !== priced.instrument.exchange ||
      quote.symbol !== priced.instrument.symbol ||
      quote.side !== priced.ticket.side ||
      compareDecimal(quote.quantity, priced.preview.quantity) !== 0 ||
      quote.account_currency !== priced.preview.account_currency
    ) {
      throw quoteExpired();
    }
    const move = toDecimal(priced.live).minus(quote.price).abs().div(quote.price);
    if (move.gt(PRICE_COLLAR)) {
      throw new AppError('PRICE_MOVED', 409, 'Please get the latest quotation again.', [
        {
          path: 'price',
          message: 'price_moved',
          params: { quoted: quote.price, price: priced.live },
        },
      ]);
    }
    // the quote's figures must still hold under the commission in force (the back office may
    // have changed the tenant's schedule since): else the client gets the latest quotation
    const refigured = previewOrder({
      exchange,
      side: priced.ticket.side,
      quantity: quote.quantity,
      price: quote.price,
      commission: priced.commission,
      tradeDate: tradeDateOf(exchange, at),
      accountCurrency: quote.account_currency,
      fxRate: quoted.fx_rate,
    });
    if (refigured.converted_total !== quoted.converted_total) throw quoteExpired();
    fillAt = quote.price;
    // the cash is held, and the eligibility judged, at the quoted figures
    priced = { ...priced, preview: { ...quoted } };
  } else {
    priced = await price(deps, owner, ticketBody, facts);
  }
  const { ticket, instrument, preview, commission } = priced;
  const instrumentId = instrumentKey(instrument.exchange, instrument.symbol);
  // a market buy filled at its quote at once posts once (execution.ts fillOnPlacement): no hold
  const postsOnce = fillAt !== undefined && ticket.side === 'buy';
  let holdId: string | null = null;
  let held = '0';
  if (postsOnce) {
    // nothing to hold: the fill pays from available in the order's own statement
  } else if (ticket.side === 'buy') {
    held = heldFor(type, preview, ticket, at, commission);
    const hold = await placeHold(deps.db, {
      tenantId: owner.tenantId,
      userId: owner.userId,
      currency: preview.account_currency,
      amount: held,
      kind: 'order',
      reference: id,
    });
    holdId = hold.id;
  } else {
    await moveSecurities(deps.db, {
      tenantId: owner.tenantId,
      kind: 'trade.place',
      reference: id,
      legs: [
        {
          account: { client: owner.userId },
          instrument: instrumentId,
          bucket: 'available',
          quantity: `-${preview.quantity}`,
        },
        {
          account: { client: owner.userId },
          instrument: instrumentId,
          bucket: 'frozen',
          quantity: preview.quantity,
        },
      ],
    });
  }
  const placedAt = new Date(at);
  const order: repo.NewOrder = {
    id,
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    exchange: instrument.exchange,
    symbol: instrument.symbol,
    name: instrument.name,
    currency: preview.currency,
    account_currency: preview.account_currency,
    side: ticket.side,
    type,
    time_in_force: ticket.time_in_force,
    quantity: preview.quantity,
    limit_price: 'limit_price' in ticket ? ticket.limit_price : null,
    stop_price: 'stop_price' in ticket ? ticket.stop_price : null,
    quote_id: quoteId ?? null,
    status: 'pending',
    hold_id: holdId,
    held,
    fx_rate: preview.fx_rate,
    commission,
    placed_at: placedAt,
    expires_at: orderExpiresAt(ticket.time_in_force, {
      placedAt,
      sessionCloseAt: sessionCloseAt(instrument.exchange, at),
    }),
    // checked now: the engine looks at it from the next tick on
    checked_at: placedAt,
  };
  if (postsOnce) {
    const live = quoteOf(deps.seed, instrument, deps.marketNow()).price;
    // the answer is known before the fill's statement runs: the Idempotency-Key's answer is
    // stored in that statement, not in one more after it
    let answer: TradeOrder | undefined;
    const filled = await fillOnPlacement(
      deps.db,
      order,
      fillAt!,
      at,
      keyAnswer && ((o, f) => keyAnswer.storeWith((answer = toTradeOrder(o, f, live)))),
      reads?.position,
      turn?.postWith,
    );
    return answer ?? toTradeOrder(filled.order, filled.fill, live);
  }
  const placed = await repo.insertOrder(deps.db, order);
  // the answer is the order as written (orderDetail's, without reading back what was just
  // written); a market order rejected at its fill is read back
  const live = quoteOf(deps.seed, instrument, deps.marketNow()).price;
  if (fillAt === undefined) return toTradeOrder(placed, undefined, live);
  const filled = await fillOrder(deps.db, placed, fillAt, at);
  if (!filled) return orderDetail(deps, owner, id);
  return toTradeOrder(filled.order, filled.fill, live);
}

/**
 * What a buy holds, in the account's currency: a market order its quoted total; a limit order
 * (and a stop-limit) its total at the limit; a stop order its total at the stop plus the
 * collar, the most it may fill at (beyond, the fill is refused and the hold released).
 */
function heldFor(
  type: OrderType,
  preview: OrderPreview,
  ticket: OrderTicket,
  at: number,
  commission: CommissionSchedule,
): string {
  if (type !== 'stop') return preview.converted_total!;
  const stop = toDecimal((ticket as { stop_price: string }).stop_price);
  const exchange = preview.exchange as ExchangeId;
  const capped = previewOrder({
    exchange,
    side: 'buy',
    quantity: preview.quantity,
    price: stop.times(toDecimal('1').plus(PRICE_COLLAR)).toFixed(),
    commission,
    tradeDate: tradeDateOf(exchange, at),
    accountCurrency: preview.account_currency,
    fxRate: preview.fx_rate,
  });
  return Money.of(capped.converted_total!, preview.account_currency).roundWith('up').toString();
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The wire order: spec 3 fields, the ticket, the fill and the timeline. */
export function toTradeOrder(
  o: OrderRow,
  fill: FillRow | undefined,
  livePrice?: string,
): TradeOrder {
  const c = o.currency;
  // prices as the exchange writes them (its tick grid's decimals: '168.90')
  const decimals = EXCHANGES[o.exchange as ExchangeId].priceDecimals;
  const px = (v: string) => {
    const [whole, fraction = ''] = toDecimal(v).toFixed(decimals).split('.');
    return `${whole}.${fraction.replace(/(?<=\d{2})0+$/, '')}`;
  };
  const money = (v: string | null | undefined) =>
    v === null || v === undefined ? null : Money.of(v, c).toString();
  const timeline: TradeOrder['timeline'] = [{ event: 'placed', at: o.placed_at.toISOString() }];
  if (fill) timeline.push({ event: 'filled', at: fill.filled_at.toISOString() });
  if (o.settled_at) timeline.push({ event: 'settled', at: o.settled_at.toISOString() });
  if (o.closed_at) {
    const event =
      o.last_event === 'cancel' ? 'cancelled' : o.last_event === 'expire' ? 'expired' : 'rejected';
    timeline.push({ event, at: o.closed_at.toISOString() });
  }
  const buy = o.side === 'buy';
  const quantity = toDecimal(o.quantity).toFixed();
  return {
    id: o.id,
    symbol: o.symbol,
    market: o.exchange,
    name: o.name,
    currency: c,
    type: 'stock',
    exchange: o.exchange as ExchangeId,
    side: o.side as TradeOrder['side'],
    order_type: o.type as OrderType,
    time_in_force: o.time_in_force as TradeOrder['time_in_force'],
    limit_price: o.limit_price === null ? null : px(o.limit_price),
    stop_price: o.stop_price === null ? null : px(o.stop_price),
    account_currency: o.account_currency,
    quantity,
    buy_amount: buy && fill ? Money.of(fill.gross, c).toString() : Money.zero(c).toString(),
    buy_price: buy && fill ? px(fill.price) : '0',
    buy_time: o.placed_at.toISOString(),
    sell_time: !buy && fill ? fill.filled_at.toISOString() : null,
    sell_amount: !buy && fill ? Money.of(fill.gross, c).toString() : null,
    current_price: livePrice ?? null,
    trade_fees: money(fill?.trade_fees),
    tax_fees: money(fill?.tax_fees),
    fill_price: fill ? px(fill.price) : null,
    fees: (fill?.fees as FeeLine[] | undefined) ?? [],
    total: money(fill?.total),
    fx_rate: fill?.fx_rate == null ? null : toDecimal(fill.fx_rate).toFixed(),
    converted_total: fill ? Money.of(fill.converted_total, o.account_currency).toString() : null,
    realised_pnl: money(fill?.realised_pnl),
    cumulative_profit: null,
    est_pnl: null,
    est_sell_fees: null,
    placed_at: o.placed_at.toISOString(),
    expires_at: o.expires_at.toISOString(),
    settles_at: iso(o.settles_at),
    reason: o.reason,
    cancellable: isOrderCancellable(o.status as never),
    timeline,
    status: o.status as TradeOrder['status'],
  };
}

const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 404, 'Order not found.');

/** GET /trade/app/v1/orders/:id: the client's order (another's is 404). */
export async function orderDetail(
  deps: TradingDeps,
  owner: Caller,
  id: string,
): Promise<TradeOrder> {
  const order = await repo.findOrder(deps.db, owner.tenantId, id);
  if (!order || order.user_id !== owner.userId) throw orderNotFound();
  const [fill] = await repo.fillsOf(deps.db, [id]);
  const instrument = listingOf(order.exchange, order.symbol);
  return toTradeOrder(order, fill, quoteOf(deps.seed, instrument, deps.marketNow()).price);
}

/**
 * spec 3 User `order_num` ("order sum"): the count of the client's orders, whatever their status;
 * the number itself when this process knows it (repo.ts `countOrders`), else a promise of it.
 */
export function orderCount(deps: ServiceDeps, owner: Caller): number | Promise<number> {
  return repo.countOrders(deps.db, owner.tenantId, owner.userId);
}

/** spec 2: the list's status filter; 'all' (or none) is every status. */
const statusFilter = (status?: string) =>
  status === undefined || status === 'all' ? undefined : [status];

/** GET /trade/app/v1/orders: the client's orders, newest first, by type, side and status. */
export async function listOrders(
  deps: TradingDeps,
  owner: Caller & { all?: boolean },
  query: TradeOrdersQuery,
) {
  const { page, size, offset } = pageOf(query);
  // only stocks trade here so far: another product type has no orders
  if (query.type !== undefined && query.type !== 'all' && query.type !== 'stock') {
    return { list: [], total: 0, page, size };
  }
  const { rows, total } = await repo.listOrders(deps.db, {
    tenantId: owner.tenantId,
    userId: owner.userId,
    ...(query.side === undefined ? {} : { side: query.side }),
    ...(statusFilter(query.status) === undefined ? {} : { statuses: statusFilter(query.status) }),
    limit: size,
    offset,
  });
  const fills = new Map(
    (
      await repo.fillsOf(
        deps.db,
        rows.map((r) => r.id),
      )
    ).map((f) => [f.order_id, f]),
  );
  return { list: rows.map((r) => toTradeOrder(r, fills.get(r.id))), total, page, size };
}

/**
 * POST /trade/app/v1/orders/:id/cancel: a working order of the client (404 otherwise) is
 * withdrawn: its hold released; one that a fill (or another cancel) reached first is 409
 * ORDER_NOT_CANCELLABLE.
 */
export async function cancelOrder(
  deps: TradingDeps,
  owner: Caller,
  id: string,
  reason = 'cancelled',
): Promise<TradeOrder> {
  const order = await repo.lockOrder(deps.db, owner.tenantId, id);
  if (!order || order.user_id !== owner.userId) throw orderNotFound();
  await closeOrder(deps.db, order, 'cancel', reason, deps.marketNow());
  return orderDetail(deps, owner, id);
}

/**
 * GET /trade/app/v1/positions: every listing the client holds, at the live price: average
 * cost, value, estimated selling fees and P&L (spec 3), realised P&L, today's change.
 */
export async function listPositions(deps: TradingDeps, owner: Caller): Promise<TradePositions> {
  const rows = await repo.positionsOf(deps.db, owner.tenantId, owner.userId);
  const shares = await clientSecurities(deps.db, owner.tenantId, owner.userId);
  const commission = await commissionsOf(deps.db, owner.tenantId);
  const at = deps.marketNow();
  const list: TradePosition[] = [];
  for (const r of rows) {
    const quantity = toDecimal(r.quantity).toFixed();
    if (quantity === '0') continue;
    const instrument = listingOf(r.exchange, r.symbol);
    const q = quoteOf(deps.seed, instrument, at);
    const position = {
      currency: r.currency,
      quantity,
      cost: Money.of(r.cost, r.currency).toString(),
      realised: Money.of(r.realised, r.currency).toString(),
    };
    const fees = estimateSellFees({
      exchange: instrument.exchange,
      quantity,
      price: q.price,
      commission: commission(instrument.exchange),
      tradeDate: tradeDateOf(instrument.exchange, at),
    });
    const value = valuePosition(position, { price: q.price, estSellFees: fees });
    const held = shares.get(instrumentKey(r.exchange, r.symbol)) ?? { available: '0', frozen: '0' };
    const cost = Money.of(position.cost, r.currency);
    list.push({
      exchange: instrument.exchange,
      symbol: r.symbol,
      name: instrument.name,
      currency: r.currency,
      quantity,
      available: held.available,
      frozen: held.frozen,
      avg_cost: averageCost(position),
      cost: position.cost,
      price: q.price,
      ...value,
      pnl_percent: cost.isPositive()
        ? toDecimal(value.est_pnl).div(cost.value).times('100').round(2).toFixed(2)
        : null,
      realised: position.realised,
      day_change: Money.of(q.change, r.currency).mul(quantity).round().toString(),
    });
  }
  return { list, count: list.length };
}

/** A client's holdings in one listing currency, at the live price (the portfolio's figures). */
export interface HoldingsValue {
  currency: string;
  /** quantity x price, summed. */
  market_value: string;
  /** The cost basis (average cost) of what is held. */
  cost: string;
  /** Realised P&L of the sales so far. */
  realised: string;
  /** quantity x (price - previous close), summed. */
  day_change: string;
}

/**
 * The client's holdings summed per listing currency (GET /stat/app/v1/portfolio): one read of the
 * positions, and per holding only what the sums need (its value and today's change at the live
 * price, as `listPositions` figures them; not the selling fees and P&L of each row).
 */
export async function holdingsByCurrency(
  deps: TradingDeps,
  owner: Caller,
): Promise<HoldingsValue[]> {
  const rows = await repo.positionsOf(deps.db, owner.tenantId, owner.userId);
  // the price and today's change only: a whole quote per holding is most of this read's time
  const live = livePricesAt(deps.seed, deps.marketNow());
  const out = new Map<string, Record<keyof Omit<HoldingsValue, 'currency'>, Money>>();
  for (const r of rows) {
    const c = r.currency;
    let entry = out.get(c);
    if (entry === undefined) {
      const z = Money.zero(c);
      entry = { market_value: z, cost: z, realised: z, day_change: z };
      out.set(c, entry);
    }
    // realised P&L stays after a position is sold out
    entry.realised = entry.realised.add(Money.of(r.realised, c));
    const quantity = toDecimal(r.quantity).toFixed();
    if (quantity === '0') continue;
    const q = live(listingOf(r.exchange, r.symbol));
    entry.market_value = entry.market_value.add(Money.of(q.price, c).mul(quantity).round());
    entry.cost = entry.cost.add(Money.of(r.cost, c));
    entry.day_change = entry.day_change.add(Money.of(q.change, c).mul(quantity).round());
  }
  return [...out].map(([currency, e]) => ({
    currency,
    market_value: e.market_value.toString(),
    cost: e.cost.toString(),
    realised: e.realised.toString(),
    day_change: e.day_change.toString(),
  }));
}

// ---- back office -------------------------------------------------------------

/** A client's orders for the back office, newest first (all statuses unless one is given). */
export async function clientOrders(
  deps: TradingDeps,
  owner: Caller,
  status?: string,
): Promise<TradeOrder[]> {
  const { rows } = await repo.listOrders(deps.db, {
    tenantId: owner.tenantId,
    userId: owner.userId,
    ...(statusFilter(status) === undefined ? {} : { statuses: statusFilter(status) }),
    limit: 500,
    offset: 0,
  });
  const fills = new Map(
    (
      await repo.fillsOf(
        deps.db,
        rows.map((r) => r.id),
      )
    ).map((f) => [f.order_id, f]),
  );
  return rows.map((r) => toTradeOrder(r, fills.get(r.id)));
}

/**
 * The back office cancels a client's working order with a reason (the broker's cancel, spec 4
 * 'rejected'): its hold is released. 404 ORDER_NOT_FOUND, 409 ORDER_NOT_CANCELLABLE.
 */
export async function cancelOrderByBroker(
  deps: TradingDeps,
  tenantId: string,
  id: string,
  reason: string,
): Promise<TradeOrder> {
  const order = await repo.lockOrder(deps.db, tenantId, id);
  if (!order) throw orderNotFound();
  await closeOrder(deps.db, order, 'reject', reason, deps.marketNow());
  const [fill] = await repo.fillsOf(deps.db, [id]);
  return toTradeOrder((await repo.findOrder(deps.db, tenantId, id))!, fill);
}

/**
 * The back office suspends a client's trading: quotes and new orders answer 403
 * TRADING_SUSPENDED, and every working order is cancelled with the reason `suspended`, its hold
 * released, in the same transaction. A suspended client cannot trade, so an order left working
 * would fill on the broker's side of a decision the client can no longer act on. Answers the
 * number of orders cancelled.
 */
export async function suspendTrading(
  deps: TradingDeps,
  owner: Caller,
  reason: string,
): Promise<number> {
  const working = await repo.suspend(deps.db, { ...owner, reason });
  const at = deps.marketNow();
  for (const order of working) await closeOrder(deps.db, order, 'cancel', 'suspended', at);
  return working.length;
}

/** Lifts a suspension; false when the client was not suspended. */
export function resumeTrading(deps: ServiceDeps, owner: Caller): Promise<boolean> {
  return repo.resume(deps.db, owner.tenantId, owner.userId);
}
