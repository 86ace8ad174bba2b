// The funds area's query: the ledger entries on a client's own buckets, with their transaction.
import { sql } from 'kysely';
import type { Caller, Db } from '../../platform/serviceDeps';

export interface FundFilter {
  /** ledger kinds by prefix ('deposit.', ...) */
  kinds?: readonly string[] | undefined;
  /** holds of this kind ('withdrawal'), for hold.* transactions */
  holdKind?: string | undefined;
  currency?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
  offset: number;
  limit: number;
}

export async function fundEntries(db: Db, owner: Caller, f: FundFilter) {
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('ledger_holds as h', (j) =>
      j.onRef('h.id', '=', 't.reference').on('t.kind', 'like', 'hold.%'),
    )
    .where('a.tenant_id', '=', owner.tenantId)
    .where('a.owner_kind', '=', 'client')
    .where('a.user_id', '=', owner.userId);
  if (f.currency !== undefined) q = q.where('e.currency', '=', f.currency);
  if (f.from !== undefined) q = q.where('e.created_at', '>=', f.from);
  if (f.before !== undefined) q = q.where('e.created_at', '<', f.before);
  if (f.kinds !== undefined || f.holdKind !== undefined) {
    const kinds = f.kinds ?? [];
    const holdKind = f.holdKind;
    q = q.where((eb) =>
      eb.or([
        ...kinds.map((k) => eb('t.kind', 'like', `${k}%`)),
        ...(holdKind === undefined ? [] : [eb('h.kind', '=', holdKind)]),
      ]),
    );
  }
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'e.id',
      'e.transaction_id',
      'e.currency',
      'e.bucket',
      'e.created_at',
      't.kind',
      't.reference',
      'h.kind as hold_kind',
      'h.reference as hold_reference',
    ])
    .select(sql<string>`e.amount::text`.as('amount'))
    .orderBy('e.id', 'desc')
    .offset(f.offset)
    .limit(f.limit)
    .execute();
  return { rows, total: Number(total.n) };
}
