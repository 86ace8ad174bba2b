// The offerings area's SQL: offerings, their subscriptions and the scheduled jobs that run their
// timeline. Every function takes the handle its caller opened.
import { sql, type RawBuilder } from 'kysely';
import type { Handle } from '../ledger';

export interface OfferingRow {
  id: string;
  tenant_id: string;
  kind: string;
  type: string;
  subtype: string;
  exchange: string;
  symbol: string;
  name: string;
  currency: string;
  offer_price: string;
  lot_size: string;
  total_lots: string;
  min_lots: number;
  max_lots: number;
  min_vip: number;
  min_score: number;
  pac_code_required: boolean;
  payment_later: boolean;
  /** The AI product: whether a client may take the principal back before the period ends. */
  early_redemption: boolean;
  period: number | null;
  daily_return: string | null;
  start_time: Date;
  end_time: Date;
  pub_time: Date;
  refund_time: Date | null;
  listed_time: Date | null;
  lwr_time: Date | null;
  settlement_time: Date | null;
  seed: string;
  allotted_at: Date | null;
  listed_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
  /** Lots asked for by the subscriptions that still count (awaiting, payment, allotted, listed). */
  subscribed_lots: string;
}

const offeringColumns = sql`o.id, o.tenant_id, o.kind, o.type, o.subtype, o.exchange, o.symbol,
  o.name, o.currency, o.offer_price::text as offer_price, o.lot_size::text as lot_size,
  o.total_lots::text as total_lots, o.min_lots, o.max_lots, o.min_vip, o.min_score,
  o.pac_code_required, o.payment_later, o.early_redemption, o.period, o.daily_return::text as daily_return,
  o.start_time, o.end_time, o.pub_time, o.refund_time, o.listed_time, o.lwr_time,
  o.settlement_time, o.seed, o.allotted_at, o.listed_at, o.cancelled_at, o.created_at,
  coalesce((select sum(s.lots) from offering_subscriptions s
    where s.offering_id = o.id and s.state in ('awaiting', 'payment', 'allotted', 'listed')),
    0)::text as subscribed_lots`;

/** The fields of an offering the back office sets (create and edit). */
export type OfferingFields = Omit<
  OfferingRow,
  | 'id'
  | 'tenant_id'
  | 'seed'
  | 'allotted_at'
  | 'listed_at'
  | 'cancelled_at'
  | 'created_at'
  | 'subscribed_lots'
>;

export async function insertOffering(
  h: Handle,
  o: OfferingFields & { id: string; tenant_id: string; seed: string },
): Promise<void> {
  await sql`
    insert into offerings (id, tenant_id, kind, type, subtype, exchange, symbol, name, currency,
      offer_price, lot_size, total_lots, min_lots, max_lots, min_vip, min_score,
      pac_code_required, payment_later, early_redemption, period, daily_return, start_time,
      end_time, pub_time, refund_time, listed_time, lwr_time, settlement_time, seed)
    values (${o.id}, ${o.tenant_id}, ${o.kind}, ${o.type}, ${o.subtype}, ${o.exchange},
      ${o.symbol}, ${o.name}, ${o.currency}, ${o.offer_price}::numeric, ${o.lot_size}::numeric,
      ${o.total_lots}::bigint, ${o.min_lots}, ${o.max_lots}, ${o.min_vip}, ${o.min_score},
      ${o.pac_code_required}, ${o.payment_later}, ${o.early_redemption}, ${o.period},
      ${o.daily_return}::numeric, ${o.start_time}, ${o.end_time}, ${o.pub_time}, ${o.refund_time}, ${o.listed_time},
      ${o.lwr_time}, ${o.settlement_time}, ${o.seed})`.execute(h);
}

