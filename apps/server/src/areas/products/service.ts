// Products (spec 1-6): the catalogue of funds, quant strategies, savings and earn products; a
// client's subscriptions (eligibility, minimums, cash; a `holding` product settles at once into
// units at the offer price, a `review` product waits, its cash held, for an advisor), the cancel
// of an awaiting one, the holdings and their redemption (a fixed term locked until maturity).
// Services run on the handle they are given; the route or command opens the unit of work. The
// work on a clock (NAVs, accruals, maturities) is scheduler.ts'; the back office's is admin.ts'.
import type {
  CatalogueDetail,
  CatalogueItem,
  CatalogueList,
  CatalogueListQuery,
  CatalogueShortList,
  CatalogueSubscribeRequest,
  ProductHoldingList,
  ProductHoldingListQuery,
  ProductOrderList,
  ProductOrderListQuery,
  ProductRedeemRequest,
} from '@invest/api/contract';
import {
  accrualDayChange,
  checkCatalogueEligibility,
  checkSubscriptionMinimums,
  compareDecimal,
  holdingRealised,
  isExclusive,
  isRedeemable,
  locales,
  maturityDay,
  minorUnits,
  Money,
  navDayChange,
  pricingOf,
  productHoldingStatus,
  productOrderStatus,
  recommendProducts,
  redeemedCost,
  sumKnown,
  toDecimal,
  unitsFor,
  utcDayOf,
  validateAmount,
  valueOf,
  type CatalogueProduct,
  type CatalogueType,
  type ClientPermissions,
  type ProductEligibility,
  type ProductHolding,
  type ProductHoldingState,
  type ProductOrder,
  type ProductOrderSide,
  type ProductOrderState,
  type Posting,
} from '@invest/domain';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import {
  CUSTODY,
  clientBalances,
  moveSecurities,
  placeHold,
  post,
  postHold,
  voidHold,
} from '../ledger';
import { verifyPacCode } from '../pac';
import * as repo from './repo';
import type { HoldingRow, OrderRow, ProductRow } from './repo';
import { accrueHolding, scheduleHolding, finishHoldingJobs } from './scheduler';

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());
const plain = (v: string): string => toDecimal(v).toFixed();
const money = (v: string, currency: string): string => Money.of(v, currency).round().toString();

/** The securities ledger's instrument of a product's units. */
export const productInstrument = (p: Pick<ProductRow, 'code'>): string => `PRODUCT:${p.code}`;

/** The product as a client sees it (domain catalogueProductSchema). */
export function toProduct(p: ProductRow): CatalogueProduct {
  const total = p.total_size === null ? null : toDecimal(p.total_size);
  const subscribed = toDecimal(p.subscribed);
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    type: p.type as CatalogueProduct['type'],
    subtype: p.subtype as CatalogueProduct['subtype'],
    asset_class: p.asset_class as CatalogueProduct['asset_class'],
    market: p.market,
    currency: p.currency,
    trading_type: p.trading_type as CatalogueProduct['trading_type'],
    term: p.term as CatalogueProduct['term'],
    lock_days: p.lock_days,
    risk_level: p.risk_level,
    state: p.state as CatalogueProduct['state'],
    market_price: plain(p.market_price),
    nav_date: p.nav_date,
    offer_price: plain(p.offer_price),
    price_gap: toDecimal(p.market_price).minus(toDecimal(p.offer_price)).toFixed(),
    low: p.low === null ? null : plain(p.low),
    high: p.high === null ? null : plain(p.high),
    total_size: total === null ? null : total.toFixed(),
    remaining:
      total === null
        ? null
        : (total.gt(subscribed) ? total.minus(subscribed) : toDecimal('0')).toFixed(),
    // % of the size subscribed, two decimals, down
    utilization: total === null ? null : subscribed.times('100').div(total).round(2, 0).toFixed(),
    period: p.period ?? p.lock_days,
    daily_return: p.daily_return === null ? null : plain(p.daily_return),
    annual_return: plain(p.annual_return),
    pac_code_required: p.pac_code_required,
    min_investment: money(p.min_investment, p.currency),
    min_quantity: plain(p.min_quantity),
    min_vip: p.min_vip,
    min_score: p.min_score,
    exclusive: isExclusive(p),
  };
}

