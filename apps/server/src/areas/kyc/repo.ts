// The KYC area's SQL (repo.ts is the only place with queries): submissions and the
// client's KYC status. Every function runs on the handle its caller gives (`Db | Trx`).
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { KycSubmissionsTable, UsersTable } from '../../db/schema';
import type { Caller, Db } from '../../platform/serviceDeps';

export type Submission = Selectable<KycSubmissionsTable>;

/** The client's latest submission, if any. */
export async function latestSubmission(db: Db, owner: Caller): Promise<Submission | undefined> {
  return db
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .orderBy('submitted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The client's KYC status; `lock` takes the row for update (the status decides a write). */
export async function userKycStatus(
  db: Db,
  owner: Caller,
  { lock = false }: { lock?: boolean } = {},
): Promise<string | undefined> {
  const query = db
    .selectFrom('users')
    .select('kyc_status')
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row?.kyc_status;
}

/** Sets the client's KYC status (and, on approval, the profile's full name). */
export async function updateUserKyc(
  db: Db,
  owner: Caller,
  set: Pick<Updateable<UsersTable>, 'kyc_status' | 'full_name'>,
): Promise<void> {
  await db
    .updateTable('users')
    .set(set)
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId)
    .execute();
}

export async function insertSubmission(
  db: Db,
  values: Insertable<KycSubmissionsTable>,
): Promise<Submission> {
  return db.insertInto('kyc_submissions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The client's latest pending submission, taken for update. */
export async function lockPendingSubmission(
  db: Db,
  owner: Caller,
): Promise<Submission | undefined> {
  return db
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('status', '=', 'pending')
    .orderBy('submitted_at', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

/** Records a decision on a submission; answers the updated row. */
export async function updateSubmission(
  db: Db,
  id: string,
  set: Pick<
    Updateable<KycSubmissionsTable>,
    'status' | 'decided_at' | 'decided_by' | 'reject_reason'
  >,
): Promise<Submission> {
  return db
    .updateTable('kyc_submissions')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The tenant's pending submissions with their client's username, oldest first. */
export async function pendingSubmissions(db: Db, tenantId: string) {
  return db
    .selectFrom('kyc_submissions as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select([
      'k.id',
      'k.user_id',
      'u.username',
      'k.full_name',
      'k.id_kind',
      'k.id_no',
      'k.id_front',
      'k.id_back',
      'k.submitted_at',
    ])
    .where('k.tenant_id', '=', tenantId)
    .where('u.tenant_id', '=', tenantId)
    .where('k.status', '=', 'pending')
    .orderBy('k.submitted_at', 'asc')
    .execute();
}
