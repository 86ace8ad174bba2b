// The queue of a client's money requests that the back office decides (deposits and
// withdrawals): the client's records page by page, the back office's queue oldest first, the row
// locked for a decision (404 / 409), the rejection reason, and the queue's back-office commands
// (list, reject with a reason). The deposits and withdrawals areas keep their own rules and
// postings; what they share is here. A request table is queried under the alias `r` and has
// tenant_id, user_id, status, created_at and id.
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { nonEmpty, table, type CommandKit } from '../../cli/kit';
import { AppError } from '../../platform/errors';
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import type { Caller, Db, ServiceDeps } from '../../platform/serviceDeps';
import { pageOf } from '../../platform/paging';

/** Which requests: a tenant's, optionally one client's, optionally in some statuses. */
export interface RequestFilter {
  tenantId: string;
  userId?: string | undefined;
  statuses?: readonly string[] | undefined;
}

function matching(f: RequestFilter) {
  const user = f.userId === undefined ? sql`` : sql` and r.user_id = ${f.userId}`;
  const statuses =
    f.statuses === undefined
      ? sql``
      : f.statuses.length === 0
        ? sql` and false`
        : sql` and r.status in (${sql.join([...f.statuses])})`;
  return sql<SqlBool>`r.tenant_id = ${f.tenantId}${user}${statuses}`;
}

/** A page of the requests `base` selects (alias `r`), newest first, and how many match. */
export async function pageRequests<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  filter: RequestFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: O[]; total: number }> {
  const where = matching(filter);
  const rows = await base
    .where(where)
    .orderBy(sql`r.created_at desc, r.id desc`)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const counted = await base
    .clearSelect()
    .select(sql<string>`count(*)`.as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return { rows, total: Number((counted as { n: string }).n) };
}

/** One request of the tenant that `base` selects (alias `r`), by id. */
export function findRequest<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  tenantId: string,
  id: string,
): Promise<O | undefined> {
  return base.where(sql<SqlBool>`r.tenant_id = ${tenantId} and r.id = ${id}`).executeTakeFirst();
}

/**
 * Locks a request row of `table` (FOR UPDATE), then reads it through `base`: of two decisions at
 * the same moment (approve and cancel), the second waits, then sees the first's status.
 */
export async function lockRequest<DB, TB extends keyof DB, O>(
  db: Db,
  table: 'deposits' | 'withdrawals',
  base: SelectQueryBuilder<DB, TB, O>,
  tenantId: string,
  id: string,
): Promise<O | undefined> {
  await sql`select id from ${sql.table(table)}
    where tenant_id = ${tenantId} and id = ${id} for update`.execute(db);
  return findRequest(base, tenantId, id);
}

/** The back office's queue: the requests `base` selects (alias `r`) matching, oldest first. */
export function queuedRequests<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  filter: RequestFilter,
  limit: number,
): Promise<O[]> {
  return base
    .where(matching(filter))
    .orderBy(sql`r.created_at`)
    .limit(limit)
    .execute();
}

/** GET .../list of a client's requests: the page asked for, as records. */
export async function listOwnRequests<R, V>(
  owner: Caller,
  query: { status?: string | undefined; page?: string | undefined; size?: string | undefined },
  list: (
    filter: RequestFilter,
    page: { offset: number; limit: number },
  ) => Promise<{
    rows: R[];
    total: number;
  }>,
  toRecord: (row: R) => V,
): Promise<{ list: V[]; total: number; page: number; size: number }> {
  const page = pageOf(query);
  const { rows, total } = await list(
    {
      tenantId: owner.tenantId,
      userId: owner.userId,
      statuses: query.status === undefined ? undefined : [query.status],
    },
    { offset: page.offset, limit: page.size },
  );
  return { list: rows.map(toRecord), total, page: page.page, size: page.size };
}

/**
 * A request locked for a decision (`lock` takes the row lock, then reads it): 404 `notFound`
 * when there is none, or it is another client's (`userId` given); the `conflict` error unless
 * its status is one of `from`.
 */
export async function lockForDecision<R extends { status: string; user_id: string }>(
  lock: () => Promise<R | undefined>,
  options: {
    userId?: string;
    from: readonly string[];
    notFound: string;
    conflict: () => AppError;
  },
): Promise<R> {
  const row = await lock();
  if (!row || (options.userId !== undefined && row.user_id !== options.userId)) {
    throw AppError.notFound(options.notFound);
  }
  if (!options.from.includes(row.status)) throw options.conflict();
  return row;
}

/** The back office's reason for a rejection, trimmed: 1 to 500 characters (400 otherwise). */
export function rejectionReason(reason: string): string {
  const text = reason.trim();
  if (text === '' || text.length > 500) throw AppError.field('reason', 'reason_required');
  return text;
}

type Noun = 'deposit' | 'withdrawal';

/** The `<noun>:list` command of a request queue: the queue as a table, oldest first. */
export function queueListCommand<Q>(
  { program, out, deps, tenantOption }: CommandKit,
  noun: Noun,
  spec: {
    description: string;
    load: (deps: ServiceDeps, tenantId: string) => Promise<Q[]>;
    header: string[];
    row: (item: Q) => string[];
  },
): void {
  program
    .command(`${noun}:list`)
    .description(spec.description)
    .addOption(tenantOption())
    .action(async (o: { tenant: string }) => {
      const queue = await spec.load(await deps(), o.tenant);
      if (queue.length === 0) return out(`No ${noun} is waiting in tenant ${o.tenant}.`);
      out(table([spec.header, ...queue.map(spec.row)]));
    });
}

/** The `<noun>:reject` command of a request queue: --id and --reason, in a money transaction. */
export function queueRejectCommand<D extends { id: string; reason: string | null }>(
  { program, unitOfWork, out, tenantOption }: CommandKit,
  noun: Noun,
  spec: {
    description: string;
    run: (deps: ServiceDeps, tenantId: string, id: string, reason: string) => Promise<D>;
  },
): void {
  const title = noun === 'deposit' ? 'Deposit' : 'Withdrawal';
  program
    .command(`${noun}:reject`)
    .description(spec.description)
    .addOption(tenantOption())
    .requiredOption(`--id <${noun}>`, `${noun} id`)
    .requiredOption('--reason <text>', 'why', nonEmpty('The reason'))
    .action(async (o: { tenant: string; id: string; reason: string }) => {
      const d = await unitOfWork((tx) => spec.run(tx, o.tenant, o.id, o.reason), MONEY_TRANSACTION);
      out(`${title} ${d.id} rejected: ${d.reason ?? ''}`);
    });
}
