// The orders area's SQL: quotes, orders, fills, average-cost positions, the trading
// unlocks and suspensions. Every function takes the handle its caller opened.
import type { CommissionSchedule } from '@invest/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Handle, RowWrite } from '../ledger';
import { AUTH_CACHE_TTL_MS, AuthCache } from '../../platform/auth/authCache';

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

/**
 * spec 3 User `order_num`: client_info, the call every page start makes, answers a client's order
 * count from memory for AUTH_CACHE_TTL_MS at most, and forgets it when this process records an
 * order of the client (`insertOrder`). An order recorded by another server process, or one whose
 * transaction commits while the count is being read, shows within AUTH_CACHE_TTL_MS: the same
 * bound the auth cache gives a profile change. One count query per page start cost the
 * authenticated read nine tenths of its rate on PGlite.
 */
const orderCounts = new AuthCache<number>();
const countKey = (tenantId: string, userId: string) => `${tenantId}/${userId}`;

/**
 * Records a new order and answers its row as written (a read of it would give the same): no one
 * else sees the row before the caller's transaction commits, so it is the caller's to change
 * (a market order's fill) without a lock of its own.
 */
export async function insertOrder(h: Handle, o: NewOrder): Promise<OrderRow> {
  orderCounts.forget(countKey(o.tenant_id, o.user_id));
  const { rows } = await sql<OrderRow>`${orderInsert(o)} returning ${orderColumns}`.execute(h);
  return rows[0]!;
}

/** The statement of `insertOrder`, for an order as placed or as it already stands (filled). */
const orderInsert = (o: NewOrder & Partial<OrderRow>) => ordersInsert([o]);

/**
 * The writes of an order placed and filled in one go (a market buy at its quote: execution.ts
 * `fillOnPlacement`), as plain statements for the statement of its ledger transactions
 * (ledger `postTrade`): the order as it stands after its fill, the fill, and its locked
 * position's new figures.
 */
export function placedFilled(
  order: OrderRow,
  fill: FillRow,
  position: PositionUpdate,
): [RowWrite<OrderRow>, RowWrite<FillRow>, RowWrite<PositionUpdate>] {
  orderCounts.forget(countKey(order.tenant_id, order.user_id));
  // rows of a batch's writes: its trades' orders, fills and positions are a statement each
  return [
    { write: ordersInsert, row: order },
    { write: fillsInsert, row: fill },
    { write: positionsUpdate, row: position },
  ];
}

/**
 * `orderInsert` for the orders of a batch (ledger `postTrades`), in one statement: arrays by
 * column, so that the statement's text is the same for any number of orders (a named prepared
 * statement, db/preparedStatements.ts, parsed once per connection, not once per batch size).
 */