/** The client's level, score and per-product requirements (spec 3 permission payload). */
type Perms = Pick<ClientPermissions, 'user' | 'products'>;

/** spec 6: the caller's eligibility for a product, as the wire shows it. */
export function eligibilityOf(perms: Perms, p: ProductRow): ProductEligibility {
  const result = checkCatalogueEligibility(perms, p);
  if (result.ok) return { eligible: true, reason: null, required: null, own: null };
  const params = result.params ?? {};
  const reason = params.reason === 'score' ? 'score' : 'vip';
  return {
    eligible: false,
    reason,
    required: Number(params.required),
    own: Number(reason === 'vip' ? params.level : params.score),
  };
}

async function permsOf(
  deps: ServiceDeps,
  owner: Caller,
): Promise<Perms & { country: string; kyc: string }> {
  const facts = await repo.clientFacts(deps.db, owner.tenantId, owner.userId);
  if (!facts) throw AppError.unauthorized();
  return {
    user: { vip: facts.vip, score: facts.score },
    // the products' own requirements are their rows' (min_vip, min_score): nothing on top
    products: {},
    country: facts.country,
    kyc: facts.kyc_status,
  };
}

const item = (perms: Perms, p: ProductRow): CatalogueItem => ({
  ...toProduct(p),
  eligibility: eligibilityOf(perms, p),
});

const all = <T extends string>(v: T | 'all' | undefined): T | undefined =>
  v === undefined || v === 'all' ? undefined : v;

/** GET /product/app/v1/catalogue/list: filtered, sorted and paged in the database. */
export async function listCatalogue(
  deps: ServiceDeps,
  owner: Caller,
  query: CatalogueListQuery,
): Promise<CatalogueList> {
  const perms = await permsOf(deps, owner);
  const { page, size, offset } = pageOf(query);
  const by = query.sort ?? 'return';
  const direction = query.order ?? (by === 'return' ? 'desc' : 'asc');
  const type = all(query.type);
  const subtype = all(query.subtype);
  const assetClass = all(query.asset_class);
  const { rows, total } = await repo.pageProducts(
    deps.db,
    {
      tenantId: owner.tenantId,
      state: 'open',
      ...(type === undefined ? {} : { type }),
      ...(subtype === undefined ? {} : { subtype }),
      ...(query.currency === undefined ? {} : { currency: query.currency }),
      ...(query.risk === undefined ? {} : { risk: Number(query.risk) }),
      ...(assetClass === undefined ? {} : { assetClass }),
    },
    { by, direction },
    { size, offset },
  );
  return { list: rows.map((p) => item(perms, p)), total, page, size };
}

/** The markets of a client: the country of their mobile number's dialling code (spec 3 Locale). */
const marketsOf = (countryCode: string): string[] =>
  locales
    .filter((l) => l.phoneCode === countryCode.replace(/^\+/, '').replace(/^0+/, ''))
    .map((l) => l.code);

/** GET /product/app/v1/catalogue/recommended: domain `recommendProducts` for the caller. */
export async function recommended(deps: ServiceDeps, owner: Caller): Promise<CatalogueShortList> {
  const perms = await permsOf(deps, owner);
  const open = await repo.allProducts(deps.db, { tenantId: owner.tenantId, state: 'open' });
  const holdings = await repo.openHoldingsOf(deps.db, owner);
  const byId = new Map(open.map((p) => [p.id, p]));
  const held = await repo.productsByIds(deps.db, owner.tenantId, [
    ...new Set(holdings.map((h) => h.product_id)),
  ]);
  const heldById = new Map(held.map((p) => [p.id, p]));
  const chosen = recommendProducts(
    open.map((p) => ({ ...p, state: p.state as 'open' | 'closed' })),
    {
      perms,
      markets: marketsOf(perms.country),
      holdings: holdings.map((h) => {
        const p = heldById.get(h.product_id)!;
        return { product_id: h.product_id, type: p.type, risk_level: p.risk_level };
      }),
    },
  );
  return { list: chosen.map((p) => item(perms, byId.get(p.id)!)) };
}

/** How many exclusive offers the home page shows. */
const EXCLUSIVE_COUNT = 12;

