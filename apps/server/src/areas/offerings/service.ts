// Offerings (spec 1-6, 8): IPOs, APOs and the AI day-trading product. The lists and an
// offering's detail, subscribing (eligibility, whole lots, a hold on the cash or, where the
// offering allows it, payment due later), cancelling while open. Services run on the handle they
// are given; the route or command opens the unit of work. The timeline's effects (allotment,
// listing) are scheduler.ts'; the back office's changes are admin.ts'.
import type {
  Offering,
  OfferingSubscription,
  OfferingWithSubscriptions,
  ProductList,
  ProductListQuery,
  ProductSubscribeRequest,
  ProductSubscriptionList,
  ProductSubscriptionListQuery,
} from '@invest/api/contract';
import {
  Money,
  OFFERING_ALLOWED,
  aiMaturityAt,
  isAiRedeemable,
  isOfferingActionAllowed,
  offeringState,
  premiumLevel,
  subscriptionCost,
  subscriptionStatusOf,
  toDecimal,
  validateAmount,
  type OfferingKind,
  type OfferingState,
  type ProductSubtype,
  type ProductType,
  type SubscriptionState,
} from '@invest/domain';
import { randomUUID } from 'node:crypto';
import { sqlState } from '../../db/transaction';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { clientBalances, placeHold, voidHold } from '../ledger';
import { quoteAt, resolveListing, type SimSeed } from '../market';
import { verifyPacCode } from '../pac';
import { AI_KIND, aiDaysOf, aiView, settleAi } from './aiDayTrading';
import * as repo from './repo';
import type { OfferingRow, SubscriptionRow } from './repo';

/** What the offerings' services take: the handle and clock, and the simulator (listed prices). */
export interface OfferingDeps extends ServiceDeps {
  seed: SimSeed;
  /** The simulator's now (epoch ms): the price of a listed offering. */
  marketNow: () => number;
}

/** The actions a client takes; the others are the back office's and the scheduler's. */
const CLIENT_ACTIONS = new Set(['subscribe', 'cancel_subscription']);

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** The offering's state at `now` (spec 3 timeline; domain offeringState). */
export const stateOf = (o: OfferingRow, now: Date): OfferingState =>
  offeringState(
    {
      start: o.start_time.getTime(),
      end: o.end_time.getTime(),
      pub: o.pub_time.getTime(),
      listed: o.listed_time?.getTime() ?? null,
      cancelled: o.cancelled_at !== null,
    },
    now.getTime(),
  );

const lotCost = (o: OfferingRow, lots: number): string =>
  subscriptionCost({ offerPrice: o.offer_price, lotSize: o.lot_size, currency: o.currency }, lots);

const plain = (v: string): string => toDecimal(v).toFixed();

/** The offering as a client sees it at `now` (domain offeringSchema). */
export function toOffering(deps: OfferingDeps, o: OfferingRow, now: Date): Offering {
  const state = stateOf(o, now);
  const lotSize = toDecimal(o.lot_size);
  const total = toDecimal(o.total_lots).times(lotSize);
  const subscribed = toDecimal(o.subscribed_lots).times(lotSize);
  const left = total.minus(subscribed);
  const offer = Money.of(o.offer_price, o.currency).toString();
  let market: string | null = null;
  if (state === 'listed') {
    const listing = resolveListing(o.symbol, o.exchange);
    if (listing) market = quoteAt(deps.seed, listing, deps.marketNow()).price;
  }
  return {
    id: o.id,
    kind: o.kind as OfferingKind,
    type: o.type as Exclude<ProductType, 'all'>,
    subtype: o.subtype as Exclude<ProductSubtype, 'all'>,
    exchange: o.exchange,
    symbol: o.symbol,
    name: o.name,
    currency: o.currency,
    state,
    actions: OFFERING_ALLOWED[state].filter((a) => CLIENT_ACTIONS.has(a)),
    offer_price: plain(o.offer_price),
    lot_size: plain(o.lot_size),
    min_lots: o.min_lots,
    max_lots: o.max_lots,
    min_amount: lotCost(o, o.min_lots),
    max_amount: lotCost(o, o.max_lots),
    total_size: total.toFixed(),
    remaining: left.gt('0') ? left.toFixed() : '0',
    // % of the shares offered that are asked for, two decimals, down (over 100: oversubscribed)
    utilization: subscribed.times('100').div(total).round(2, 0).toFixed(),
    period: o.period,
    daily_return: o.daily_return === null ? null : plain(o.daily_return),
    market_price: market,
    price_gap: market === null ? null : toDecimal(market).minus(toDecimal(o.offer_price)).toFixed(),
    premium_level: market === null ? null : premiumLevel(market, offer),
    min_vip: o.min_vip,
    min_score: o.min_score,
    pac_code_required: o.pac_code_required,
    payment_later: o.payment_later,
    early_redemption: o.early_redemption,
    timeline: {
      start_time: o.start_time.toISOString(),
      end_time: o.end_time.toISOString(),
      pub_time: o.pub_time.toISOString(),
      refund_time: iso(o.refund_time ?? o.pub_time),
      listed_time: iso(o.listed_time),
      lwr_time: iso(o.lwr_time),
      settlement_time: iso(o.settlement_time),
      offer_price: offer,
    },
    allotted_at: iso(o.allotted_at),
    listed_at: iso(o.listed_at),
  };
}