const ordersInsert = (orders: readonly (NewOrder & Partial<OrderRow>)[]) => {
  const c = <V>(of: (o: NewOrder & Partial<OrderRow>) => V) => col(orders, of);
  const at = (d: Date | null | undefined) => (d == null ? null : d.toISOString());
  return sql`
    insert into trade_orders as o (id, tenant_id, user_id, exchange, symbol, name, currency,
      account_currency, side, type, time_in_force, quantity, limit_price, stop_price, quote_id,
      status, last_event, hold_id, held, fx_rate, commission, placed_at, expires_at, checked_at,
      filled_at, settles_at)
    select id, tenant_id, user_id, exchange, symbol, name, currency, account_currency, side, type,
      time_in_force, quantity::numeric, limit_price::numeric, stop_price::numeric, quote_id,
      status, last_event, hold_id, held::numeric, fx_rate::numeric, commission::jsonb,
      placed_at::timestamptz, expires_at::timestamptz, checked_at::timestamptz,
      filled_at::timestamptz, settles_at::timestamptz
    from unnest(${c((o) => o.id)}::text[], ${c((o) => o.tenant_id)}::text[],
      ${c((o) => o.user_id)}::text[], ${c((o) => o.exchange)}::text[],
      ${c((o) => o.symbol)}::text[], ${c((o) => o.name)}::text[], ${c((o) => o.currency)}::text[],
      ${c((o) => o.account_currency)}::text[], ${c((o) => o.side)}::text[],
      ${c((o) => o.type)}::text[], ${c((o) => o.time_in_force)}::text[],
      ${c((o) => o.quantity)}::text[], ${c((o) => o.limit_price)}::text[],
      ${c((o) => o.stop_price)}::text[], ${c((o) => o.quote_id)}::text[],
      ${c((o) => o.status)}::text[], ${c((o) => o.last_event ?? 'place')}::text[],
      ${c((o) => o.hold_id)}::text[], ${c((o) => o.held)}::text[], ${c((o) => o.fx_rate)}::text[],
      ${c((o) => (o.commission === null ? null : JSON.stringify(o.commission)))}::text[],
      ${c((o) => at(o.placed_at))}::text[], ${c((o) => at(o.expires_at))}::text[],
      ${c((o) => at(o.checked_at))}::text[], ${c((o) => at(o.filled_at))}::text[],
      ${c((o) => at(o.settles_at))}::text[])
      as v(id, tenant_id, user_id, exchange, symbol, name, currency, account_currency, side, type,
        time_in_force, quantity, limit_price, stop_price, quote_id, status, last_event, hold_id,
        held, fx_rate, commission, placed_at, expires_at, checked_at, filled_at, settles_at)`;
};

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
export function countOrders(h: Handle, tenantId: string, userId: string): number | Promise<number> {
  const key = countKey(tenantId, userId);
  const now = Date.now();
  const known = orderCounts.get(key, now);
  // a count this process knows is answered at once: no promise for the usual client_info
  if (known !== undefined) return known;
  // the calls that ask meanwhile share one count (none of them recorded an order since it began)
  return orderCounts.shared(key, () => loadOrderCount(h, tenantId, userId, key, now));
}

