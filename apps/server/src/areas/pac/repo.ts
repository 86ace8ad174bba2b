// The PAC codes' SQL (migration 0028). The offering or product a code is for is read here only
// for what the check needs (whether it exists in the tenant and asks for a PAC code).
import { sql } from 'kysely';
import type { Db } from '../../platform/serviceDeps';

/** What a code is for: one offering (IPO, APO, AI product) or one catalogue product. */
export interface PacTarget {
  kind: 'offering' | 'product';
  id: string;
}

export interface PacCodeRow {
  id: string;
  tenant_id: string;
  user_id: string;
  offering_id: string | null;
  product_id: string | null;
  single_use: boolean;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

const targetColumn = (target: PacTarget) =>
  target.kind === 'offering' ? ('offering_id' as const) : ('product_id' as const);

const columns = [
  'id',
  'tenant_id',
  'user_id',
  'offering_id',
  'product_id',
  'single_use',
  'created_at',
  'expires_at',
  'used_at',
  'revoked_at',
] as const;

/**
 * Whether the offering or product `target` of `tenantId` asks for a PAC code; undefined when the
 * tenant has no such offering or product.
 */
export async function targetRequiresPac(
  db: Db,
  tenantId: string,
  target: PacTarget,
): Promise<boolean | undefined> {
  const table = target.kind === 'offering' ? sql`offerings` : sql`products`;
  const { rows } = await sql<{ pac_code_required: boolean }>`
    select pac_code_required from ${table}
    where tenant_id = ${tenantId} and id = ${target.id}`.execute(db);
  const row = rows[0];
  return row?.pac_code_required;
}

export async function insertPacCode(
  db: Db,
  row: {
    id: string;
    tenantId: string;
    userId: string;
    target: PacTarget;
    codeHash: string;
    singleUse: boolean;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('pac_codes')
    .values({
      id: row.id,
      tenant_id: row.tenantId,
      user_id: row.userId,
      offering_id: row.target.kind === 'offering' ? row.target.id : null,
      product_id: row.target.kind === 'product' ? row.target.id : null,
      code_hash: row.codeHash,
      single_use: row.singleUse,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Revokes the client's codes for `target` that are not revoked or used yet; how many. */
export async function revokeLiveCodes(
  db: Db,
  where: { tenantId: string; userId: string; target: PacTarget; now: Date },
): Promise<number> {
  const result = await db
    .updateTable('pac_codes')
    .set({ revoked_at: where.now })
    .where('tenant_id', '=', where.tenantId)
    .where('user_id', '=', where.userId)
    .where(targetColumn(where.target), '=', where.target.id)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes code `id` of `tenantId` when it is not revoked yet; the row, or undefined. */
export async function revokePacCodeById(
  db: Db,
  where: { tenantId: string; id: string; now: Date },
): Promise<PacCodeRow | undefined> {
  return db
    .updateTable('pac_codes')
    .set({ revoked_at: where.now })
    .where('tenant_id', '=', where.tenantId)
    .where('id', '=', where.id)
    .where('revoked_at', 'is', null)
    .returning(columns)
    .executeTakeFirst();
}

/**
 * The client's live code for `target` whose hash is `codeHash` (not revoked, not used, not
 * expired at `now`), locked so a single-use code is used once.
 */
export async function livePacCodeForUpdate(
  db: Db,
  where: { tenantId: string; userId: string; target: PacTarget; codeHash: string; now: Date },
): Promise<PacCodeRow | undefined> {
  return db
    .selectFrom('pac_codes')
    .select(columns)
    .where('tenant_id', '=', where.tenantId)
    .where('user_id', '=', where.userId)
    .where(targetColumn(where.target), '=', where.target.id)
    .where('code_hash', '=', where.codeHash)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', where.now)
    .forUpdate()
    .executeTakeFirst();
}

/** Records the use of a single-use code; false when it was used or revoked meanwhile. */
export async function markPacCodeUsed(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('pac_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A tenant's codes, newest first, with the client's username; narrowed by client or target. */
export async function listPacCodes(
  db: Db,
  tenantId: string,
  filter: { userId?: string; target?: PacTarget },
): Promise<Array<PacCodeRow & { username: string }>> {
  let q = db
    .selectFrom('pac_codes')
    .innerJoin('users', 'users.id', 'pac_codes.user_id')
    .select(columns.map((c) => `pac_codes.${c}` as const))
    .select('users.username')
    .where('pac_codes.tenant_id', '=', tenantId);
  if (filter.userId !== undefined) q = q.where('pac_codes.user_id', '=', filter.userId);
  if (filter.target !== undefined) {
    q = q.where(`pac_codes.${targetColumn(filter.target)}`, '=', filter.target.id);
  }
  return q.orderBy('pac_codes.created_at', 'desc').orderBy('pac_codes.id').execute();
}