export async function updateOffering(h: Handle, id: string, o: OfferingFields): Promise<void> {
  await sql`
    update offerings set kind = ${o.kind}, type = ${o.type}, subtype = ${o.subtype},
      exchange = ${o.exchange}, symbol = ${o.symbol}, name = ${o.name}, currency = ${o.currency},
      offer_price = ${o.offer_price}::numeric, lot_size = ${o.lot_size}::numeric,
      total_lots = ${o.total_lots}::bigint, min_lots = ${o.min_lots}, max_lots = ${o.max_lots},
      min_vip = ${o.min_vip}, min_score = ${o.min_score},
      pac_code_required = ${o.pac_code_required}, payment_later = ${o.payment_later},
      early_redemption = ${o.early_redemption}, period = ${o.period}, daily_return = ${o.daily_return}::numeric,
      start_time = ${o.start_time}, end_time = ${o.end_time}, pub_time = ${o.pub_time},
      refund_time = ${o.refund_time}, listed_time = ${o.listed_time}, lwr_time = ${o.lwr_time},
      settlement_time = ${o.settlement_time}, updated_at = now()
    where id = ${id}`.execute(h);
}

export async function markOffering(
  h: Handle,
  id: string,
  field: 'allotted_at' | 'listed_at' | 'cancelled_at',
  at: Date,
): Promise<void> {
  await sql`update offerings set ${sql.ref(field)} = ${at}, updated_at = now()
    where id = ${id}`.execute(h);
}

/** One offering of the tenant; `lock`: its row FOR UPDATE (subscribe, cancel, edit, allot). */
export async function findOffering(
  h: Handle,
  tenantId: string,
  id: string,
  lock: 'update' | 'share' | null = null,
): Promise<OfferingRow | undefined> {
  const locking =
    lock === null ? sql`` : lock === 'update' ? sql`for update of o` : sql`for share of o`;
  const { rows } = await sql<OfferingRow>`
    select ${offeringColumns} from offerings o
    where o.tenant_id = ${tenantId} and o.id = ${id} ${locking}`.execute(h);
  return rows[0];
}

export interface OfferingFilter {
  tenantId: string;
  /** now: open; upcoming: not yet open; history: closed, allotted, listed or cancelled. */
  tab?: 'now' | 'upcoming' | 'history' | undefined;
  /** Offerings the user has a subscription on in one of these states. */
  subscribedBy?: { userId: string; states: readonly string[] } | undefined;
  type?: string | undefined;
  subtype?: string | undefined;
  now: Date;
}

function offeringWhere(f: OfferingFilter): RawBuilder<unknown> {
  const parts = [sql`o.tenant_id = ${f.tenantId}`];
  if (f.tab === 'now') {
    parts.push(sql`o.cancelled_at is null and o.start_time <= ${f.now} and ${f.now} < o.end_time`);
  } else if (f.tab === 'upcoming') {
    parts.push(sql`o.cancelled_at is null and ${f.now} < o.start_time`);
  } else if (f.tab === 'history') {
    parts.push(sql`(o.cancelled_at is not null or o.end_time <= ${f.now})`);
  }
  if (f.type !== undefined) parts.push(sql`o.type = ${f.type}`);
  if (f.subtype !== undefined) parts.push(sql`o.subtype = ${f.subtype}`);
  if (f.subscribedBy !== undefined) {
    parts.push(sql`exists (select 1 from offering_subscriptions s where s.offering_id = o.id
      and s.user_id = ${f.subscribedBy.userId}
      and s.state in (${sql.join([...f.subscribedBy.states])}))`);
  }
  return sql.join(parts, sql` and `);
}

/** A page of offerings: open ones by closing time, upcoming by opening, the rest newest first. */
export async function pageOfferings(
  h: Handle,
  f: OfferingFilter,
  page: { size: number; offset: number },
): Promise<{ rows: OfferingRow[]; total: number }> {
  const order =
    f.tab === 'now'
      ? sql`o.end_time, o.id`
      : f.tab === 'upcoming'
        ? sql`o.start_time, o.id`
        : sql`o.start_time desc, o.id`;
  const { rows } = await sql<OfferingRow>`
    select ${offeringColumns} from offerings o where ${offeringWhere(f)}
    order by ${order} limit ${page.size} offset ${page.offset}`.execute(h);
  const count = await sql<{ n: string }>`
    select count(*)::text as n from offerings o where ${offeringWhere(f)}`.execute(h);
  return { rows, total: Number(count.rows[0]!.n) };
}