/** A subscription as its client sees it (domain offeringSubscriptionSchema). */
export function toSubscription(
  deps: OfferingDeps,
  s: SubscriptionRow,
  o: OfferingRow,
  now: Date,
): OfferingSubscription {
  const state = s.state as SubscriptionState;
  const offering = toOffering(deps, o, now);
  const money = (v: string | null) => (v === null ? null : Money.of(v, o.currency).toString());
  const shares = (lots: number) => toDecimal(o.lot_size).times(String(lots)).toFixed();
  return {
    id: s.id,
    offering_id: o.id,
    kind: offering.kind,
    exchange: o.exchange,
    symbol: o.symbol,
    name: o.name,
    currency: o.currency,
    lots: s.lots,
    quantity: shares(s.lots),
    amount: money(s.amount)!,
    held: state === 'awaiting' ? money(s.amount)! : Money.zero(o.currency).toString(),
    state,
    status: subscriptionStatusOf(offering.kind, state),
    // spec 8 'IPO payment due': the client must contact customer service to pay
    payment_due: state === 'payment',
    cancellable:
      (state === 'awaiting' || state === 'payment') &&
      isOfferingActionAllowed(offering.state, 'cancel_subscription'),
    allotted_lots: s.allotted_lots,
    allotted_quantity: s.allotted_lots === null ? null : shares(s.allotted_lots),
    allotted_amount: money(s.allotted_amount),
    refund_amount: money(s.refund_amount),
    created_at: s.created_at.toISOString(),
    cancelled_at: iso(s.cancelled_at),
    allotted_at: iso(s.allotted_at),
    listed_at: iso(s.listed_at),
    offering_state: offering.state,
    timeline: offering.timeline,
    ai: aiView(o, s, now),
  };
}

const notFound = () => new AppError('OFFERING_NOT_FOUND', 404, 'Offering not found.');

/** The offering with the caller's subscriptions on it. */
async function withSubscriptions(
  deps: OfferingDeps,
  owner: Caller,
  rows: OfferingRow[],
  now: Date,
): Promise<OfferingWithSubscriptions[]> {
  const subs = await repo.subscriptionsOf(
    deps.db,
    rows.map((r) => r.id),
    owner.userId,
  );
  return rows.map((o) => ({
    ...toOffering(deps, o, now),
    subscriptions: subs
      .filter((s) => s.offering_id === o.id)
      .map((s) => toSubscription(deps, s, o, now)),
  }));
}

const filterOf = (q: { type?: string | undefined; subtype?: string | undefined }) => ({
  type: q.type === 'all' ? undefined : q.type,
  subtype: q.subtype === 'all' ? undefined : q.subtype,
});

/** GET /product/app/v1/list: the tenant's offerings by spec 4 type, subtype and state. */
export async function listProducts(
  deps: OfferingDeps,
  owner: Caller,
  query: ProductListQuery,
): Promise<ProductList> {
  const now = deps.clock();
  const { page, size, offset } = pageOf(query);
  const all = await repo.allOfferings(deps.db, owner.tenantId);
  const { type, subtype } = filterOf(query);
  const matching = all
    .filter((o) => type === undefined || o.type === type)
    .filter((o) => subtype === undefined || o.subtype === subtype)
    .filter((o) => query.state === undefined || stateOf(o, now) === query.state)
    .reverse();
  return {
    list: matching.slice(offset, offset + size).map((o) => toOffering(deps, o, now)),
    total: matching.length,
    page,
    size,
  };
}