async function loadOrderCount(
  h: Handle,
  tenantId: string,
  userId: string,
  key: string,
  now: number,
): Promise<number> {
  const epoch = orderCounts.epoch;
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from trade_orders
    where tenant_id = ${tenantId} and user_id = ${userId}`.execute(h);
  const count = Number(rows[0]!.n);
  orderCounts.set(key, count, now, now + AUTH_CACHE_TTL_MS, epoch);
  return count;
}

/** A listing's prices at a tick's instant: what the fill engine matches working orders against. */
export interface ListingPrices {
  exchange: string;
  symbol: string;
  /** The session's open: what an order meets at its first look in the session. */
  open: string;
  /** The price of the moment. */
  price: string;
  /** When the session in progress opened. */
  sessionOpen: Date;
}

/** The listings of these exchanges that have working orders. */
export async function workingListings(
  h: Handle,
  exchanges: readonly string[],
): Promise<{ exchange: string; symbol: string }[]> {
  if (exchanges.length === 0) return [];
  const { rows } = await sql<{ exchange: string; symbol: string }>`
    select distinct exchange, symbol from trade_orders
    where status = 'pending' and exchange in (${sql.join(exchanges)})`.execute(h);
  return rows;
}

/** One column of a batch, as an array parameter for `unnest` (a handful of parameters per batch). */
const col = <T, V>(rows: readonly T[], of: (row: T) => V): V[] => rows.map(of);

const pricesTable = (prices: readonly ListingPrices[]) => sql`
  unnest(${col(prices, (p) => p.exchange)}::text[], ${col(prices, (p) => p.symbol)}::text[],
    ${col(prices, (p) => p.open)}::numeric[], ${col(prices, (p) => p.price)}::numeric[],
    ${col(prices, (p) => p.sessionOpen.toISOString())}::timestamptz[])
    as q(exchange, symbol, open, price, session_open)`;

// The engine's rules (engine.ts `decide`) in SQL, for an order `o` at the price `q` shows it: the
// session's open at its first look in the session, else the price of the moment.
const looked = sql`(case when o.checked_at < q.session_open then q.open else q.price end)`;
const stopMet = sql`(o.side = 'buy' and ${looked} >= o.stop_price
  or o.side = 'sell' and ${looked} <= o.stop_price)`;
const limitMet = sql`(o.side = 'buy' and ${looked} <= o.limit_price
  or o.side = 'sell' and ${looked} >= o.limit_price)`;
const fills = sql`(o.type = 'market'
  or o.type = 'limit' and ${limitMet}
  or o.type = 'stop' and (o.triggered or ${stopMet})
  or o.type = 'stop_limit' and (o.triggered or ${stopMet}) and ${limitMet})`;

/**
 * Claims up to `limit` working orders of these listings that fill at their prices now (not
 * expired, not yet looked at this instant, none of `skip`), skipping those another process
 * holds: the fill engine's set-based match (ARCHITECTURE 'Work on a clock'). The orders a price
 * can reach are found by range on the working-order indexes (migration 0019): a limit by its
 * limit price, a stop not yet triggered by its stop price.
 */
export async function claimCrossedOrders(
  h: Handle,
  prices: readonly ListingPrices[],
  now: Date,
  limit: number,
  skip: readonly string[] = [],
): Promise<OrderRow[]> {
  if (prices.length === 0) return [];
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from trade_orders o
    join ${pricesTable(prices)} on o.exchange = q.exchange and o.symbol = q.symbol
    where o.status = 'pending' and o.expires_at > ${now} and o.checked_at < ${now}
      and (o.side = 'buy' and o.limit_price >= least(q.open, q.price)
        or o.side = 'sell' and o.limit_price <= greatest(q.open, q.price)
        or o.type in ('stop', 'stop_limit') and not o.triggered
          and (o.side = 'buy' and o.stop_price <= greatest(q.open, q.price)
            or o.side = 'sell' and o.stop_price >= least(q.open, q.price))
        or o.type = 'market'
        or o.type = 'stop' and o.triggered)
      and ${fills}
      ${skip.length === 0 ? sql`` : sql`and not (o.id = any(${[...skip]}::text[]))`}
    order by o.id
    limit ${limit}
    for update of o skip locked`.execute(h);
  return rows;
}

/**
 * Notes what the engine saw of the working orders of these listings that the prices leave alone
 * (those another process holds skipped): an order at its first look in the session is checked
 * now (its later looks are at the price of the moment), a stop-limit whose stop the price met is
 * triggered. Answers how many it noted.
 */
export async function markLooked(
  h: Handle,
  prices: readonly ListingPrices[],
  now: Date,
): Promise<number> {
  if (prices.length === 0) return 0;
  const { rows } = await sql<{ id: string }>`
    update trade_orders t
    set checked_at = case when x.first_look then ${now} else t.checked_at end,
      triggered = t.triggered or x.triggers
    from (
      select o.id, o.checked_at < q.session_open as first_look,
        (o.type = 'stop_limit' and not o.triggered and ${stopMet}) as triggers
      from trade_orders o
      join ${pricesTable(prices)} on o.exchange = q.exchange and o.symbol = q.symbol
      where o.status = 'pending' and o.expires_at > ${now} and o.checked_at < ${now}
        and (o.checked_at < q.session_open
          or o.type = 'stop_limit' and not o.triggered and ${stopMet})
        and not ${fills}
      for update of o skip locked
    ) x
    where t.id = x.id
    returning t.id`.execute(h);
  return rows.length;
}

/**
 * Claims up to `limit` working orders whose time ran out by `now` (none of `skip`), skipping
 * those held.
 */