export async function allOfferings(h: Handle, tenantId: string): Promise<OfferingRow[]> {
  const { rows } = await sql<OfferingRow>`
    select ${offeringColumns} from offerings o where o.tenant_id = ${tenantId}
    order by o.start_time, o.id`.execute(h);
  return rows;
}

// ---- subscriptions ----------------------------------------------------------------------------

export interface SubscriptionRow {
  id: string;
  tenant_id: string;
  offering_id: string;
  user_id: string;
  lots: number;
  amount: string;
  hold_id: string | null;
  state: string;
  allotted_lots: number | null;
  allotted_amount: string | null;
  refund_amount: string | null;
  created_at: Date;
  cancelled_at: Date | null;
  allotted_at: Date | null;
  listed_at: Date | null;
  /** The AI product: the return credited so far (minor units) and its exact, unrounded sum. */
  ai_accrued: string;
  ai_exact: string;
  /** The AI product: trading days paid, the last of them (a UTC day), the principal's return. */
  ai_days_paid: number;
  ai_paid_through: string | null;
  returned_at: Date | null;
}

const subscriptionColumns = sql`s.id, s.tenant_id, s.offering_id, s.user_id, s.lots,
  s.amount::text as amount, s.hold_id, s.state, s.allotted_lots,
  s.allotted_amount::text as allotted_amount, s.refund_amount::text as refund_amount,
  s.created_at, s.cancelled_at, s.allotted_at, s.listed_at, s.ai_accrued::text as ai_accrued,
  s.ai_exact::text as ai_exact, s.ai_days_paid, s.ai_paid_through, s.returned_at`;

export async function insertSubscription(
  h: Handle,
  s: Omit<
    SubscriptionRow,
    'ai_accrued' | 'ai_exact' | 'ai_days_paid' | 'ai_paid_through' | 'returned_at'
  >,
): Promise<void> {
  await sql`
    insert into offering_subscriptions (id, tenant_id, offering_id, user_id, lots, amount,
      hold_id, state, created_at)
    values (${s.id}, ${s.tenant_id}, ${s.offering_id}, ${s.user_id}, ${s.lots},
      ${s.amount}::numeric, ${s.hold_id}, ${s.state}, ${s.created_at})`.execute(h);
}

export async function updateSubscription(
  h: Handle,
  id: string,
  s: Partial<
    Pick<
      SubscriptionRow,
      | 'state'
      | 'hold_id'
      | 'allotted_lots'
      | 'allotted_amount'
      | 'refund_amount'
      | 'cancelled_at'
      | 'allotted_at'
      | 'listed_at'
      | 'ai_accrued'
      | 'ai_exact'
      | 'ai_days_paid'
      | 'ai_paid_through'
      | 'returned_at'
    >
  >,
): Promise<void> {
  const sets = Object.entries(s).map(([k, v]) =>
    NUMERIC.has(k) ? sql`${sql.ref(k)} = ${v}::numeric` : sql`${sql.ref(k)} = ${v}`,
  );
  if (sets.length === 0) return;
  await sql`update offering_subscriptions set ${sql.join(sets)} where id = ${id}`.execute(h);
}

const NUMERIC = new Set(['allotted_amount', 'refund_amount', 'ai_accrued', 'ai_exact']);

/** One subscription of the tenant; `lock`: FOR UPDATE (cancel). */
export async function findSubscription(
  h: Handle,
  tenantId: string,
  id: string,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const { rows } = await sql<SubscriptionRow>`
    select ${subscriptionColumns} from offering_subscriptions s
    where s.tenant_id = ${tenantId} and s.id = ${id} ${lock ? sql`for update` : sql``}`.execute(h);
  return rows[0];
}