/** Live subscriptions: the 'subs' tab (spec 2). */
const LIVE = ['awaiting', 'payment', 'allotted'] as const;

/** GET /product/app/v1/subscriptions?tab=now|upcoming|subs|history (spec 2). */
export async function listSubscriptionTab(
  deps: OfferingDeps,
  owner: Caller,
  query: ProductSubscriptionListQuery,
): Promise<ProductSubscriptionList> {
  const now = deps.clock();
  const { page, size, offset } = pageOf(query);
  const tab = query.tab ?? 'now';
  const { rows, total } = await repo.pageOfferings(
    deps.db,
    {
      tenantId: owner.tenantId,
      ...filterOf(query),
      now,
      ...(tab === 'subs' ? { subscribedBy: { userId: owner.userId, states: LIVE } } : { tab }),
    },
    { size, offset },
  );
  return { list: await withSubscriptions(deps, owner, rows, now), total, page, size };
}

/** GET /product/app/v1/:id: the offering, its timeline and the caller's subscriptions on it. */
export async function productDetail(
  deps: OfferingDeps,
  owner: Caller,
  id: string,
): Promise<OfferingWithSubscriptions> {
  const row = await repo.findOffering(deps.db, owner.tenantId, id);
  if (!row) throw notFound();
  const [detail] = await withSubscriptions(deps, owner, [row], deps.clock());
  return detail!;
}

const notOpen = (state: OfferingState) =>
  new AppError('OFFERING_NOT_OPEN', 409, 'This offering is not open for subscription.', [
    { path: 'offering', message: 'offering_not_open', params: { state } },
  ]);

/** spec 6: the product's own minimum VIP level, then score; the spec's text. */
function checkEligible(o: OfferingRow, user: { vip: number; score: number }): void {
  const refuse = (params: Record<string, string | number>) =>
    new AppError(
      'NOT_ELIGIBLE',
      403,
      'You do not meet the eligibility requirements for this product.',
      [{ path: 'offering', message: 'not_eligible', params }],
    );
  if (user.vip < o.min_vip) throw refuse({ reason: 'vip', required: o.min_vip, level: user.vip });
  if (user.score < o.min_score) {
    throw refuse({ reason: 'score', required: o.min_score, score: user.score });
  }
}

/** The whole lots asked for: `lots`, or the lots `amount` pays for (spec 5 amount rules). */
function lotsOf(o: OfferingRow, body: ProductSubscribeRequest): number {
  if (body.lots !== undefined && body.amount !== undefined) {
    throw AppError.validation([{ path: 'amount', message: 'invalid_amount' }]);
  }
  let lots = body.lots;
  if (lots === undefined) {
    if (body.amount === undefined) {
      throw AppError.validation([{ path: 'lots', message: 'quantity_required' }]);
    }
    const amount = validateAmount(body.amount, {
      currency: o.currency,
      minAmount: lotCost(o, o.min_lots),
    });
    if (!amount.ok) {
      throw AppError.validation([
        {
          path: 'amount',
          message: amount.code,
          ...(amount.params ? { params: amount.params } : {}),
        },
      ]);
    }
    const perLot = toDecimal(o.offer_price).times(o.lot_size);
    lots = Number(toDecimal(body.amount).div(perLot).round(0, 0).toFixed());
  }
  if (lots < o.min_lots) {
    throw AppError.validation([
      { path: 'lots', message: 'quantity_below_minimum', params: { min: o.min_lots } },
    ]);
  }
  if (lots > o.max_lots) {
    throw AppError.validation([
      { path: 'lots', message: 'quantity_above_maximum', params: { max: o.max_lots } },
    ]);
  }
  return lots;
}

