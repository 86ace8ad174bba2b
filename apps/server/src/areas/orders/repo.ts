// The orders area's SQL: quotes, orders, fills, average-cost positions, the trading
// unlocks and suspensions. Every function takes the handle its caller opened.
import type { CommissionSchedule } from '@invest/domain';
import { sql } from 'kysely';
import type { Handle } from '../ledger';

export interface QuoteRow {
  id: string;
  tenant_id: string;
  user_id: string;
  exchange: string;
  symbol: string;
  side: string;
  quantity: string;
  price: string;
  account_currency: string;
  preview: unknown;
  created_at: Date;
  expires_at: Date;
}

export async function insertQuote(h: Handle, q: QuoteRow): Promise<void> {
  await sql`
    insert into trade_quotes (id, tenant_id, user_id, exchange, symbol, side, quantity, price,
      account_currency, preview, created_at, expires_at)
    values (${q.id}, ${q.tenant_id}, ${q.user_id}, ${q.exchange}, ${q.symbol}, ${q.side},
      ${q.quantity}::numeric, ${q.price}::numeric, ${q.account_currency},
      ${JSON.stringify(q.preview)}::jsonb, ${q.created_at}, ${q.expires_at})`.execute(h);
}

/**
 * The client's quote, claimed for the order `orderId` (spec 4: a quote backs one order). Nothing
 * when it is not theirs or another order holds it already; a concurrent claim waits on the row
 * and then finds it used. Runs in the order's transaction: a refused order releases the claim.
 */
export async function claimQuote(
  h: Handle,
  tenantId: string,
  userId: string,
  id: string,
  orderId: string,
): Promise<QuoteRow | undefined> {
  const { rows } = await sql<QuoteRow>`
    update trade_quotes set used_by = ${orderId}
    where tenant_id = ${tenantId} and user_id = ${userId} and id = ${id} and used_by is null
    returning id, tenant_id, user_id, exchange, symbol, side, quantity::text as quantity,
      price::text as price, account_currency, preview, created_at, expires_at`.execute(h);
  return rows[0];
}

export interface OrderRow {
  id: string;
  tenant_id: string;
  user_id: string;
  exchange: string;
  symbol: string;
  name: string;
  currency: string;
  account_currency: string;
  side: string;
  type: string;
  time_in_force: string;
  quantity: string;
  limit_price: string | null;
  stop_price: string | null;
  quote_id: string | null;
  status: string;
  last_event: string;
  reason: string | null;
  triggered: boolean;
  hold_id: string | null;
  held: string;
  fx_rate: string | null;
  /** The commission schedule the order was placed under (null: placed under the default). */
  commission: CommissionSchedule | null;
  placed_at: Date;
  expires_at: Date;
  checked_at: Date;
  filled_at: Date | null;
  settles_at: Date | null;
  settled_at: Date | null;
  closed_at: Date | null;
}

const orderColumns = sql`
  o.id, o.tenant_id, o.user_id, o.exchange, o.symbol, o.name, o.currency, o.account_currency,
  o.side, o.type, o.time_in_force, o.quantity::text as quantity,
  o.limit_price::text as limit_price, o.stop_price::text as stop_price, o.quote_id, o.status,
  o.last_event, o.reason, o.triggered, o.hold_id, o.held::text as held,
  o.fx_rate::text as fx_rate, o.commission, o.placed_at, o.expires_at, o.checked_at, o.filled_at,
  o.settles_at, o.settled_at, o.closed_at`;

export type NewOrder = Omit<
  OrderRow,
  'last_event' | 'reason' | 'triggered' | 'filled_at' | 'settles_at' | 'settled_at' | 'closed_at'
>;

export async function insertOrder(h: Handle, o: NewOrder): Promise<void> {
  await sql`
    insert into trade_orders (id, tenant_id, user_id, exchange, symbol, name, currency,
      account_currency, side, type, time_in_force, quantity, limit_price, stop_price, quote_id,
      status, hold_id, held, fx_rate, commission, placed_at, expires_at, checked_at)
    values (${o.id}, ${o.tenant_id}, ${o.user_id}, ${o.exchange}, ${o.symbol}, ${o.name},
      ${o.currency}, ${o.account_currency}, ${o.side}, ${o.type}, ${o.time_in_force},
      ${o.quantity}::numeric, ${o.limit_price}::numeric, ${o.stop_price}::numeric, ${o.quote_id},
      ${o.status}, ${o.hold_id}, ${o.held}::numeric, ${o.fx_rate}::numeric,
      ${o.commission === null ? null : JSON.stringify(o.commission)}::jsonb, ${o.placed_at},
      ${o.expires_at}, ${o.checked_at})`.execute(h);
}

