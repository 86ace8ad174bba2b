// The funds area's queries: the ledger entries on a client's own buckets grouped into the
// operations that posted them, and the status of each operation from its own record.
import { sql, type RawBuilder } from 'kysely';
import type { Caller, Db } from '../../platform/serviceDeps';

export interface OperationFilter {
  type?: string | undefined;
  /** Operations that moved this currency (either side of an exchange). */
  currency?: string | undefined;
  /** The operation began at or after. */
  from?: Date | undefined;
  /** The operation began before. */
  before?: Date | undefined;
  offset: number;
  limit: number;
}

export interface MovementRow {
  id: string;
  transaction_id: string;
  kind: string;
  currency: string;
  bucket: string;
  amount: string;
  created_at: string;
}

export interface OperationRow {
  type: string;
  op: string;
  started_at: Date;
  last_at: Date;
  movements: MovementRow[];
}

/**
 * The client's ledger entries, each with the operation it belongs to: the type of the
 * operation by the transaction's kind (a hold's by the hold's kind), and its id, the business
 * record the postings carry as their reference (a hold's postings carry the hold, whose reference
 * is the withdrawal or order). An adjustment's reference is its reason and a posting without one
 * stands alone: those are grouped by their own transaction.
 */
const legs = (owner: Caller): RawBuilder<unknown> => sql`
  select e.id, e.transaction_id, e.currency, e.bucket, e.amount, e.created_at, t.kind,
    ty.type,
    case
      when ty.type in ('adjustment', 'other') then t.id
      when t.kind like 'hold.%' then coalesce(nullif(h.reference, ''), h.id, t.id)
      else coalesce(nullif(t.reference, ''), t.id)
    end as op
  from ledger_entries e
  join ledger_accounts a on a.id = e.account_id
  join ledger_transactions t on t.id = e.transaction_id
  left join ledger_holds h on t.kind like 'hold.%' and h.id = t.reference
  cross join lateral (select case
      when t.kind like 'hold.%' then case h.kind
        when 'withdrawal' then 'withdrawal'
        when 'order' then 'trade'
        when 'subscription' then 'subscription'
        else 'other' end
      when t.kind like 'deposit.%' then 'deposit'
      when t.kind like 'withdrawal.%' then 'withdrawal'
      when t.kind like 'fx.%' then 'exchange'
      when t.kind like 'adjustment%' then 'adjustment'
      when t.kind like 'trade.%' or t.kind like 'order.%' then 'trade'
      when t.kind like 'subscription.%' then 'subscription'
      when t.kind like 'loan.%' then 'loan'
      else 'other' end as type) ty
  where a.tenant_id = ${owner.tenantId} and a.owner_kind = 'client' and a.user_id = ${owner.userId}`;

/** One page of the client's operations, newest first, each with its movements in order. */
export async function operations(db: Db, owner: Caller, f: OperationFilter) {
  const conditions = [sql`true`];
  if (f.type !== undefined) conditions.push(sql`type = ${f.type}`);
  const having = [sql`true`];
  if (f.currency !== undefined) having.push(sql`bool_or(currency = ${f.currency})`);
  if (f.from !== undefined) having.push(sql`min(created_at) >= ${f.from}`);
  if (f.before !== undefined) having.push(sql`min(created_at) < ${f.before}`);
  const grouped = sql`
    select type, op, min(id) as first_id, min(created_at) as started_at,
      max(created_at) as last_at,
      json_agg(json_build_object('id', id::text, 'transaction_id', transaction_id,
        'kind', kind, 'currency', currency, 'bucket', bucket, 'amount', amount::text,
        'created_at', created_at) order by id) as movements
    from (${legs(owner)}) l
    where ${sql.join(conditions, sql` and `)}
    group by type, op
    having ${sql.join(having, sql` and `)}`;
  const total = await sql<{ n: string }>`select count(*)::text as n from (${grouped}) g`.execute(
    db,
  );
  const page = await sql<OperationRow>`
    select type, op, started_at, last_at, movements from (${grouped}) g
    order by first_id desc offset ${f.offset} limit ${f.limit}`.execute(db);
  return { rows: page.rows, total: Number(total.rows[0]!.n) };
}

/** The statuses of the client's records of one kind, by id (those that exist). */
export async function statusesOf(
  db: Db,
  owner: Caller,
  table: 'deposits' | 'withdrawals' | 'trade_orders',
  ids: readonly string[],
): Promise<Map<string, { status: string; last_event: string | null }>> {
  if (ids.length === 0) return new Map();
  const lastEvent = table === 'trade_orders' ? sql`last_event` : sql`null::text`;
  const { rows } = await sql<{ id: string; status: string; last_event: string | null }>`
    select id, status, ${lastEvent} as last_event from ${sql.table(table)}
    where tenant_id = ${owner.tenantId} and user_id = ${owner.userId}
      and id in (${sql.join(ids)})`.execute(db);
  return new Map(rows.map((r) => [r.id, { status: r.status, last_event: r.last_event }]));
}