/**
 * POST /product/app/v1/:id/subscribe (in the Idempotency-Key's transaction): KYC approved; the
 * offering open (409 OFFERING_NOT_OPEN); spec 6 eligibility (403 NOT_ELIGIBLE 'You do not meet
 * the eligibility requirements for this product.'); the PAC code where asked (spec 5); whole lots
 * within the offering's minimum and maximum; one live subscription per client (409
 * SUBSCRIPTION_EXISTS). The cost (lots × lot size × offer price, in the offering's currency) is
 * held on the client's cash (`awaiting`); when it falls short, an offering that lets the client
 * pay later takes the subscription in `payment` (spec 8 'IPO payment due'), any other refuses
 * it (422 INSUFFICIENT_BALANCE, 'No available funds' / 'Insufficient balance').
 */
export async function subscribe(
  deps: OfferingDeps,
  owner: Caller,
  offeringId: string,
  body: ProductSubscribeRequest,
): Promise<OfferingSubscription> {
  const now = deps.clock();
  const user = await repo.subscriberFacts(deps.db, owner.tenantId, owner.userId);
  if (!user) throw AppError.unauthorized();
  if (user.kyc_status !== 'approved') {
    throw new AppError('KYC_REQUIRED', 403, 'Complete your identity verification first.');
  }
  // shared: a back-office cancel or edit (FOR UPDATE) waits for the subscriptions in flight
  const o = await repo.findOffering(deps.db, owner.tenantId, offeringId, 'share');
  if (!o) throw notFound();
  const state = stateOf(o, now);
  if (!isOfferingActionAllowed(state, 'subscribe')) throw notOpen(state);
  checkEligible(o, user);
  // spec 5: the client's own live PAC code for this offering, a single-use one spent with the
  // subscription (a wrong one was counted by the route's guard, before this transaction)
  if (o.pac_code_required) {
    await verifyPacCode(deps, owner, { kind: 'offering', id: o.id }, body.pac_code, 'redeem');
  }
  const lots = lotsOf(o, body);
  const cost = lotCost(o, lots);
  const balances = await clientBalances(deps.db, owner.tenantId, owner.userId);
  const available = Money.of(
    balances.find((b) => b.currency === o.currency)?.available ?? '0',
    o.currency,
  );
  const id = randomUUID();
  let holdId: string | null = null;
  let subState: SubscriptionState = 'awaiting';
  if (available.gte(Money.of(cost, o.currency))) {
    // the hold re-checks the balance under its row lock: of two subscriptions racing over one
    // balance, the second finds it short (422 INSUFFICIENT_BALANCE) and nothing is written
    const hold = await placeHold(deps.db, {
      tenantId: owner.tenantId,
      userId: owner.userId,
      currency: o.currency,
      amount: cost,
      kind: 'subscription',
      reference: id,
    });
    holdId = hold.id;
  } else if (o.payment_later) {
    subState = 'payment';
  } else {
    const field = available.isPositive()
      ? {
          path: 'amount',
          message: 'insufficient_balance',
          params: { required: cost, available: available.toString(), currency: o.currency },
        }
      : { path: 'amount', message: 'no_available_funds' };
    throw new AppError(
      'INSUFFICIENT_BALANCE',
      422,
      available.isPositive() ? 'Insufficient balance.' : 'No available funds.',
      [field],
    );
  }
  const row: SubscriptionRow = {
    ai_accrued: '0',
    ai_exact: '0',
    ai_days_paid: 0,
    ai_paid_through: null,
    returned_at: null,
    id,
    tenant_id: owner.tenantId,
    offering_id: o.id,
    user_id: owner.userId,
    lots,
    amount: cost,
    hold_id: holdId,
    state: subState,
    allotted_lots: null,
    allotted_amount: null,
    refund_amount: null,
    created_at: now,
    cancelled_at: null,
    allotted_at: null,
    listed_at: null,
  };
  try {
    await repo.insertSubscription(deps.db, row);
  } catch (error) {
    if (sqlState(error) === '23505') {
      throw new AppError(
        'SUBSCRIPTION_EXISTS',
        409,
        'You already have a subscription to this offering.',
      );
    }
    throw error;
  }
  const fresh = (await repo.findOffering(deps.db, owner.tenantId, o.id))!;
  return toSubscription(deps, row, fresh, now);
}

/** The client's own subscription, locked for the change; another client's is not found (404). */
async function ownSubscription(deps: OfferingDeps, owner: Caller, id: string) {
  const s = await repo.findSubscription(deps.db, owner.tenantId, id, true);
  if (!s || s.user_id !== owner.userId) {
    throw new AppError('SUBSCRIPTION_NOT_FOUND', 404, 'Subscription not found.');
  }
  return s;
}