/** One order, locked for a change of its state (a fill, a cancel, an expiry, a settlement). */
export async function lockOrder(
  h: Handle,
  tenantId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from trade_orders o
    where o.tenant_id = ${tenantId} and o.id = ${id} for update`.execute(h);
  return rows[0];
}

export async function findOrder(
  h: Handle,
  tenantId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from trade_orders o
    where o.tenant_id = ${tenantId} and o.id = ${id}`.execute(h);
  return rows[0];
}

export async function updateOrder(
  h: Handle,
  id: string,
  set: Partial<
    Pick<
      OrderRow,
      | 'status'
      | 'last_event'
      | 'reason'
      | 'triggered'
      | 'checked_at'
      | 'filled_at'
      | 'settles_at'
      | 'settled_at'
      | 'closed_at'
    >
  >,
): Promise<void> {
  const assignments = Object.entries(set).map(
    ([column, value]) => sql`${sql.ref(column)} = ${value}`,
  );
  if (assignments.length === 0) return;
  await sql`update trade_orders set ${sql.join(assignments)} where id = ${id}`.execute(h);
}

export interface OrderFilter {
  tenantId: string;
  userId?: string;
  side?: string;
  statuses?: readonly string[];
  limit: number;
  offset: number;
}

const filterOf = (f: OrderFilter) => sql`
  o.tenant_id = ${f.tenantId}
  ${f.userId === undefined ? sql`` : sql`and o.user_id = ${f.userId}`}
  ${f.side === undefined ? sql`` : sql`and o.side = ${f.side}`}
  ${f.statuses === undefined ? sql`` : sql`and o.status in (${sql.join(f.statuses)})`}`;

/** A page of orders, newest first, and how many there are. */
export async function listOrders(
  h: Handle,
  f: OrderFilter,
): Promise<{ rows: OrderRow[]; total: number }> {
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from trade_orders o where ${filterOf(f)}
    order by o.placed_at desc, o.id desc limit ${f.limit} offset ${f.offset}`.execute(h);
  const count = await sql<{ n: string }>`
    select count(*)::text as n from trade_orders o where ${filterOf(f)}`.execute(h);
  return { rows, total: Number(count.rows[0]!.n) };
}

/** spec 3 `order_num`: how many orders the client placed (any status). */
export async function countOrders(h: Handle, tenantId: string, userId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from trade_orders
    where tenant_id = ${tenantId} and user_id = ${userId}`.execute(h);
  return Number(rows[0]!.n);
}

/**
 * Claims up to `limit` working orders not yet checked at `now` (any tenant), skipping those
 * another process holds: the fill engine's batch (ARCHITECTURE 'Work on a clock').
 */
export async function claimWorkingOrders(h: Handle, now: Date, limit: number): Promise<OrderRow[]> {
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from trade_orders o
    where o.status = 'pending' and o.checked_at < ${now}
    order by o.checked_at, o.id
    limit ${limit}
    for update skip locked`.execute(h);
  return rows;
}

/** One working order, locked, if it is still working and not yet checked at `now`. */
export async function lockWorkingOrder(
  h: Handle,
  id: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from trade_orders o
    where o.id = ${id} and o.status = 'pending' and o.checked_at < ${now}
    for update`.execute(h);
  return rows[0];
}

/** The claimed orders the price left alone, checked at `now` (`triggered`: their stop met). */
export async function markChecked(
  h: Handle,
  ids: readonly string[],
  triggered: readonly string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await sql`update trade_orders set checked_at = ${now} where id in (${sql.join(ids)})`.execute(h);
  if (triggered.length === 0) return;
  await sql`
    update trade_orders set triggered = true where id in (${sql.join(triggered)})`.execute(h);
}