export async function claimExpiredOrders(
  h: Handle,
  now: Date,
  limit: number,
  skip: readonly string[] = [],
): Promise<OrderRow[]> {
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from trade_orders o
    where o.status = 'pending' and o.expires_at <= ${now}
      ${skip.length === 0 ? sql`` : sql`and not (o.id = any(${[...skip]}::text[]))`}
    order by o.expires_at, o.id
    limit ${limit}
    for update skip locked`.execute(h);
  return rows;
}

/**
 * Claims one filled order whose settlement is due (none of `skip`), skipping those another
 * process holds.
 */
export async function claimSettlingOrder(
  h: Handle,
  now: Date,
  skip: readonly string[] = [],
): Promise<OrderRow | undefined> {
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from trade_orders o
    where o.status = 'settle' and o.settles_at <= ${now}
      ${skip.length === 0 ? sql`` : sql`and not (o.id = any(${[...skip]}::text[]))`}
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

/** The statement of `insertFills` (a part of `writeFills`' too). */
function fillsInsert(fills: readonly FillRow[]) {
  const c = <V>(of: (f: FillRow) => V) => col(fills, of);
  return sql`
    insert into trade_fills (id, tenant_id, order_id, price, quantity, gross, fees, trade_fees,
      tax_fees, total, fx_rate, converted_total, cost_of_sold, realised_pnl,
      ledger_transaction_id, securities_transaction_id, filled_at)
    select id, tenant_id, order_id, price::numeric, quantity::numeric, gross::numeric,
      fees::jsonb, trade_fees::numeric, tax_fees::numeric, total::numeric, fx_rate::numeric,
      converted_total::numeric, cost_of_sold::numeric, realised_pnl::numeric,
      ledger_transaction_id, securities_transaction_id, filled_at::timestamptz
    from unnest(${c((f) => f.id)}::text[], ${c((f) => f.tenant_id)}::text[],
      ${c((f) => f.order_id)}::text[], ${c((f) => f.price)}::text[],
      ${c((f) => f.quantity)}::text[], ${c((f) => f.gross)}::text[],
      ${c((f) => JSON.stringify(f.fees))}::text[], ${c((f) => f.trade_fees)}::text[],
      ${c((f) => f.tax_fees)}::text[], ${c((f) => f.total)}::text[],
      ${c((f) => f.fx_rate)}::text[], ${c((f) => f.converted_total)}::text[],
      ${c((f) => f.cost_of_sold)}::text[], ${c((f) => f.realised_pnl)}::text[],
      ${c((f) => f.ledger_transaction_id)}::text[], ${c((f) => f.securities_transaction_id)}::text[],
      ${c((f) => f.filled_at.toISOString())}::text[])
      as f(id, tenant_id, order_id, price, quantity, gross, fees, trade_fees, tax_fees, total,
        fx_rate, converted_total, cost_of_sold, realised_pnl, ledger_transaction_id,
        securities_transaction_id, filled_at)`;
}

/** `insertFill` for a batch, in one statement. */
export async function insertFills(h: Handle, fills: readonly FillRow[]): Promise<void> {
  if (fills.length === 0) return;
  await fillsInsert(fills).execute(h);
}

export interface FilledOrder {
  id: string;
  status: string;
  filledAt: Date;
  settlesAt: Date;
}

/** The statement of `markFilled`. */
const ordersFilled = (orders: readonly FilledOrder[]) => sql`
    update trade_orders o
    set status = v.status, last_event = 'fill', filled_at = v.filled_at::timestamptz,
      checked_at = v.filled_at::timestamptz, settles_at = v.settles_at::timestamptz
    from unnest(${col(orders, (r) => r.id)}::text[], ${col(orders, (r) => r.status)}::text[],
      ${col(orders, (r) => r.filledAt.toISOString())}::text[],
      ${col(orders, (r) => r.settlesAt.toISOString())}::text[])
      as v(id, status, filled_at, settles_at)
    where o.id = v.id`;

/** Locked orders filled: their new status, the fill's instant and when they settle. */
export async function markFilled(h: Handle, orders: readonly FilledOrder[]): Promise<void> {
  if (orders.length === 0) return;
  await ordersFilled(orders).execute(h);
}

/**
 * What a batch of fills writes besides the ledgers, in one statement (one round trip): the
 * locked positions' new figures (`updatePositions`), the locked orders filled (`markFilled`) and
 * the fills (`insertFills`).
 */
export async function writeFills(
  h: Handle,
  w: {
    positions: readonly PositionUpdate[];
    orders: readonly FilledOrder[];
    fills: readonly FillRow[];
  },
): Promise<void> {
  if (w.fills.length === 0) return;
  await sql`
    with positions as (${positionsUpdate(w.positions)}), orders as (${ordersFilled(w.orders)})
    ${fillsInsert(w.fills)}`.execute(h);
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

export interface PositionKey {
  tenantId: string;
  userId: string;
  exchange: string;
  symbol: string;
  currency: string;
}

/** `positionKey` of a position: the map key of `lockPositions`. */
export const positionKey = (k: Omit<PositionKey, 'currency'>) =>
  `${k.tenantId}\0${k.userId}\0${k.exchange}\0${k.symbol}`;

/**
 * Clients' positions in listings, locked in primary-key order (opened at zero when missing), by
 * `positionKey`: one statement for a batch of fills. An INSERT whose conflict updates the row (to
 * what it holds) locks an existing position as FOR UPDATE would, and opens a missing one, in the
 * order of its rows (sorted here), and returns either as it then stands.
 */
export async function lockPositions(
  h: Handle,
  keys: readonly PositionKey[],
): Promise<Map<string, PositionRow>> {
  const unique = [...new Map(keys.map((k) => [positionKey(k), k])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, k]) => k);
  const { rows } = await sql<
    PositionRow & { tenant_id: string; user_id: string }
  >`${lockPositionsSql(unique)}`.execute(h);
  return new Map(
    rows.map(({ tenant_id, user_id, ...p }) => [
      positionKey({ tenantId: tenant_id, userId: user_id, exchange: p.exchange, symbol: p.symbol }),
      p,
    ]),
  );
}

/** `lockPositions`' statement for `keys` in their order, for a caller's own statement too. */
const lockPositionsSql = (keys: readonly PositionKey[]) => {
  const c = <V>(of: (k: PositionKey) => V) => col(keys, of);
  return sql`
    insert into trade_positions as p (tenant_id, user_id, exchange, symbol, currency)
    select k.tenant_id, k.user_id, k.exchange, k.symbol, k.currency
    from unnest(${c((k) => k.tenantId)}::text[], ${c((k) => k.userId)}::text[],
      ${c((k) => k.exchange)}::text[], ${c((k) => k.symbol)}::text[],
      ${c((k) => k.currency)}::text[])
      with ordinality as k(tenant_id, user_id, exchange, symbol, currency, n)
    order by k.n
    on conflict (tenant_id, user_id, exchange, symbol) do update set quantity = p.quantity
    returning p.tenant_id, p.user_id, p.exchange, p.symbol, p.currency,
      p.quantity::text as quantity, p.cost::text as cost, p.realised::text as realised`;
};

export type PositionUpdate = Omit<PositionKey, 'currency'> & {
  quantity: string;
  cost: string;
  realised: string;
};

/** The statement of `updatePositions`. */
const positionsUpdate = (positions: readonly PositionUpdate[]) => sql`
    update trade_positions p
    set quantity = v.quantity::numeric, cost = v.cost::numeric, realised = v.realised::numeric,
      updated_at = now()
    from unnest(${col(positions, (r) => r.tenantId)}::text[],
      ${col(positions, (r) => r.userId)}::text[], ${col(positions, (r) => r.exchange)}::text[],
      ${col(positions, (r) => r.symbol)}::text[], ${col(positions, (r) => r.quantity)}::text[],
      ${col(positions, (r) => r.cost)}::text[], ${col(positions, (r) => r.realised)}::text[])
      as v(tenant_id, user_id, exchange, symbol, quantity, cost, realised)
    where p.tenant_id = v.tenant_id and p.user_id = v.user_id and p.exchange = v.exchange
      and p.symbol = v.symbol`;

/** `updatePosition` for a batch of locked positions, in one statement. */
export async function updatePositions(
  h: Handle,
  positions: readonly PositionUpdate[],
): Promise<void> {
  if (positions.length === 0) return;
  await positionsUpdate(positions).execute(h);
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

/**
 * The facts placing an order depends on, FOR SHARE (ledger/service.ts 'Lock order' 2). The
 * suspension is read by a statement of its own after the client row is locked: a READ COMMITTED
 * statement that waited for the lock sees the row's latest version but keeps its own snapshot for
 * everything else, so a suspension committed while it waited would stay unseen in one statement.
 */
export async function traderFacts(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<{ kyc_status: string; vip: number; score: number; suspended: boolean } | undefined> {
  const client = await lockTrader(h, tenantId, userId);
  if (!client) return undefined;
  return { ...client, suspended: await isSuspended(h, tenantId, userId) };
}

/** The client row FOR SHARE (ledger/service.ts 'Lock order' 2): level, score and KYC status. */
export async function lockTrader(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<{ kyc_status: string; vip: number; score: number } | undefined> {
  const { rows } = await sql<{ kyc_status: string; vip: number; score: number }>`
    select u.kyc_status, u.vip, u.score
    from users u where u.tenant_id = ${tenantId} and u.id = ${userId}
    for share of u`.execute(h);
  return rows[0];
}

/** Whether the client's trading is suspended: read after `lockTrader`, see `traderFacts`. */
export async function isSuspended(h: Handle, tenantId: string, userId: string): Promise<boolean> {
  const { rows } = await sql`
    select 1 from trade_suspensions
    where tenant_id = ${tenantId} and user_id = ${userId}`.execute(h);
  return rows.length > 0;
}

/** What a market order reads once its client row is locked (`claimQuotesAndGates`). */
export interface MarketOrderReads {
  suspended: boolean;
  /** The quote claimed for the order; none when it is not the client's or already used. */
  quote: QuoteRow | undefined;
  /** The tenant's commission schedule of the listing's market; none: the default. */
  fee: FeeScheduleRow | undefined;
  /** The client's position in the listing, locked (opened at zero), when asked for. */
  position: PositionRow | undefined;
  /** The rows of the `balances` query, in (currency, bucket) order, when asked for. */
  balances: { currency: string; bucket: string; amount: string }[] | undefined;
}

/** A row of `claimQuotesAndGates`' statement. */
type ClaimRow = { suspended: boolean } & Partial<Record<keyof QuoteRow, unknown>> & {
    fee_market: string | null;
    fee_rate: string | null;
    fee_min_amount: string | null;
    fee_max_amount: string | null;
    fee_updated_at: Date | null;
    pos_exchange: string | null;
    pos_symbol: string | null;
    pos_currency: string | null;
    pos_quantity: string | null;
    pos_cost: string | null;
    pos_realised: string | null;
    balances: { currency: string; bucket: string; amount: string }[] | null;
  };

/** What a market order reads, from its row of a claim statement. */
function readsOf(r: ClaimRow): MarketOrderReads {
  return {
    suspended: r.suspended,
    quote:
      r.id === null
        ? undefined
        : {
            id: r.id as string,
            tenant_id: r.tenant_id as string,
            user_id: r.user_id as string,
            exchange: r.exchange as string,
            symbol: r.symbol as string,
            side: r.side as string,
            quantity: r.quantity as string,
            price: r.price as string,
            account_currency: r.account_currency as string,
            preview: r.preview,
            created_at: r.created_at as Date,
            expires_at: r.expires_at as Date,
          },
    fee:
      r.fee_market === null
        ? undefined
        : {
            market: r.fee_market,
            rate: r.fee_rate!,
            min_amount: r.fee_min_amount,
            max_amount: r.fee_max_amount,
            updated_at: r.fee_updated_at!,
          },
    position:
      r.pos_exchange === null
        ? undefined
        : {
            exchange: r.pos_exchange,
            symbol: r.pos_symbol!,
            currency: r.pos_currency!,
            quantity: r.pos_quantity!,
            cost: r.pos_cost!,
            realised: r.pos_realised!,
          },
    balances: r.balances ?? undefined,
  };
}

/** A market order's claim (`claimQuotesAndGates`). */
export interface MarketOrderClaim {
  tenantId: string;
  userId: string;
  quoteId: string | undefined;
  orderId: string;
  market: string | undefined;
  position?: Omit<PositionKey, 'tenantId' | 'userId'> | undefined;
  /** Whether the client's balances are read with the rest (a buy's). */
  balances: boolean;
}

/**
 * `lockTrader` for the clients of a group commit (docs/decisions/0020), in one statement: their
 * rows FOR SHARE in (tenant, user) order, the batch's lock order; by client (`tenant\0user`).
 */
export async function lockTraders(
  h: Handle,
  clients: readonly { tenantId: string; userId: string }[],
): Promise<Map<string, { kyc_status: string; vip: number; score: number }>> {
  const { rows } = await sql<{
    tenant_id: string;
    id: string;
    kyc_status: string;
    vip: number;
    score: number;
  }>`
    select u.tenant_id, u.id, u.kyc_status, u.vip, u.score
    from unnest(${col(clients, (c) => c.tenantId)}::text[], ${col(clients, (c) => c.userId)}::text[])
      as k(tenant_id, id)
    join users u on u.tenant_id = k.tenant_id and u.id = k.id
    order by u.tenant_id, u.id
    for share of u`.execute(h);
  return new Map(rows.map(({ tenant_id, id, ...client }) => [`${tenant_id}\0${id}`, client]));
}

/**
 * Market orders' reads after their clients' rows are locked (`lockTrader`, or `lockTraders` for a
 * group commit, docs/decisions/0020), in one statement whatever their number (one round trip
 * instead of three an order): each client's suspension (a statement after the lock, as
 * `traderFacts` needs); each order's quote claimed for it (spec 4: a quote backs one order;
 * nothing when it is not the client's or another order holds it already: a concurrent claim waits
 * on the row and then finds it used); the tenant's commission schedule of its market (undefined:
 * none read); and, for a buy filled as it is placed, the client's position locked as
 * `lockPositions` locks it (in the claims' order, which is the batch's lock order; before any
 * balance, the lock order of a fill) and the client's balances. Runs in the orders' transaction: a
 * refused order releases its claim and opens no position. Answers each claim's reads, in the
 * claims' order. The claims' positions must differ.
 */
export async function claimQuotesAndGates(
  h: Handle,
  claims: readonly MarketOrderClaim[],
  /** The ledger's balances query (`clientBalancesQuery`) for a client given by columns. */
  balancesOf: (tenantId: RawBuilder<unknown>, userId: RawBuilder<unknown>) => RawBuilder<unknown>,
): Promise<MarketOrderReads[]> {
  if (claims.length === 0) return [];
  const c = <V>(of: (k: MarketOrderClaim) => V) => col(claims, of);
  const positions = claims.flatMap((k) =>
    k.position === undefined ? [] : [{ tenantId: k.tenantId, userId: k.userId, ...k.position }],
  );
  const { rows } = await sql<ClaimRow>`
    with v as (
      select * from unnest(${c((k) => k.tenantId)}::text[], ${c((k) => k.userId)}::text[],
        ${c((k) => k.quoteId ?? null)}::text[], ${c((k) => k.orderId)}::text[],
        ${c((k) => k.market ?? null)}::text[], ${c((k) => k.position?.exchange ?? null)}::text[],
        ${c((k) => k.position?.symbol ?? null)}::text[], ${c((k) => k.balances)}::boolean[])
        with ordinality as v(tenant_id, user_id, quote_id, order_id, market, exchange, symbol,
          with_balances, n)
    ), claimed as (
      update trade_quotes q set used_by = v.order_id
      from v
      where q.tenant_id = v.tenant_id and q.user_id = v.user_id and q.id = v.quote_id
        and q.used_by is null
      returning v.n as claim_n, q.id, q.tenant_id, q.user_id, q.exchange, q.symbol, q.side,
        q.quantity::text as quantity, q.price::text as price, q.account_currency, q.preview,
        q.created_at, q.expires_at
    )${positions.length === 0 ? sql`` : sql`, pos as (${lockPositionsSql(positions)})`}
    select exists (select 1 from trade_suspensions s
        where s.tenant_id = v.tenant_id and s.user_id = v.user_id) as suspended,
      c.id, c.tenant_id, c.user_id, c.exchange, c.symbol, c.side, c.quantity, c.price,
      c.account_currency, c.preview, c.created_at, c.expires_at,
      f.market as fee_market, f.rate::text as fee_rate, f.min_amount::text as fee_min_amount,
      f.max_amount::text as fee_max_amount, f.updated_at as fee_updated_at, ${
        positions.length === 0
          ? sql`null::text as pos_exchange, null::text as pos_symbol,
        null::text as pos_currency, null::text as pos_quantity, null::text as pos_cost,
        null::text as pos_realised`
          : sql`pos.exchange as pos_exchange, pos.symbol as pos_symbol,
        pos.currency as pos_currency, pos.quantity as pos_quantity, pos.cost as pos_cost,
        pos.realised as pos_realised`
      },
      case when v.with_balances then (
        select coalesce(json_agg(r order by r.currency, r.bucket), '[]'::json)
        from (${balancesOf(sql.ref('v.tenant_id'), sql.ref('v.user_id'))}) r) end as balances
    from v left join claimed c on c.claim_n = v.n
      left join trade_fee_schedules f on f.tenant_id = v.tenant_id and f.market = v.market
      ${
        positions.length === 0
          ? sql``
          : sql`left join pos on pos.tenant_id = v.tenant_id and pos.user_id = v.user_id
        and pos.exchange = v.exchange and pos.symbol = v.symbol`
      }
    order by v.n`.execute(h);
  return rows.map(readsOf);
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

/**
 * Suspends a client's trading and answers their working orders, locked, to be cancelled in the
 * same transaction. The client row is taken FOR NO KEY UPDATE first (ledger/service.ts 'Lock
 * order' 2): a placement holds it FOR SHARE from its eligibility check to its commit, so one in
 * progress is waited for and its order is among those answered, and one that starts later waits
 * and then reads the suspension. The fill engine claims orders SKIP LOCKED and never takes the
 * client row, so it passes over these orders until they are cancelled.
 */
export async function suspend(
  h: Handle,
  s: { tenantId: string; userId: string; reason: string },
): Promise<OrderRow[]> {
  await sql`select 1 from users where tenant_id = ${s.tenantId} and id = ${s.userId}
    for no key update`.execute(h);
  await sql`
    insert into trade_suspensions (tenant_id, user_id, reason)
    values (${s.tenantId}, ${s.userId}, ${s.reason})
    on conflict (tenant_id, user_id) do update set reason = excluded.reason`.execute(h);
  const { rows } = await sql<OrderRow>`
    select ${orderColumns} from trade_orders o
    where o.tenant_id = ${s.tenantId} and o.user_id = ${s.userId} and o.status = 'pending'
    order by o.id
    for update`.execute(h);
  return rows;
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

/** A `FeeScheduleRow`'s columns. */
const FEE_SCHEDULE_COLUMNS = sql`market, rate::text as rate, min_amount::text as min_amount,
  max_amount::text as max_amount, updated_at`;

/** A tenant's commission schedules, by market (a market without one charges the default). */
export async function feeSchedules(h: Handle, tenantId: string): Promise<FeeScheduleRow[]> {
  const { rows } = await sql<FeeScheduleRow>`
    select ${FEE_SCHEDULE_COLUMNS}
    from trade_fee_schedules where tenant_id = ${tenantId} order by market`.execute(h);
  return rows;
}

export async function feeScheduleOf(
  h: Handle,
  tenantId: string,
  market: string,
): Promise<FeeScheduleRow | undefined> {
  const { rows } = await sql<FeeScheduleRow>`
    select ${FEE_SCHEDULE_COLUMNS}
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