/**
 * POST /product/app/v1/subscriptions/:id/cancel: the client's own subscription, while the
 * offering is open and the subscription awaiting (or its payment due): the hold is released in
 * the same transaction. 404 SUBSCRIPTION_NOT_FOUND (another client's too), 409
 * SUBSCRIPTION_NOT_CANCELLABLE (closed, already cancelled: of two cancels at once, one wins).
 */
export async function cancelSubscription(
  deps: OfferingDeps,
  owner: Caller,
  id: string,
): Promise<OfferingSubscription> {
  const now = deps.clock();
  const s = await ownSubscription(deps, owner, id);
  const o = (await repo.findOffering(deps.db, owner.tenantId, s.offering_id, 'share'))!;
  const state = stateOf(o, now);
  if (
    !(s.state === 'awaiting' || s.state === 'payment') ||
    !isOfferingActionAllowed(state, 'cancel_subscription')
  ) {
    throw new AppError(
      'SUBSCRIPTION_NOT_CANCELLABLE',
      409,
      'This subscription can no longer be cancelled.',
      [{ path: 'status', message: 'subscription_not_cancellable', params: { state: s.state } }],
    );
  }
  await releaseSubscription(deps, s, 'subscription.cancel', now);
  return toSubscription(deps, { ...s, state: 'cancelled', cancelled_at: now }, o, now);
}

/**
 * POST /product/app/v1/subscriptions/:id/redeem (in the Idempotency-Key's transaction): the
 * client takes a running AI day-trading subscription back before its period ends, only where the
 * product allows it (409 REDEMPTION_NOT_ALLOWED otherwise). The trading days that have ended are
 * paid first (a day under way earns nothing), then the principal returns to the client's
 * available cash; the subscription is `redeemed`. 404 SUBSCRIPTION_NOT_FOUND (another client's
 * too); 409 SUBSCRIPTION_NOT_REDEEMABLE for anything not running (an IPO, a subscription still
 * awaiting its allotment, or one already matured or redeemed). Once the period is over the
 * principal comes back by itself; a redemption then settles it as matured.
 */
export async function redeemSubscription(
  deps: OfferingDeps,
  owner: Caller,
  id: string,
): Promise<OfferingSubscription> {
  const now = deps.clock();
  const s = await ownSubscription(deps, owner, id);
  const o = (await repo.findOffering(deps.db, owner.tenantId, s.offering_id))!;
  const days = aiDaysOf(o);
  if (o.kind !== AI_KIND || days === null || s.state !== 'allotted') {
    throw new AppError(
      'SUBSCRIPTION_NOT_REDEEMABLE',
      409,
      'This subscription has nothing to redeem.',
      [
        {
          path: 'subscription',
          message: 'subscription_not_redeemable',
          params: { state: s.state },
        },
      ],
    );
  }
  const maturesAt = aiMaturityAt(days);
  const over = now.getTime() >= maturesAt;
  if (!over && !isAiRedeemable(o.early_redemption, maturesAt, now.getTime())) {
    throw new AppError(
      'REDEMPTION_NOT_ALLOWED',
      409,
      'This product cannot be redeemed before the end of its period.',
      [
        {
          path: 'subscription',
          message: 'redemption_not_allowed',
          params: { matures_at: new Date(maturesAt).toISOString() },
        },
      ],
    );
  }
  await settleAi(deps, o, [s], now, over ? 'matured' : 'redeemed');
  const fresh = (await repo.findSubscription(deps.db, owner.tenantId, id))!;
  return toSubscription(deps, fresh, o, now);
}

/** Ends a locked awaiting or payment subscription as cancelled: its hold (if any) voided. */
export async function releaseSubscription(
  deps: ServiceDeps,
  s: SubscriptionRow,
  kind: string,
  now: Date,
): Promise<void> {
  if (s.hold_id !== null && s.state === 'awaiting') {
    await voidHold(deps.db, { tenantId: s.tenant_id, holdId: s.hold_id, kind, reference: s.id });
  }
  await repo.updateSubscription(deps.db, s.id, { state: 'cancelled', cancelled_at: now });
}