/** Claims one filled order whose settlement is due, skipping those another process holds. */
export async function claimSettlingOrder(h: Handle, now: Date): Promise<OrderRow | undefined> {
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from trade_orders o
    where o.status = 'settle' and o.settles_at <= ${now}
    order by o.settles_at, o.id
    limit 1
    for update skip locked`.execute(h);
  return rows[0];
}

export interface FillRow {
  id: string;
  tenant_id: string;
  order_id: string;
  price: string;
  quantity: string;
  gross: string;
  fees: unknown;
  trade_fees: string;
  tax_fees: string;
  total: string;
  fx_rate: string | null;
  converted_total: string;
  cost_of_sold: string | null;
  realised_pnl: string | null;
  ledger_transaction_id: string;
  securities_transaction_id: string;
  filled_at: Date;
}

export async function insertFill(h: Handle, f: FillRow): Promise<void> {
  await sql`
    insert into trade_fills (id, tenant_id, order_id, price, quantity, gross, fees, trade_fees,
      tax_fees, total, fx_rate, converted_total, cost_of_sold, realised_pnl,
      ledger_transaction_id, securities_transaction_id, filled_at)
    values (${f.id}, ${f.tenant_id}, ${f.order_id}, ${f.price}::numeric, ${f.quantity}::numeric,
      ${f.gross}::numeric, ${JSON.stringify(f.fees)}::jsonb, ${f.trade_fees}::numeric,
      ${f.tax_fees}::numeric, ${f.total}::numeric, ${f.fx_rate}::numeric,
      ${f.converted_total}::numeric, ${f.cost_of_sold}::numeric, ${f.realised_pnl}::numeric,
      ${f.ledger_transaction_id}, ${f.securities_transaction_id}, ${f.filled_at})`.execute(h);
}

/** The fills of these orders. */
export async function fillsOf(h: Handle, orderIds: readonly string[]): Promise<FillRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await sql<FillRow>`
    select id, tenant_id, order_id, price::text as price, quantity::text as quantity,
      gross::text as gross, fees, trade_fees::text as trade_fees, tax_fees::text as tax_fees,
      total::text as total, fx_rate::text as fx_rate, converted_total::text as converted_total,
      cost_of_sold::text as cost_of_sold, realised_pnl::text as realised_pnl,
      ledger_transaction_id, securities_transaction_id, filled_at
    from trade_fills where order_id in (${sql.join(orderIds)})`.execute(h);
  return rows;
}

export interface PositionRow {
  exchange: string;
  symbol: string;
  currency: string;
  quantity: string;
  cost: string;
  realised: string;
}

/** A client's position in a listing, locked (opened at zero when missing). */
export async function lockPosition(
  h: Handle,
  k: { tenantId: string; userId: string; exchange: string; symbol: string; currency: string },
): Promise<PositionRow> {
  await sql`
    insert into trade_positions (tenant_id, user_id, exchange, symbol, currency)
    values (${k.tenantId}, ${k.userId}, ${k.exchange}, ${k.symbol}, ${k.currency})
    on conflict do nothing`.execute(h);
  const { rows } = await sql<PositionRow>`
    select exchange, symbol, currency, quantity::text as quantity, cost::text as cost,
      realised::text as realised
    from trade_positions
    where tenant_id = ${k.tenantId} and user_id = ${k.userId} and exchange = ${k.exchange}
      and symbol = ${k.symbol}
    for update`.execute(h);
  return rows[0]!;
}

export async function updatePosition(
  h: Handle,
  k: { tenantId: string; userId: string; exchange: string; symbol: string },
  p: { quantity: string; cost: string; realised: string },
): Promise<void> {
  await sql`
    update trade_positions
    set quantity = ${p.quantity}::numeric, cost = ${p.cost}::numeric,
      realised = ${p.realised}::numeric, updated_at = now()
    where tenant_id = ${k.tenantId} and user_id = ${k.userId} and exchange = ${k.exchange}
      and symbol = ${k.symbol}`.execute(h);
}

/** A client's positions (held now, or with realised P&L), by exchange and symbol. */
export async function positionsOf(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<PositionRow[]> {
  const { rows } = await sql<PositionRow>`
    select exchange, symbol, currency, quantity::text as quantity, cost::text as cost,
      realised::text as realised
    from trade_positions
    where tenant_id = ${tenantId} and user_id = ${userId}
    order by exchange, symbol`.execute(h);
  return rows;
}

/** The facts placing an order depends on, FOR SHARE (ledger/service.ts 'Lock order' 2). */
export async function traderFacts(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<{ kyc_status: string; vip: number; score: number; suspended: boolean } | undefined> {
  const { rows } = await sql<{
    kyc_status: string;
    vip: number;
    score: number;
    suspended: boolean;
  }>`
    select u.kyc_status, u.vip, u.score,
      exists (select 1 from trade_suspensions s
              where s.tenant_id = u.tenant_id and s.user_id = u.id) as suspended
    from users u where u.tenant_id = ${tenantId} and u.id = ${userId}
    for share of u`.execute(h);
  return rows[0];
}

export async function saveUnlock(
  h: Handle,
  u: { sessionId: string; tenantId: string; userId: string; until: Date },
): Promise<void> {
  await sql`
    insert into trade_unlocks (session_id, tenant_id, user_id, until)
    values (${u.sessionId}, ${u.tenantId}, ${u.userId}, ${u.until})
    on conflict (session_id) do update set until = excluded.until`.execute(h);
}

export async function unlockUntil(
  h: Handle,
  tenantId: string,
  userId: string,
  sessionId: string,
): Promise<Date | undefined> {
  const { rows } = await sql<{ until: Date }>`
    select until from trade_unlocks
    where session_id = ${sessionId} and tenant_id = ${tenantId} and user_id = ${userId}`.execute(h);
  return rows[0]?.until;
}

export async function suspend(
  h: Handle,
  s: { tenantId: string; userId: string; reason: string },
): Promise<void> {
  await sql`
    insert into trade_suspensions (tenant_id, user_id, reason)
    values (${s.tenantId}, ${s.userId}, ${s.reason})
    on conflict (tenant_id, user_id) do update set reason = excluded.reason`.execute(h);
}

export async function resume(h: Handle, tenantId: string, userId: string): Promise<boolean> {
  const { rows } = await sql<{ user_id: string }>`
    delete from trade_suspensions where tenant_id = ${tenantId} and user_id = ${userId}
    returning user_id`.execute(h);
  return rows.length > 0;
}

export interface FeeScheduleRow {
  market: string;
  rate: string;
  min_amount: string | null;
  max_amount: string | null;
  updated_at: Date;
}

/** A tenant's commission schedules, by market (a market without one charges the default). */
export async function feeSchedules(h: Handle, tenantId: string): Promise<FeeScheduleRow[]> {
  const { rows } = await sql<FeeScheduleRow>`
    select market, rate::text as rate, min_amount::text as min_amount,
      max_amount::text as max_amount, updated_at
    from trade_fee_schedules where tenant_id = ${tenantId} order by market`.execute(h);
  return rows;
}

export async function feeScheduleOf(
  h: Handle,
  tenantId: string,
  market: string,
): Promise<FeeScheduleRow | undefined> {
  const { rows } = await sql<FeeScheduleRow>`
    select market, rate::text as rate, min_amount::text as min_amount,
      max_amount::text as max_amount, updated_at
    from trade_fee_schedules where tenant_id = ${tenantId} and market = ${market}`.execute(h);
  return rows[0];
}

export async function saveFeeSchedule(
  h: Handle,
  f: { tenantId: string; market: string; rate: string; min: string | null; max: string | null },
): Promise<void> {
  await sql`
    insert into trade_fee_schedules (tenant_id, market, rate, min_amount, max_amount)
    values (${f.tenantId}, ${f.market}, ${f.rate}::numeric, ${f.min}::numeric, ${f.max}::numeric)
    on conflict (tenant_id, market) do update
    set rate = excluded.rate, min_amount = excluded.min_amount,
      max_amount = excluded.max_amount, updated_at = now()`.execute(h);
}

export async function deleteFeeSchedule(
  h: Handle,
  tenantId: string,
  market: string,
): Promise<boolean> {
  const { rows } = await sql<{ market: string }>`
    delete from trade_fee_schedules where tenant_id = ${tenantId} and market = ${market}
    returning market`.execute(h);
  return rows.length > 0;
}