/**
 * GET /product/app/v1/catalogue/exclusive: the open products for VIP levels (min_vip ≥ 1),
 * the ones the caller may take first, then by level (highest first) and annual return.
 */
export async function exclusive(deps: ServiceDeps, owner: Caller): Promise<CatalogueShortList> {
  const perms = await permsOf(deps, owner);
  const rows = await repo.allProducts(deps.db, {
    tenantId: owner.tenantId,
    state: 'open',
    minVipAtLeast: 1,
  });
  const items = rows.map((p) => item(perms, p));
  items.sort(
    (a, b) =>
      Number(b.eligibility.eligible) - Number(a.eligibility.eligible) ||
      b.min_vip - a.min_vip ||
      compareDecimal(b.annual_return, a.annual_return) ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  return { list: items.slice(0, EXCLUSIVE_COUNT) };
}

const productNotFound = () => new AppError('PRODUCT_NOT_FOUND', 404, 'Product not found.');

/** GET /product/app/v1/catalogue/:id: the product, its document, the caller's holdings of it. */
export async function catalogueDetail(
  deps: ServiceDeps,
  owner: Caller,
  id: string,
): Promise<CatalogueDetail> {
  const perms = await permsOf(deps, owner);
  const p = await repo.findProduct(deps.db, owner.tenantId, id);
  if (!p) throw productNotFound();
  const holdings = await repo.openHoldingsOf(deps.db, owner, p.id);
  const now = deps.clock();
  return {
    ...item(perms, p),
    key_information: p.key_information,
    holdings: holdings.map((h) => toHolding(h, p, now)),
  };
}

/** The unit price of a product now: its NAV (funds, quant) or 1 (savings, earn). */
const priceOf = (p: ProductRow): string =>
  pricingOf(p.type as CatalogueType) === 'nav' ? plain(p.market_price) : '1';

/** A holding as its client sees it (domain productHoldingSchema). */
export function toHolding(h: HoldingRow, p: ProductRow, now: Date): ProductHolding {
  const state = h.state as ProductHoldingState;
  const price = priceOf(p);
  const value = valueOf(h.units, price, minorUnits(p.currency));
  const cost = money(h.cost, p.currency);
  return {
    id: h.id,
    ...summary(p),
    units: plain(h.units),
    cost,
    price,
    value,
    accrued_return: money(h.accrued, p.currency),
    unrealised: Money.of(value, p.currency).sub(Money.of(cost, p.currency)).toString(),
    state,
    status: productHoldingStatus(state),
    opened_at: h.opened_at.toISOString(),
    maturity_date: h.maturity_day,
    redeemable:
      state === 'holding' &&
      isRedeemable(p.term as 'flexible' | 'fixed', h.maturity_day, now.getTime()),
    accrued_through: h.accrued_through,
    closed_at: iso(h.closed_at),
  };
}

const summary = (p: ProductRow) => ({
  product_id: p.id,
  code: p.code,
  name: p.name,
  type: p.type as CatalogueProduct['type'],
  subtype: p.subtype as CatalogueProduct['subtype'],
  currency: p.currency,
  term: p.term as CatalogueProduct['term'],
  trading_type: p.trading_type as CatalogueProduct['trading_type'],
  risk_level: p.risk_level,
});

/** A product order as its client sees it (domain productOrderSchema). */
export function toOrder(o: OrderRow, p: ProductRow): ProductOrder {
  const side = o.side as ProductOrderSide;
  const state = o.state as ProductOrderState;
  return {
    id: o.id,
    ...summary(p),
    side,
    amount: money(o.amount, p.currency),
    units: o.units === null ? null : plain(o.units),
    price: o.price === null ? null : plain(o.price),
    held: state === 'awaiting' ? money(o.amount, p.currency) : Money.zero(p.currency).toString(),
    state,
    status: productOrderStatus(side, state),
    remark: o.remark,
    holding_id: o.holding_id,
    cancellable: state === 'awaiting',
    created_at: o.created_at.toISOString(),
    decided_at: iso(o.decided_at),
  };
}

/** spec 6: eligibility refused with the spec's text; params say why (the VIP level's, spec 5). */
function refuseIneligible(perms: Perms, p: ProductRow): void {
  const result = checkCatalogueEligibility(perms, p);
  if (result.ok) return;
  throw new AppError(
    'NOT_ELIGIBLE',
    403,
    'You do not meet the eligibility requirements for this product.',
    [
      {
        path: 'product',
        message: 'not_eligible',
        ...(result.params ? { params: result.params } : {}),
      },
    ],
  );
}

/**
 * Settles units of a product for a client: the cash (`from`: the client's available cash, or
 * an awaiting order's hold) into the client's `invested` bucket at cost, the units from custody
 * to the client's securities, a new holding (its return and maturity scheduled). Answers the
 * holding's id. The product row must be locked (its size).
 */
async function settleUnits(
  deps: ServiceDeps,
  p: ProductRow,
  o: { id: string; tenantId: string; userId: string; amount: string; holdId: string | null },
  now: Date,
): Promise<{ holdingId: string; units: string; price: string }> {
  const price = plain(p.offer_price);
  const units = unitsFor(o.amount, price);
  if (!(await repo.takeUnits(deps.db, p.id, units))) {
    throw new AppError('PRODUCT_SOLD_OUT', 409, 'This product has no units left for this amount.', [
      { path: 'amount', message: 'product_sold_out' },
    ]);
  }
  const client = { client: o.userId };
  const invested = [
    { account: client, bucket: 'invested' as const, currency: p.currency, amount: o.amount },
  ];
  if (o.holdId === null) {
    await post(deps.db, {
      tenantId: o.tenantId,
      kind: 'product.subscribe',
      reference: o.id,
      postings: [
        { account: client, bucket: 'available', currency: p.currency, amount: `-${o.amount}` },
        ...invested,
      ],
    });
  } else {
    await postHold(deps.db, {
      tenantId: o.tenantId,
      holdId: o.holdId,
      amount: o.amount,
      kind: 'product.subscribe',
      reference: o.id,
      counterpart: invested,
    });
  }
  await moveSecurities(deps.db, {
    tenantId: o.tenantId,
    kind: 'product.subscribe',
    reference: o.id,
    legs: [
      { account: { system: CUSTODY }, instrument: productInstrument(p), quantity: `-${units}` },
      { account: client, instrument: productInstrument(p), bucket: 'available', quantity: units },
    ],
  });
  const openedDay = utcDayOf(now.getTime());
  const holding: Omit<HoldingRow, 'accrued' | 'accrual_exact' | 'accrued_through' | 'closed_at'> = {
    id: randomUUID(),
    tenant_id: o.tenantId,
    user_id: o.userId,
    product_id: p.id,
    units,
    cost: o.amount,
    opened_day: openedDay,
    maturity_day: p.lock_days === null ? null : maturityDay(openedDay, p.lock_days),
    state: 'holding',
    opened_at: now,
  };
  await repo.insertHolding(deps.db, holding);
  await scheduleHolding(deps, holding, p);
  return { holdingId: holding.id, units, price };
}

/**
 * POST /product/app/v1/catalogue/:id/subscribe (in the Idempotency-Key's transaction): KYC
 * approved (403 KYC_REQUIRED); the product found (404) and open (409 PRODUCT_CLOSED); spec 6
 * eligibility (403 NOT_ELIGIBLE 'You do not meet the eligibility requirements for this
 * product.', params {reason, required, level|score}); the PAC code where asked and the amount
 * (spec 5: valid, at least the minimum investment, units at least the minimum quantity: 400 with
 * field codes); the cash (422 INSUFFICIENT_BALANCE 'No available funds' / 'Insufficient
 * balance'). A `holding` product settles at once at the offer price (units rounded down); a
 * `review` product's order waits `awaiting` with the amount held.
 */
export async function subscribe(
  deps: ServiceDeps,
  owner: Caller,
  productId: string,
  body: CatalogueSubscribeRequest,
): Promise<ProductOrder> {
  const now = deps.clock();
  const perms = await permsOf(deps, owner);
  if (perms.kyc !== 'approved') {
    throw new AppError('KYC_REQUIRED', 403, 'Complete your identity verification first.');
  }
  // locked: the size taken by concurrent subscriptions, a back-office edit
  const p = await repo.findProduct(deps.db, owner.tenantId, productId, 'update');
  if (!p) throw productNotFound();
  if (p.state !== 'open') {
    throw new AppError('PRODUCT_CLOSED', 409, 'This product is not open for subscription.');
  }
  refuseIneligible(perms, p);
  const amount = validateAmount(body.amount, { currency: p.currency });
  if (!amount.ok) {
    throw AppError.validation([
      { path: 'amount', message: amount.code, ...(amount.params ? { params: amount.params } : {}) },
    ]);
  }
  const value = Money.of(body.amount, p.currency).toString();
  const minimums = checkSubscriptionMinimums(
    {
      ...p,
      min_investment: money(p.min_investment, p.currency),
      min_quantity: plain(p.min_quantity),
    },
    {
      amount: value,
      units: unitsFor(value, plain(p.offer_price)),
      pacCode: body.pac_code,
    },
  );
  if (!minimums.ok) {
    throw AppError.validation([
      {
        path: minimums.code === 'pac_code_required' ? 'pac_code' : 'amount',
        message: minimums.code,
        ...(minimums.params ? { params: minimums.params } : {}),
      },
    ]);
  }
  // spec 5: the client's own live PAC code for this product, a single-use one spent with the
  // order (a wrong one was counted by the route's guard, before this transaction)
  if (p.pac_code_required) {
    await verifyPacCode(deps, owner, { kind: 'product', id: p.id }, body.pac_code, 'redeem');
  }
  const balances = await clientBalances(deps.db, owner.tenantId, owner.userId);
  const available = Money.of(
    balances.find((b) => b.currency === p.currency)?.available ?? '0',
    p.currency,
  );
  if (available.lt(Money.of(value, p.currency))) {
    throw new AppError(
      'INSUFFICIENT_BALANCE',
      422,
      available.isPositive() ? 'Insufficient balance.' : 'No available funds.',
      [
        available.isPositive()
          ? {
              path: 'amount',
              message: 'insufficient_balance',
              params: { required: value, available: available.toString(), currency: p.currency },
            }
          : { path: 'amount', message: 'no_available_funds' },
      ],
    );
  }
  const id = randomUUID();
  const base = { id, tenantId: owner.tenantId, userId: owner.userId, amount: value };
  let row: OrderRow;
  if (p.trading_type === 'review') {
    // spec 4 'awaiting': queued for authorization, the cash held until the advisor decides
    const hold = await placeHold(deps.db, {
      tenantId: owner.tenantId,
      userId: owner.userId,
      currency: p.currency,
      amount: value,
      kind: 'subscription',
      reference: id,
    });
    row = orderRow(owner, p, {
      id,
      side: 'subscribe',
      amount: value,
      hold_id: hold.id,
      state: 'awaiting',
      created_at: now,
    });
  } else {
    const settled = await settleUnits(deps, p, { ...base, holdId: null }, now);
    row = orderRow(owner, p, {
      id,
      side: 'subscribe',
      amount: value,
      units: settled.units,
      price: settled.price,
      state: 'settled',
      holding_id: settled.holdingId,
      created_at: now,
      decided_at: now,
    });
  }
  await repo.insertOrder(deps.db, row);
  return toOrder(row, p);
}

function orderRow(
  owner: Caller,
  p: ProductRow,
  o: Pick<OrderRow, 'id' | 'side' | 'amount' | 'state' | 'created_at'> & Partial<OrderRow>,
): OrderRow {
  return {
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    product_id: p.id,
    units: null,
    price: null,
    hold_id: null,
    remark: null,
    holding_id: null,
    decided_at: null,
    ...o,
  };
}

const orderNotFound = () =>
  new AppError('PRODUCT_ORDER_NOT_FOUND', 404, 'Product order not found.');
const notAwaiting = (state: string) =>
  new AppError('PRODUCT_ORDER_NOT_AWAITING', 409, 'This order is no longer awaiting a decision.', [
    { path: 'status', message: 'order_not_awaiting', params: { state } },
  ]);

/**
 * POST /product/app/v1/orders/:id/cancel: the client's own awaiting subscription to a review
 * product, its hold released in the same transaction. 404 PRODUCT_ORDER_NOT_FOUND (another
 * client's too), 409 PRODUCT_ORDER_NOT_AWAITING (decided already: of a cancel and an advisor's
 * decision at once, one wins, the order row being locked first).
 */
export async function cancelOrder(
  deps: ServiceDeps,
  owner: Caller,
  id: string,
): Promise<ProductOrder> {
  const now = deps.clock();
  const o = await repo.findOrder(deps.db, owner.tenantId, id, true);
  if (!o || o.user_id !== owner.userId) throw orderNotFound();
  if (o.state !== 'awaiting') throw notAwaiting(o.state);
  await voidHold(deps.db, {
    tenantId: o.tenant_id,
    holdId: o.hold_id!,
    kind: 'product.cancel',
    reference: o.id,
  });
  await repo.updateOrder(deps.db, o.id, { state: 'cancelled', decided_at: now });
  const p = (await repo.findProduct(deps.db, o.tenant_id, o.product_id))!;
  return toOrder({ ...o, state: 'cancelled', decided_at: now }, p);
}

/**
 * The advisor's decision on an awaiting subscription (back office product:approve / reject):
 * approve settles the units from the hold at the day's offer price; reject releases the hold
 * (spec 4 'rejected: nothing was executed') with the remark. 404, 409 as `cancelOrder`.
 */
export async function decideOrder(
  deps: ServiceDeps,
  tenantId: string,
  id: string,
  decision: { approve: true } | { approve: false; remark: string },
): Promise<ProductOrder> {
  const now = deps.clock();
  const o = await repo.findOrder(deps.db, tenantId, id, true);
  if (!o) throw orderNotFound();
  if (o.state !== 'awaiting') throw notAwaiting(o.state);
  const p = (await repo.findProduct(deps.db, tenantId, o.product_id, 'update'))!;
  if (!decision.approve) {
    await voidHold(deps.db, {
      tenantId,
      holdId: o.hold_id!,
      kind: 'product.reject',
      reference: o.id,
    });
    const change = { state: 'rejected', decided_at: now, remark: decision.remark };
    await repo.updateOrder(deps.db, o.id, change);
    return toOrder({ ...o, ...change }, p);
  }
  const settled = await settleUnits(
    deps,
    p,
    { id: o.id, tenantId, userId: o.user_id, amount: plain(o.amount), holdId: o.hold_id },
    now,
  );
  const change = {
    state: 'settled',
    decided_at: now,
    units: settled.units,
    price: settled.price,
    holding_id: settled.holdingId,
  };
  await repo.updateOrder(deps.db, o.id, change);
  return toOrder({ ...o, ...change }, p);
}

/** GET /product/app/v1/orders/list: the caller's product orders, newest first. */
export async function listOrders(
  deps: ServiceDeps,
  owner: Caller,
  query: ProductOrderListQuery,
): Promise<ProductOrderList> {
  const { page, size, offset } = pageOf(query);
  const { rows, total } = await repo.pageOrders(
    deps.db,
    {
      tenantId: owner.tenantId,
      userId: owner.userId,
      ...(query.side === undefined ? {} : { side: query.side }),
      ...(query.state === undefined ? {} : { state: query.state }),
    },
    { size, offset },
  );
  const products = await productMap(
    deps,
    owner.tenantId,
    rows.map((r) => r.product_id),
  );
  return { list: rows.map((r) => toOrder(r, products.get(r.product_id)!)), total, page, size };
}

async function productMap(
  deps: ServiceDeps,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, ProductRow>> {
  const rows = await repo.productsByIds(deps.db, tenantId, [...new Set(ids)]);
  return new Map(rows.map((p) => [p.id, p]));
}

/** GET /product/app/v1/holdings/list: the caller's holdings, open or closed, newest first. */
export async function listHoldings(
  deps: ServiceDeps,
  owner: Caller,
  query: ProductHoldingListQuery,
): Promise<ProductHoldingList> {
  const now = deps.clock();
  const { page, size, offset } = pageOf(query);
  const { rows, total } = await repo.pageHoldings(deps.db, owner, query.state !== 'closed', {
    size,
    offset,
  });
  const products = await productMap(
    deps,
    owner.tenantId,
    rows.map((r) => r.product_id),
  );
  return {
    list: rows.map((r) => toHolding(r, products.get(r.product_id)!, now)),
    total,
    page,
    size,
  };
}

const holdingNotFound = () => new AppError('HOLDING_NOT_FOUND', 404, 'Holding not found.');

/**
 * Sells `units` of a locked open holding back at the product's price now: its returns due so
 * far paid first (savings, earn), the proceeds (units × price, rounded down) to the client's
 * available cash, the cost of those units (pro rata, rounded down; all of it for the last unit)
 * out of `invested`, the difference against `product_clearing`, the units back to custody.
 * Answers the redemption order (settled). Used by the client's redemption and by maturity.
 */
export async function redeemUnits(
  deps: ServiceDeps,
  h: HoldingRow,
  p: ProductRow,
  units: string,
  end: 'redeemed' | 'matured',
  now: Date,
): Promise<OrderRow> {
  await accrueHolding(deps, h, p, now);
  const fresh = (await repo.findHolding(deps.db, h.tenant_id, h.id))!;
  const dp = minorUnits(p.currency);
  const price = priceOf(p);
  const all = compareDecimal(units, fresh.units) === 0;
  const proceeds = valueOf(units, price, dp);
  const cost = redeemedCost(money(fresh.cost, p.currency), units, fresh.units, dp);
  const client = { client: h.user_id };
  const c = p.currency;
  const gain = Money.of(proceeds, c).sub(Money.of(cost, c));
  const id = randomUUID();
  const zero = Money.zero(c);
  const postings: Posting[] = [
    {
      account: client,
      bucket: 'invested',
      currency: c,
      amount: zero.sub(Money.of(cost, c)).toString(),
    },
    { account: client, bucket: 'available', currency: c, amount: proceeds },
    { account: { system: 'product_clearing' }, currency: c, amount: zero.sub(gain).toString() },
  ];
  await post(deps.db, {
    tenantId: h.tenant_id,
    kind: end === 'matured' ? 'product.maturity' : 'product.redeem',
    reference: id,
    postings: postings.filter((x) => !Money.of(x.amount, c).isZero()),
  });
  await moveSecurities(deps.db, {
    tenantId: h.tenant_id,
    kind: end === 'matured' ? 'product.maturity' : 'product.redeem',
    reference: id,
    legs: [
      {
        account: client,
        instrument: productInstrument(p),
        bucket: 'available',
        quantity: `-${units}`,
      },
      { account: { system: CUSTODY }, instrument: productInstrument(p), quantity: units },
    ],
  });
  await repo.returnUnits(deps.db, p.id, units);
  const left = toDecimal(fresh.units).minus(toDecimal(units));
  await repo.updateHolding(deps.db, h.id, {
    units: left.toFixed(),
    cost: toDecimal(fresh.cost).minus(toDecimal(cost)).toFixed(),
    ...(all ? { state: end, closed_at: now } : {}),
  });
  if (all) await finishHoldingJobs(deps, h, now);
  const row: OrderRow = {
    id,
    tenant_id: h.tenant_id,
    user_id: h.user_id,
    product_id: p.id,
    side: 'redeem',
    amount: proceeds,
    units,
    price,
    hold_id: null,
    state: 'settled',
    remark: null,
    holding_id: h.id,
    created_at: now,
    decided_at: now,
  };
  await repo.insertOrder(deps.db, row);
  return row;
}

/**
 * POST /product/app/v1/holdings/:id/redeem (in the Idempotency-Key's transaction): the caller's
 * open holding (404 HOLDING_NOT_FOUND; 409 HOLDING_CLOSED once matured or redeemed), `units`
 * (absent: all; 400 'invalid_quantity', 'units_exceed_holding'); a fixed-term product before
 * its maturity day is refused (409 LOCKED_UNTIL_MATURITY, params {maturity_date}).
 */
export async function redeem(
  deps: ServiceDeps,
  owner: Caller,
  holdingId: string,
  body: ProductRedeemRequest,
): Promise<ProductOrder> {
  const now = deps.clock();
  const h = await repo.findHolding(deps.db, owner.tenantId, holdingId, true);
  if (!h || h.user_id !== owner.userId) throw holdingNotFound();
  if (h.state !== 'holding') {
    throw new AppError('HOLDING_CLOSED', 409, 'This holding has already been paid out.', [
      { path: 'holding', message: 'holding_closed', params: { state: h.state } },
    ]);
  }
  const p = (await repo.findProduct(deps.db, owner.tenantId, h.product_id, 'update'))!;
  if (!isRedeemable(p.term as 'flexible' | 'fixed', h.maturity_day, now.getTime())) {
    throw new AppError(
      'LOCKED_UNTIL_MATURITY',
      409,
      'This product is locked until its maturity date.',
      [
        {
          path: 'holding',
          message: 'locked_until_maturity',
          params: { maturity_date: h.maturity_day! },
        },
      ],
    );
  }
  const units = body.units ?? plain(h.units);
  if (!/^(0|[1-9]\d*)(\.\d{1,8})?$/.test(units) || compareDecimal(units, '0') <= 0) {
    throw AppError.validation([{ path: 'units', message: 'invalid_quantity' }]);
  }
  if (compareDecimal(units, h.units) > 0) {
    throw AppError.validation([
      { path: 'units', message: 'units_exceed_holding', params: { max: plain(h.units) } },
    ]);
  }
  const row = await redeemUnits(deps, h, p, plain(units), 'redeemed', now);
  return toOrder(row, p);
}

/** spec 3 permission payload `products`: product id to its own minimum {vip, score}. */
export async function productRequirements(
  db: ServiceDeps['db'],
  tenantId: string,
): Promise<Record<string, { vip: number; score: number }>> {
  const rows = await repo.productRequirementRows(db, tenantId);
  return Object.fromEntries(rows.map((r) => [r.id, { vip: r.min_vip, score: r.min_score }]));
}

/** The portfolio's figures of a client's product holdings, per currency (the orders area's). */
export interface ProductFigures {
  currency: string;
  market_value: string;
  cost: string;
  realised: string;
  /** Null when a holding's change of the day cannot be known (domain navDayChange). */
  day_change: string | null;
}

/**
 * The client's product holdings summed per currency, in the shape of the portfolio's holdings
 * figures (orders area): the open ones' value at the day's price and cost; the realised P&L of
 * every holding, open or paid out (its redemptions at average cost and its paid returns); the
 * open ones' change on their NAV's or accrual's day (null for the currency when one is unknown).
 */
export async function productHoldingsFigures(
  db: ServiceDeps['db'],
  owner: Caller,
): Promise<ProductFigures[]> {
  const rows = await repo.holdingFigureRows(db, owner);
  const sums = new Map<
    string,
    { value: Money; cost: Money; realised: Money; changes: (string | null)[] }
  >();
  for (const r of rows) {
    const c = r.currency;
    const dp = minorUnits(c);
    const s = sums.get(c) ?? {
      value: Money.zero(c),
      cost: Money.zero(c),
      realised: Money.zero(c),
      changes: [],
    };
    sums.set(c, s);
    s.realised = s.realised.add(
      Money.of(
        holdingRealised(
          {
            subscribed: r.subscribed,
            remainingCost: r.cost,
            proceeds: r.proceeds,
            accrued: r.accrued,
          },
          dp,
        ),
        c,
      ),
    );
    if (r.state !== 'holding') continue;
    const nav = pricingOf(r.type as CatalogueType) === 'nav';
    const price = nav ? plain(r.market_price) : '1';
    s.value = s.value.add(Money.of(valueOf(r.units, price, dp), c));
    s.cost = s.cost.add(Money.of(r.cost, c).round());
    s.changes.push(
      nav
        ? navDayChange(
            {
              units: r.units,
              cost: r.cost,
              nav: price,
              navDay: r.nav_date,
              previousNav: r.previous_nav,
              openedDay: r.opened_day,
            },
            dp,
          )
        : accrualDayChange({ accruedThrough: r.accrued_through, lastAccrual: r.last_accrual }, dp),
    );
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, s]) => ({
      currency,
      market_value: s.value.toString(),
      cost: s.cost.toString(),
      realised: s.realised.toString(),
      day_change: sumKnown(s.changes, minorUnits(currency)),
    }));
}