/** The subscriptions of these offerings (of one user when given), oldest first. */
export async function subscriptionsOf(
  h: Handle,
  offeringIds: readonly string[],
  userId?: string,
): Promise<SubscriptionRow[]> {
  if (offeringIds.length === 0) return [];
  const { rows } = await sql<SubscriptionRow>`
    select ${subscriptionColumns} from offering_subscriptions s
    where s.offering_id in (${sql.join([...offeringIds])})
      ${userId === undefined ? sql`` : sql`and s.user_id = ${userId}`}
    order by s.created_at, s.id`.execute(h);
  return rows;
}

/** The lots every counting subscription of an offering asked for (the allotment's input). */
export async function allotmentRequests(
  h: Handle,
  offeringId: string,
): Promise<{ id: string; lots: number; state: string }[]> {
  const { rows } = await sql<{ id: string; lots: number; state: string }>`
    select id, lots, state from offering_subscriptions
    where offering_id = ${offeringId} and state in ('awaiting', 'allotted', 'refunded', 'listed')
      and hold_id is not null
    order by id`.execute(h);
  return rows;
}

/**
 * Settles a batch of an offering's awaiting subscriptions in one statement: each one's state,
 * allotted lots, allotted amount and refund, at `at`.
 */
export async function settleAllotments(
  h: Handle,
  rows: readonly { id: string; state: string; lots: number; allotted: string; refund: string }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    update offering_subscriptions s
    set state = v.state, allotted_lots = v.lots, allotted_amount = v.allotted::numeric,
      refund_amount = v.refund::numeric, allotted_at = ${at}
    from unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.state)}::text[],
      ${rows.map((r) => r.lots)}::int[], ${rows.map((r) => r.allotted)}::text[],
      ${rows.map((r) => r.refund)}::text[]) as v(id, state, lots, allotted, refund)
    where s.id = v.id and s.state = 'awaiting'`.execute(h);
}

/**
 * The subscriptions of an offering still waiting for their payment at the allotment refunded,
 * nothing executed (nothing was held): how many.
 */
export async function refundUnpaid(h: Handle, offeringId: string, at: Date): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    update offering_subscriptions
    set state = 'refunded', allotted_lots = 0, allotted_amount = 0, refund_amount = 0,
      allotted_at = ${at}
    where offering_id = ${offeringId} and state = 'payment'
    returning id`.execute(h);
  return rows.length;
}

/** Up to `limit` subscriptions of an offering in `state`, locked (skipping none: one job). */
export async function lockSubscriptionsIn(
  h: Handle,
  offeringId: string,
  state: string,
  limit: number,
): Promise<SubscriptionRow[]> {
  const { rows } = await sql<SubscriptionRow>`
    select ${subscriptionColumns} from offering_subscriptions s
    where s.offering_id = ${offeringId} and s.state = ${state}
    order by s.id limit ${limit} for update`.execute(h);
  return rows;
}

/**
 * Up to `limit` running (allotted) AI subscriptions of an offering with something to do, locked:
 * a trading day up to `through` not paid yet, or, once the period is over (`matured`), every one.
 * A subscription redeemed meanwhile by its client is passed over (its state moved on).
 */
export async function lockAiDue(
  h: Handle,
  offeringId: string,
  through: string | null,
  matured: boolean,
  limit: number,
): Promise<SubscriptionRow[]> {
  const due = matured
    ? sql`true`
    : through === null
      ? sql`false`
      : sql`(s.ai_paid_through is null or s.ai_paid_through < ${through})`;
  const { rows } = await sql<SubscriptionRow>`
    select ${subscriptionColumns} from offering_subscriptions s
    where s.offering_id = ${offeringId} and s.state = 'allotted' and ${due}
    order by s.id limit ${limit} for update`.execute(h);
  return rows;
}

// ---- the client -------------------------------------------------------------------------------

/** The subscriber's KYC status, VIP level and score, the row shared against a concurrent change. */
export async function subscriberFacts(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<{ kyc_status: string; vip: number; score: number } | undefined> {
  const { rows } = await sql<{ kyc_status: string; vip: number; score: number }>`
    select u.kyc_status, u.vip, u.score from users u
    where u.tenant_id = ${tenantId} and u.id = ${userId} for share of u`.execute(h);
  return rows[0];
}
