// The products area's SQL: the catalogue, the daily NAVs, the clients' holdings and product
// orders. Every function takes the handle its caller opened.
import { sql, type RawBuilder } from 'kysely';
import type { Handle } from '../ledger';

export interface ProductRow {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  type: string;
  subtype: string;
  asset_class: string;
  market: string;
  currency: string;
  trading_type: string;
  term: string;
  lock_days: number | null;
  risk_level: number;
  state: string;
  market_price: string;
  nav_date: string | null;
  offer_price: string;
  low: string | null;
  high: string | null;
  total_size: string | null;
  subscribed: string;
  period: number | null;
  daily_return: string | null;
  annual_return: string;
  pac_code_required: boolean;
  min_investment: string;
  min_quantity: string;
  min_vip: number;
  min_score: number;
  key_information: Record<string, string>;
  created_at: Date;
}

const productColumns = sql`p.id, p.tenant_id, p.code, p.name, p.type, p.subtype, p.asset_class,
  p.market, p.currency, p.trading_type, p.term, p.lock_days, p.risk_level::int as risk_level,
  p.state, p.market_price::text as market_price, p.nav_date::text as nav_date,
  p.offer_price::text as offer_price, p.low::text as low, p.high::text as high,
  p.total_size::text as total_size, p.subscribed::text as subscribed, p.period,
  p.daily_return::text as daily_return, p.annual_return::text as annual_return,
  p.pac_code_required, p.min_investment::text as min_investment,
  p.min_quantity::text as min_quantity, p.min_vip, p.min_score, p.key_information, p.created_at`;

/** The fields of a product the back office sets (create and edit). */
export type ProductFields = Omit<
  ProductRow,
  'id' | 'tenant_id' | 'subscribed' | 'created_at' | 'nav_date' | 'low' | 'high'
>;

export async function insertProduct(
  h: Handle,
  p: ProductFields & { id: string; tenant_id: string; nav_date: string | null },
): Promise<void> {
  await sql`
    insert into products (id, tenant_id, code, name, type, subtype, asset_class, market,
      currency, trading_type, term, lock_days, risk_level, state, market_price, nav_date,
      offer_price, low, high, total_size, period, daily_return, annual_return,
      pac_code_required, min_investment, min_quantity, min_vip, min_score, key_information)
    values (${p.id}, ${p.tenant_id}, ${p.code}, ${p.name}, ${p.type}, ${p.subtype},
      ${p.asset_class}, ${p.market}, ${p.currency}, ${p.trading_type}, ${p.term}, ${p.lock_days},
      ${p.risk_level}, ${p.state}, ${p.market_price}::numeric, ${p.nav_date}::date,
      ${p.offer_price}::numeric, ${p.market_price}::numeric, ${p.market_price}::numeric,
      ${p.total_size}::numeric, ${p.period}, ${p.daily_return}::numeric,
      ${p.annual_return}::numeric, ${p.pac_code_required}, ${p.min_investment}::numeric,
      ${p.min_quantity}::numeric, ${p.min_vip}, ${p.min_score},
      ${JSON.stringify(p.key_information)}::jsonb)`.execute(h);
}

/** Changes the back office's fields of a product (the row is locked by the caller). */
export async function updateProduct(
  h: Handle,
  id: string,
  p: ProductFields,
  now: Date,
): Promise<void> {
  await sql`
    update products set code = ${p.code}, name = ${p.name}, type = ${p.type},
      subtype = ${p.subtype}, asset_class = ${p.asset_class}, market = ${p.market},
      currency = ${p.currency}, trading_type = ${p.trading_type}, term = ${p.term},
      lock_days = ${p.lock_days}, risk_level = ${p.risk_level}, state = ${p.state},
      market_price = ${p.market_price}::numeric, offer_price = ${p.offer_price}::numeric,
      total_size = ${p.total_size}::numeric, period = ${p.period},
      daily_return = ${p.daily_return}::numeric, annual_return = ${p.annual_return}::numeric,
      pac_code_required = ${p.pac_code_required}, min_investment = ${p.min_investment}::numeric,
      min_quantity = ${p.min_quantity}::numeric, min_vip = ${p.min_vip},
      min_score = ${p.min_score}, key_information = ${JSON.stringify(p.key_information)}::jsonb,
      updated_at = ${now}
    where id = ${id}`.execute(h);
}

