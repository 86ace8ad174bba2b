// The auth area's Kysely queries: the only place with SQL for the area. The
// services (service.ts, sessions.ts, mfa.ts, codes.ts, invitations.ts, devices.ts) decide; these
// read and write, each on the handle it is given (the database or the caller's unit of work).
import { gatedFeatures } from '@invest/domain';
import { sql } from 'kysely';
import { passwordChangedAt, type Caller, type Db, type Phone } from '../../platform/serviceDeps';

// -- users --------------------------------------------------------------------------------------

/** Whether a user of the tenant has `name` as username, in any case. */
export async function usernameTaken(db: Db, tenantId: string, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(username)`, '=', name.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The username of a user of the tenant. */
export async function usernameOf(db: Db, owner: Caller): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', owner.userId)
    .where('tenant_id', '=', owner.tenantId)
    .executeTakeFirst();
  return row?.username;
}

/** The id of the tenant's user with this mobile number (dialling code and national digits). */
export async function userIdByPhone(
  db: Db,
  tenantId: string,
  phone: Phone,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('mobile_country_code', '=', phone.countryCode)
    .where('mobile', '=', phone.mobile)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Inserts a new client; false when a row with its mobile number or username exists (committed,
 * or committed meanwhile by a concurrent insert the statement waited for). A new client holds
 * every gated permission (spec 6: deposit, withdraw, fx, trade, subscribe, loan; KYC and the
 * advisor's `client_deposit` still gate money on their own), which an advisor may take away; the
 * rest starts at the table's defaults: no features, KYC unverified, vip and score 0.
 */
export async function insertUser(
  db: Db,
  row: {
    id: string;
    tenantId: string;
    username: string;
    phone: Phone;
    passwordHash: string;
    fullName: string;
    advisor: string;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('users')
    .values({
      id: row.id,
      tenant_id: row.tenantId,
      username: row.username,
      mobile_country_code: row.phone.countryCode,
      mobile: row.phone.mobile,
      password_hash: row.passwordHash,
      full_name: row.fullName,
      avatar: '',
      pin_hash: null,
      totp_secret: null,
      totp_pending_secret: null,
      advisor: row.advisor,
      perms: JSON.stringify(gatedFeatures),
      password_changed_at: row.now,
      created_at: row.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The account a login name designates: a username match (any case) first, then a match of the
 * national digits or of dialling code and digits (`digits`, when the name reads as a number).
 */
export async function findUserByLoginName(
  db: Db,
  tenantId: string,
  name: { lower: string; digits: string | undefined },
): Promise<{ id: string; password_hash: string; totp_secret: string | null } | undefined> {
  const { lower, digits } = name;
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'totp_secret'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => {
      const byName = eb(sql<string>`lower(username)`, '=', lower);
      if (digits === undefined || digits === '') return byName;
      return eb.or([
        byName,
        eb('mobile', '=', digits),
        eb(sql<string>`mobile_country_code || mobile`, '=', digits),
      ]);
    })
    .orderBy(sql`lower(username) = ${lower}`, 'desc')
    .orderBy('created_at', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The caller's password and PIN hashes; with `lock`, the row locked until the unit of work ends
 * (FOR NO KEY UPDATE: the caller's logins, whose new sessions reference the row, do not wait),
 * so that a check and the change after it see the latest committed values and two changes of
 * one user queue.
 */
export async function userSecrets(
  db: Db,
  caller: Caller,
  lock = false,
): Promise<
  | {
      id: string;
      username: string;
      mobile_country_code: string;
      mobile: string;
      password_hash: string;
      pin_hash: string | null;
    }
  | undefined
> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'mobile_country_code', 'mobile', 'password_hash', 'pin_hash'])
    .where('id', '=', caller.userId)
    .where('tenant_id', '=', caller.tenantId)
    .$if(lock, (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
}

/** Stores a new password hash and when it changed. */
export async function setPasswordHash(
  db: Db,
  owner: Caller,
  hash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, ...passwordChangedAt(now) })
    .where('id', '=', owner.userId)
    .where('tenant_id', '=', owner.tenantId)
    .execute();
}

export async function setPinHash(db: Db, caller: Caller, hash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ pin_hash: hash })
    .where('id', '=', caller.userId)
    .where('tenant_id', '=', caller.tenantId)
    .execute();
}

// -- MFA (TOTP secrets) -------------------------------------------------------------------------

/** The caller's username and the tenant's app name (the authenticator's label and issuer). */
export async function totpLabels(
  db: Db,
  caller: Caller,
): Promise<{ username: string; app_name: string } | undefined> {
  return db
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .select(['u.username', 't.app_name'])
    .where('u.id', '=', caller.userId)
    .where('u.tenant_id', '=', caller.tenantId)
    .executeTakeFirst();
}

export async function setPendingTotpSecret(db: Db, caller: Caller, secret: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_pending_secret: secret })
    .where('id', '=', caller.userId)
    .where('tenant_id', '=', caller.tenantId)
    .execute();
}

/** The caller's pending secret and whether the calling session is a 'remember me' one. */
export async function pendingTotpOfSession(
  db: Db,
  caller: Caller & { sessionId: string },
): Promise<{ totp_pending_secret: string | null; remember: boolean } | undefined> {
  return db
    .selectFrom('users as u')
    .innerJoin('sessions as s', 's.user_id', 'u.id')
    .select(['u.totp_pending_secret', 's.remember'])
    .where('u.id', '=', caller.userId)
    .where('u.tenant_id', '=', caller.tenantId)
    .where('s.id', '=', caller.sessionId)
    .executeTakeFirst();
}

/** Makes `pending` the caller's secret; false when another bind replaced it meanwhile. */
export async function promotePendingTotpSecret(
  db: Db,
  caller: Caller,
  pending: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ totp_secret: pending, totp_pending_secret: null })
    .where('id', '=', caller.userId)
    .where('tenant_id', '=', caller.tenantId)
    .where('totp_pending_secret', '=', pending)
    // a bound secret is replaced only by turning two-step verification off first
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

/** The caller's TOTP secret (null: no MFA); undefined when the user does not exist. */
export async function userTotpSecret(
  db: Db,
  caller: Caller,
): Promise<{ totp_secret: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select('totp_secret')
    .where('id', '=', caller.userId)
    .where('tenant_id', '=', caller.tenantId)
    .executeTakeFirst();
}

// -- sessions and refresh tokens ----------------------------------------------------------------

export async function insertSession(
  db: Db,
  row: { id: string; tenantId: string; userId: string; remember: boolean; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: row.id,
      tenant_id: row.tenantId,
      user_id: row.userId,
      remember: row.remember,
      expires_at: row.expiresAt,
    })
    .execute();
}

export async function insertRefreshToken(
  db: Db,
  row: { tokenHash: string; tenantId: string; sessionId: string },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: row.tokenHash, tenant_id: row.tenantId, session_id: row.sessionId })
    .execute();
}

/** The refresh token of `tokenHash` with its session, locked for update. */
export async function refreshTokenForUpdate(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens as r')
    .innerJoin('sessions as s', 's.id', 'r.session_id')
    .select(['r.used_at', 's.id', 's.tenant_id', 's.user_id', 's.expires_at', 's.revoked_at'])
    .where('r.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a refresh token used; false when it was used already (a concurrent rotation). */
export async function markRefreshTokenUsed(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
}

/** Revokes one live session or every live session of a user; answers how many. */
export async function revokeSessionRows(
  db: Db,
  target: { sessionId: string } | { userId: string },
  revoke: { reason: string; now: Date },
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: revoke.now, revoked_reason: revoke.reason })
    .where('revoked_at', 'is', null);
  query =
    'sessionId' in target
      ? query.where('id', '=', target.sessionId)
      : query.where('user_id', '=', target.userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes refresh-token rows of sessions that ended more than a day ago. */
export async function deleteEndedRefreshTokens(db: Db): Promise<void> {
  await sql`delete from refresh_tokens where session_id in (
    select id from sessions where expires_at < now() - interval '1 day'
      or revoked_at < now() - interval '1 day')`.execute(db);
}

// -- one-time codes and the SMS outbox ----------------------------------------------------------

interface CodeTarget {
  tenantId: string;
  purpose: string;
  phone: Phone;
}

/** Ends the live codes of a number and purpose (a new one replaces them). */
export async function expireLiveCodes(db: Db, target: CodeTarget, now: Date): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('tenant_id', '=', target.tenantId)
    .where('purpose', '=', target.purpose)
    .where('country_code', '=', target.phone.countryCode)
    .where('mobile', '=', target.phone.mobile)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: Db,
  row: CodeTarget & { id: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('one_time_codes')
    .values({
      id: row.id,
      tenant_id: row.tenantId,
      purpose: row.purpose,
      country_code: row.phone.countryCode,
      mobile: row.phone.mobile,
      code_hash: row.codeHash,
      expires_at: row.expiresAt,
      created_at: row.now,
    })
    .execute();
}

/** The newest live code of a number and purpose (unused, unexpired, tries left), if any. */
export async function findLiveCode(
  db: Db,
  target: CodeTarget & { now: Date; maxAttempts: number; lock?: boolean },
): Promise<{ id: string; code_hash: string } | undefined> {
  const query = db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash'])
    .where('tenant_id', '=', target.tenantId)
    .where('purpose', '=', target.purpose)
    .where('country_code', '=', target.phone.countryCode)
    .where('mobile', '=', target.phone.mobile)
    .where('used_at', 'is', null)
    .where('expires_at', '>', target.now)
    .where('attempts', '<', target.maxAttempts)
    .orderBy('created_at', 'desc')
    .limit(1);
  return (target.lock === true ? query.forUpdate() : query).executeTakeFirst();
}

/** Counts one wrong try of a code. */
export async function countCodeAttempt(db: Db, id: string): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markCodeUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('one_time_codes').set({ used_at: now }).where('id', '=', id).execute();
}

/** Writes an SMS to the outbox (what a gateway would send). */
export async function insertOutboxSms(
  db: Db,
  row: { id: string; tenantId: string; recipient: string; body: string; now: Date },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id: row.id,
      tenant_id: row.tenantId,
      channel: 'sms',
      recipient: row.recipient,
      body: row.body,
      created_at: row.now,
    })
    .execute();
}

// -- invitation codes ---------------------------------------------------------------------------

export async function insertInvitations(
  db: Db,
  rows: ReadonlyArray<{
    id: string;
    tenantId: string;
    codeHash: string;
    advisor: string;
    maxUses: number;
    expiresAt: Date;
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('invitation_codes')
    .values(
      rows.map((r) => ({
        id: r.id,
        tenant_id: r.tenantId,
        code_hash: r.codeHash,
        advisor: r.advisor,
        max_uses: r.maxUses,
        expires_at: r.expiresAt,
      })),
    )
    .execute();
}

/** The live invitation of `codeHash` in the tenant (unexpired, uses left), locked for update. */
export async function usableInvitationForUpdate(
  db: Db,
  where: { tenantId: string; codeHash: string; now: Date },
): Promise<{ id: string; advisor: string } | undefined> {
  return db
    .selectFrom('invitation_codes')
    .select(['id', 'advisor'])
    .where('tenant_id', '=', where.tenantId)
    .where('code_hash', '=', where.codeHash)
    .where('expires_at', '>', where.now)
    .whereRef('uses', '<', 'max_uses')
    .forUpdate()
    .executeTakeFirst();
}

/** Counts one use of an invitation; false when it had none left. */
export async function countInvitationUse(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('invitation_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id)
    .whereRef('uses', '<', 'max_uses')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