/** One product of the tenant; `lock`: FOR UPDATE (a subscription's units, an edit). */
export async function findProduct(
  h: Handle,
  tenantId: string,
  id: string,
  lock: 'update' | 'share' | null = null,
): Promise<ProductRow | undefined> {
  const suffix =
    lock === 'update' ? sql`for update of p` : lock === 'share' ? sql`for share of p` : sql``;
  const { rows } = await sql<ProductRow>`
    select ${productColumns} from products p
    where p.tenant_id = ${tenantId} and p.id = ${id} ${suffix}`.execute(h);
  return rows[0];
}

export async function findProductByCode(
  h: Handle,
  tenantId: string,
  code: string,
): Promise<ProductRow | undefined> {
  const { rows } = await sql<ProductRow>`
    select ${productColumns} from products p
    where p.tenant_id = ${tenantId} and p.code = ${code}`.execute(h);
  return rows[0];
}

export async function productsByIds(
  h: Handle,
  tenantId: string,
  ids: readonly string[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<ProductRow>`
    select ${productColumns} from products p
    where p.tenant_id = ${tenantId} and p.id in (${sql.join([...ids])})`.execute(h);
  return rows;
}

/** What the catalogue list filters by (undefined: any). */
export interface CatalogueFilter {
  tenantId: string;
  state?: 'open' | 'closed';
  type?: string;
  subtype?: string;
  currency?: string;
  risk?: number;
  assetClass?: string;
  minVipAtLeast?: number;
}

/** The sort of the catalogue: a column and a direction; ties by code, then id. */
export interface CatalogueOrder {
  by: 'return' | 'risk' | 'minimum';
  direction: 'asc' | 'desc';
}

function whereOf(f: CatalogueFilter): RawBuilder<unknown> {
  const parts = [sql`p.tenant_id = ${f.tenantId}`];
  if (f.state !== undefined) parts.push(sql`p.state = ${f.state}`);
  if (f.type !== undefined) parts.push(sql`p.type = ${f.type}`);
  if (f.subtype !== undefined) parts.push(sql`p.subtype = ${f.subtype}`);
  if (f.currency !== undefined) parts.push(sql`p.currency = ${f.currency}`);
  if (f.risk !== undefined) parts.push(sql`p.risk_level = ${f.risk}`);
  if (f.assetClass !== undefined) parts.push(sql`p.asset_class = ${f.assetClass}`);
  if (f.minVipAtLeast !== undefined) parts.push(sql`p.min_vip >= ${f.minVipAtLeast}`);
  return sql.join(parts, sql` and `);
}

const SORT_COLUMNS = {
  return: sql`p.annual_return`,
  risk: sql`p.risk_level`,
  minimum: sql`p.min_investment`,
} as const;

/** A page of the catalogue, filtered and sorted in the database, and the count of matches. */
export async function pageProducts(
  h: Handle,
  filter: CatalogueFilter,
  order: CatalogueOrder,
  page: { size: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = whereOf(filter);
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await sql<ProductRow>`
    select ${productColumns} from products p where ${where}
    order by ${SORT_COLUMNS[order.by]} ${direction}, p.code, p.id
    limit ${page.size} offset ${page.offset}`.execute(h);
  const count = await sql<{ n: string }>`
    select count(*)::text as n from products p where ${where}`.execute(h);
  return { rows, total: Number(count.rows[0]?.n ?? '0') };
}

/** Every product of the tenant matching `filter`, code order (the recommendations, the CLI). */
export async function allProducts(h: Handle, filter: CatalogueFilter): Promise<ProductRow[]> {
  const { rows } = await sql<ProductRow>`
    select ${productColumns} from products p where ${whereOf(filter)}
    order by p.code, p.id`.execute(h);
  return rows;
}

/** spec 3 permission payload `products`: every product with its own minimum VIP or score. */
export async function productRequirementRows(
  h: Handle,
  tenantId: string,
): Promise<{ id: string; min_vip: number; min_score: number }[]> {
  const { rows } = await sql<{ id: string; min_vip: number; min_score: number }>`
    select id, min_vip, min_score from products
    where tenant_id = ${tenantId} and (min_vip > 0 or min_score > 0)
    order by id`.execute(h);
  return rows;
}

/**
 * Takes `units` of the product's size (under the row lock): false when they are more than what
 * remains (the size is a cap; no size, no cap).
 */
export async function takeUnits(h: Handle, id: string, units: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    update products set subscribed = subscribed + ${units}::numeric
    where id = ${id} and (total_size is null or subscribed + ${units}::numeric <= total_size)
    returning id`.execute(h);
  return rows.length === 1;
}

/** Gives units back to the product's size (a redemption). */
export async function returnUnits(h: Handle, id: string, units: string): Promise<void> {
  await sql`update products set subscribed = greatest(subscribed - ${units}::numeric, 0)
    where id = ${id}`.execute(h);
}

// ---- NAVs -------------------------------------------------------------------------------------

/** Records a day's NAV; false when that day was already priced (the key refuses a second). */
export async function insertNav(
  h: Handle,
  productId: string,
  day: string,
  nav: string,
): Promise<boolean> {
  const { rows } = await sql<{ day: string }>`
    insert into product_navs (product_id, day, nav) values (${productId}, ${day}::date,
      ${nav}::numeric)
    on conflict do nothing returning day::text as day`.execute(h);
  return rows.length === 1;
}

/** Sets a NAV product's price of `day` and its range over the 30 days up to it. */
export async function setPrice(h: Handle, id: string, day: string, nav: string): Promise<void> {
  await sql`
    update products p set market_price = ${nav}::numeric, offer_price = ${nav}::numeric,
      nav_date = ${day}::date,
      low = (select min(n.nav) from product_navs n where n.product_id = p.id
        and n.day > ${day}::date - 30 and n.day <= ${day}::date),
      high = (select max(n.nav) from product_navs n where n.product_id = p.id
        and n.day > ${day}::date - 30 and n.day <= ${day}::date)
    where p.id = ${id}`.execute(h);
}

// ---- holdings ---------------------------------------------------------------------------------

export interface HoldingRow {
  id: string;
  tenant_id: string;
  user_id: string;
  product_id: string;
  units: string;
  cost: string;
  accrued: string;
  accrual_exact: string;
  accrued_through: string | null;
  opened_day: string;
  maturity_day: string | null;
  state: string;
  opened_at: Date;
  closed_at: Date | null;
}

const holdingColumns = sql`h.id, h.tenant_id, h.user_id, h.product_id, h.units::text as units,
  h.cost::text as cost, h.accrued::text as accrued, h.accrual_exact::text as accrual_exact,
  h.accrued_through::text as accrued_through, h.opened_day::text as opened_day,
  h.maturity_day::text as maturity_day, h.state, h.opened_at, h.closed_at`;

export async function insertHolding(
  h: Handle,
  r: Omit<HoldingRow, 'accrued' | 'accrual_exact' | 'accrued_through' | 'closed_at'>,
): Promise<void> {
  await sql`
    insert into product_holdings (id, tenant_id, user_id, product_id, units, cost, opened_day,
      maturity_day, state, opened_at)
    values (${r.id}, ${r.tenant_id}, ${r.user_id}, ${r.product_id}, ${r.units}::numeric,
      ${r.cost}::numeric, ${r.opened_day}::date, ${r.maturity_day}::date, ${r.state},
      ${r.opened_at})`.execute(h);
}

/** One holding of the tenant; `lock`: FOR UPDATE (accrual, redemption, maturity). */
export async function findHolding(
  h: Handle,
  tenantId: string,
  id: string,
  lock = false,
): Promise<HoldingRow | undefined> {
  const { rows } = await sql<HoldingRow>`
    select ${holdingColumns} from product_holdings h
    where h.tenant_id = ${tenantId} and h.id = ${id} ${lock ? sql`for update of h` : sql``}`.execute(
    h,
  );
  return rows[0];
}

export async function updateHolding(
  h: Handle,
  id: string,
  change: Partial<
    Pick<
      HoldingRow,
      'units' | 'cost' | 'accrued' | 'accrual_exact' | 'accrued_through' | 'state' | 'closed_at'
    > & { last_accrual: string }
  >,
): Promise<void> {
  const sets = Object.entries(change).map(([column, value]) =>
    column === 'accrued_through'
      ? sql`${sql.ref(column)} = ${value}::date`
      : ['units', 'cost', 'accrued', 'accrual_exact', 'last_accrual'].includes(column)
        ? sql`${sql.ref(column)} = ${value}::numeric`
        : sql`${sql.ref(column)} = ${value}`,
  );
  if (sets.length === 0) return;
  await sql`update product_holdings set ${sql.join(sets)} where id = ${id}`.execute(h);
}

/** A client's holdings, newest first: open (units held) or closed (matured, redeemed). */
export async function pageHoldings(
  h: Handle,
  owner: { tenantId: string; userId: string },
  open: boolean,
  page: { size: number; offset: number },
): Promise<{ rows: HoldingRow[]; total: number }> {
  const states = open ? sql`('holding')` : sql`('matured', 'redeemed')`;
  const { rows } = await sql<HoldingRow>`
    select ${holdingColumns} from product_holdings h
    where h.tenant_id = ${owner.tenantId} and h.user_id = ${owner.userId} and h.state in ${states}
    order by h.opened_at desc, h.id limit ${page.size} offset ${page.offset}`.execute(h);
  const count = await sql<{ n: string }>`
    select count(*)::text as n from product_holdings h
    where h.tenant_id = ${owner.tenantId} and h.user_id = ${owner.userId}
      and h.state in ${states}`.execute(h);
  return { rows, total: Number(count.rows[0]?.n ?? '0') };
}

/** A holding of a client with what its portfolio figures need (products/figures in domain). */
export interface HoldingFigureRow {
  id: string;
  units: string;
  cost: string;
  accrued: string;
  accrued_through: string | null;
  last_accrual: string | null;
  opened_day: string;
  state: string;
  type: string;
  currency: string;
  market_price: string;
  nav_date: string | null;
  /** The NAV of the priced day before `nav_date` (NAV products); null when none. */
  previous_nav: string | null;
  /** What its settled subscription paid, and what its redemptions paid out. */
  subscribed: string;
  proceeds: string;
}

/**
 * Every holding of a client, open or paid out (a closed one keeps its realised P&L), with its
 * product's price, the previous NAV and the sums of its orders: one query for the portfolio.
 */
export async function holdingFigureRows(
  h: Handle,
  owner: { tenantId: string; userId: string },
): Promise<HoldingFigureRow[]> {
  const { rows } = await sql<HoldingFigureRow>`
    select h.id, h.units::text as units, h.cost::text as cost, h.accrued::text as accrued,
      h.accrued_through::text as accrued_through, h.last_accrual::text as last_accrual,
      h.opened_day::text as opened_day, h.state, p.type, p.currency,
      p.market_price::text as market_price, p.nav_date::text as nav_date,
      (select n.nav::text from product_navs n where n.product_id = p.id and n.day < p.nav_date
        order by n.day desc limit 1) as previous_nav,
      coalesce((select sum(o.amount) from product_orders o where o.holding_id = h.id
        and o.side = 'subscribe' and o.state = 'settled'), 0)::text as subscribed,
      coalesce((select sum(o.amount) from product_orders o where o.holding_id = h.id
        and o.side = 'redeem' and o.state = 'settled'), 0)::text as proceeds
    from product_holdings h join products p on p.id = h.product_id
    where h.tenant_id = ${owner.tenantId} and h.user_id = ${owner.userId}
    order by h.opened_at, h.id`.execute(h);
  return rows;
}

/** Every open holding of a client (the portfolio, the recommendations), oldest first. */
export async function openHoldingsOf(
  h: Handle,
  owner: { tenantId: string; userId: string },
  productId?: string,
): Promise<HoldingRow[]> {
  const { rows } = await sql<HoldingRow>`
    select ${holdingColumns} from product_holdings h
    where h.tenant_id = ${owner.tenantId} and h.user_id = ${owner.userId} and h.state = 'holding'
      ${productId === undefined ? sql`` : sql`and h.product_id = ${productId}`}
    order by h.opened_at, h.id`.execute(h);
  return rows;
}

// ---- orders -----------------------------------------------------------------------------------

export interface OrderRow {
  id: string;
  tenant_id: string;
  user_id: string;
  product_id: string;
  side: string;
  amount: string;
  units: string | null;
  price: string | null;
  hold_id: string | null;
  state: string;
  remark: string | null;
  holding_id: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const orderColumns = sql`o.id, o.tenant_id, o.user_id, o.product_id, o.side,
  o.amount::text as amount, o.units::text as units, o.price::text as price, o.hold_id, o.state,
  o.remark, o.holding_id, o.created_at, o.decided_at`;

export async function insertOrder(h: Handle, o: OrderRow): Promise<void> {
  await sql`
    insert into product_orders (id, tenant_id, user_id, product_id, side, amount, units, price,
      hold_id, state, remark, holding_id, created_at, decided_at)
    values (${o.id}, ${o.tenant_id}, ${o.user_id}, ${o.product_id}, ${o.side},
      ${o.amount}::numeric, ${o.units}::numeric, ${o.price}::numeric, ${o.hold_id}, ${o.state},
      ${o.remark}, ${o.holding_id}, ${o.created_at}, ${o.decided_at})`.execute(h);
}

/** One order of the tenant; `lock`: FOR UPDATE (the advisor's decision, the client's cancel). */
export async function findOrder(
  h: Handle,
  tenantId: string,
  id: string,
  lock = false,
): Promise<OrderRow | undefined> {
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from product_orders o
    where o.tenant_id = ${tenantId} and o.id = ${id} ${lock ? sql`for update of o` : sql``}`.execute(
    h,
  );
  return rows[0];
}

export async function updateOrder(
  h: Handle,
  id: string,
  change: Pick<OrderRow, 'state' | 'decided_at'> &
    Partial<Pick<OrderRow, 'units' | 'price' | 'remark' | 'holding_id'>>,
): Promise<void> {
  await sql`
    update product_orders set state = ${change.state}, decided_at = ${change.decided_at},
      units = coalesce(${change.units ?? null}::numeric, units),
      price = coalesce(${change.price ?? null}::numeric, price),
      remark = coalesce(${change.remark ?? null}, remark),
      holding_id = coalesce(${change.holding_id ?? null}, holding_id)
    where id = ${id}`.execute(h);
}

/** A client's orders, newest first, by side and state. */
export async function pageOrders(
  h: Handle,
  filter: { tenantId: string; userId?: string; side?: string; state?: string },
  page: { size: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const parts = [sql`o.tenant_id = ${filter.tenantId}`];
  if (filter.userId !== undefined) parts.push(sql`o.user_id = ${filter.userId}`);
  if (filter.side !== undefined) parts.push(sql`o.side = ${filter.side}`);
  if (filter.state !== undefined) parts.push(sql`o.state = ${filter.state}`);
  const where = sql.join(parts, sql` and `);
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from product_orders o where ${where}
    order by o.created_at desc, o.id limit ${page.size} offset ${page.offset}`.execute(h);
  const count = await sql<{ n: string }>`
    select count(*)::text as n from product_orders o where ${where}`.execute(h);
  return { rows, total: Number(count.rows[0]?.n ?? '0') };
}

/** The client's VIP level, score and KYC status (spec 6), shared-locked against a change. */
export async function clientFacts(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<{ kyc_status: string; vip: number; score: number; country: string } | undefined> {
  const { rows } = await sql<{ kyc_status: string; vip: number; score: number; country: string }>`
    select u.kyc_status, u.vip, u.score, u.mobile_country_code as country from users u
    where u.tenant_id = ${tenantId} and u.id = ${userId} for share of u`.execute(h);
  return rows[0];
}

/** Tenants with products (the scheduler's NAV and accrual runs look at each). */
export async function navProductsDue(
  h: Handle,
  day: string,
): Promise<{ id: string; tenant_id: string }[]> {
  const { rows } = await sql<{ id: string; tenant_id: string }>`
    select id, tenant_id from products
    where type in ('fund', 'quant') and (nav_date is null or nav_date < ${day}::date)
    order by id`.execute(h);
  return rows;
}

/** How many holdings of a product are open (an edit of its type or currency is refused). */
export async function subscribedUnits(h: Handle, productId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from product_holdings
    where product_id = ${productId} and state = 'holding'`.execute(h);
  return Number(rows[0]?.n ?? '0');
}
