// The security area's Kysely queries: backup codes, passkeys, WebAuthn challenges,
// sign-in events, and the security columns of users, sessions and device tokens. The services
// call these; no SQL elsewhere in the area.
import type { Insertable } from 'kysely';
import type { PasskeysTable, SignInEventsTable } from '../../db/schema';
import type { Caller, Db } from '../../platform/serviceDeps';

// -- the user's factors -------------------------------------------------------------------------

/** What the security rules read of a user (undefined when the caller is gone). */
export async function securityUser(db: Db, owner: Caller) {
  return db
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .select([
      'u.username',
      'u.password_hash',
      'u.pin_hash',
      'u.totp_secret',
      'u.totp_pending_secret',
      'u.totp_last_step',
      't.app_name',
    ])
    .where('u.id', '=', owner.userId)
    .where('u.tenant_id', '=', owner.tenantId)
    .executeTakeFirst();
}

/** The last TOTP time step accepted for the user (null: none yet). */
export async function totpLastStep(db: Db, owner: Caller): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('totp_last_step')
    .where('id', '=', owner.userId)
    .where('tenant_id', '=', owner.tenantId)
    .executeTakeFirst();
  return row?.totp_last_step ?? null;
}

export async function setTotpLastStep(db: Db, owner: Caller, step: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', owner.userId)
    .where('tenant_id', '=', owner.tenantId)
    .execute();
}

/** Two-step verification off: the secret, a pending one and the last step go. */
export async function clearTotp(db: Db, owner: Caller): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
    .where('id', '=', owner.userId)
    .where('tenant_id', '=', owner.tenantId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// -- backup codes -------------------------------------------------------------------------------

export async function replaceBackupCodes(
  db: Db,
  owner: Caller,
  codes: ReadonlyArray<{ id: string; hash: string }>,
  now: Date,
): Promise<void> {
  await deleteBackupCodes(db, owner);
  await db
    .insertInto('backup_codes')
    .values(
      codes.map((c) => ({
        id: c.id,
        tenant_id: owner.tenantId,
        user_id: owner.userId,
        code_hash: c.hash,
        created_at: now,
      })),
    )
    .execute();
}

export async function deleteBackupCodes(db: Db, owner: Caller): Promise<void> {
  await db
    .deleteFrom('backup_codes')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .execute();
}

export async function backupCodesLeft(db: Db, owner: Caller): Promise<number> {
  const row = await db
    .selectFrom('backup_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the unused code of `hash` used; true when there was one (a code works once). */
export async function spendBackupCode(
  db: Db,
  owner: Caller,
  hash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('backup_codes')
    .set({ used_at: now })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// -- passkeys -----------------------------------------------------------------------------------

const passkeyColumns = [
  'id',
  'name',
  'credential_id',
  'public_key',
  'counter',
  'transports',
  'backed_up',
  'created_at',
  'last_used_at',
] as const;

export async function listPasskeys(db: Db, owner: Caller) {
  return db
    .selectFrom('passkeys')
    .select(passkeyColumns)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
export type PasskeyRow = Awaited<ReturnType<typeof listPasskeys>>[number];

export async function insertPasskey(db: Db, row: Insertable<PasskeysTable>): Promise<void> {
  await db.insertInto('passkeys').values(row).execute();
}

export async function passkeyById(db: Db, owner: Caller, id: string) {
  return db
    .selectFrom('passkeys')
    .select(passkeyColumns)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function passkeyByCredential(db: Db, owner: Caller, credentialId: string) {
  return db
    .selectFrom('passkeys')
    .select(passkeyColumns)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export async function credentialTaken(db: Db, credentialId: string): Promise<boolean> {
  const row = await db
    .selectFrom('passkeys')
    .select('id')
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function notePasskeyUse(db: Db, id: string, counter: number, now: Date) {
  await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: now })
    .where('id', '=', id)
    .execute();
}

export async function renamePasskey(db: Db, owner: Caller, id: string, name: string) {
  const result = await db
    .updateTable('passkeys')
    .set({ name })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deletePasskey(db: Db, owner: Caller, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deletePasskeys(db: Db, owner: Caller): Promise<void> {
  await db
    .deleteFrom('passkeys')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .execute();
}

// -- WebAuthn challenges ------------------------------------------------------------------------

export async function insertChallenge(
  db: Db,
  row: {
    id: string;
    owner: Caller;
    purpose: string;
    challenge: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  // one ceremony of a kind at a time: an older challenge of the same purpose stops working
  await db
    .deleteFrom('webauthn_challenges')
    .where('tenant_id', '=', row.owner.tenantId)
    .where('user_id', '=', row.owner.userId)
    .where('purpose', '=', row.purpose)
    .execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id: row.id,
      tenant_id: row.owner.tenantId,
      user_id: row.owner.userId,
      purpose: row.purpose,
      challenge: row.challenge,
      expires_at: row.expiresAt,
      created_at: row.now,
    })
    .execute();
}

/** Takes the live challenge of `purpose` (once): its value, or undefined. */
export async function takeChallenge(
  db: Db,
  owner: Caller,
  purpose: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('webauthn_challenges')
    .set({ used_at: now })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('challenge')
    .executeTakeFirst();
  return row?.challenge;
}

// -- sign-in events -----------------------------------------------------------------------------

export async function insertSignInEvent(db: Db, row: Insertable<SignInEventsTable>): Promise<void> {
  await db.insertInto('sign_in_events').values(row).execute();
}

export async function recentSignIns(db: Db, owner: Caller, limit: number) {
  return db
    .selectFrom('sign_in_events')
    .select(['id', 'outcome', 'method', 'new_device', 'user_agent', 'ip', 'created_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// -- sessions -----------------------------------------------------------------------------------

/** The session a refresh token belongs to. */
export async function sessionOfRefreshHash(db: Db, hash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return row?.session_id;
}

export async function describeSession(
  db: Db,
  sessionId: string,
  what: { deviceId: string | null; userAgent: string; ip: string },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ device_id: what.deviceId, user_agent: what.userAgent, ip: what.ip })
    .where('id', '=', sessionId)
    .execute();
}

/** The user's live sessions, with their last refresh (their last activity). */
export async function liveSessions(db: Db, owner: Caller, now: Date) {
  return db
    .selectFrom('sessions as s')
    .leftJoin('refresh_tokens as r', 'r.session_id', 's.id')
    .select((eb) => [
      's.id',
      's.device_id',
      's.user_agent',
      's.ip',
      's.created_at',
      's.expires_at',
      eb.fn.max('r.created_at').as('last_refresh_at'),
    ])
    .where('s.tenant_id', '=', owner.tenantId)
    .where('s.user_id', '=', owner.userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .groupBy(['s.id', 's.device_id', 's.user_agent', 's.ip', 's.created_at', 's.expires_at'])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** Revokes one live session of the user; false when there is none of that id. */
export async function revokeSession(
  db: Db,
  owner: Caller,
  id: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every live session of the user but `keep` (or of one device, when given). */
export async function revokeSessionsWhere(
  db: Db,
  owner: Caller,
  where: { keep?: string; deviceId?: string },
  reason: string,
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('revoked_at', 'is', null);
  if (where.keep !== undefined) query = query.where('id', '!=', where.keep);
  if (where.deviceId !== undefined) query = query.where('device_id', '=', where.deviceId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The device, user agent and address the session signed in from. */
export async function sessionOrigin(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select(['device_id', 'user_agent', 'ip'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

// -- devices ------------------------------------------------------------------------------------

export async function deviceByTokenHash(db: Db, owner: Caller, hash: string) {
  return db
    .selectFrom('device_tokens')
    .select(['id', 'first_seen_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

export async function otherDeviceCount(db: Db, owner: Caller, except: string): Promise<number> {
  const row = await db
    .selectFrom('device_tokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '!=', except)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function setDeviceIp(db: Db, id: string, ip: string): Promise<void> {
  await db.updateTable('device_tokens').set({ last_ip: ip }).where('id', '=', id).execute();
}

/** The user's live devices (not forgotten, seen since `seenSince`), most recent first. */
export async function liveDevices(db: Db, owner: Caller, seenSince: Date) {
  return db
    .selectFrom('device_tokens')
    .select(['id', 'user_agent', 'first_seen_at', 'last_seen_at', 'last_ip'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', seenSince)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * One page of the user's live devices, most recent first (the id breaks a tie, so the pages
 * neither repeat nor skip a device), and how many there are.
 */
export async function liveDevicePage(
  db: Db,
  owner: Caller,
  seenSince: Date,
  page: { offset: number; size: number },
) {
  const live = db
    .selectFrom('device_tokens')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', seenSince);
  const rows = await live
    .select(['id', 'user_agent', 'first_seen_at', 'last_seen_at', 'last_ip'])
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
  const count = await live.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  return { rows, total: Number(count?.n ?? 0) };
}

/** Forgets a live device of the user; false when there is none of that id. */
export async function revokeDevice(db: Db, owner: Caller, id: string, now: Date) {
  const result = await db
    .updateTable('device_tokens')
    .set({ revoked_at: now })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// -- device tokens of trusted devices (OWASP device cookies) -------------------------------------

/** The live device of `tokenHash` when it belongs to the user (else undefined). */
export async function findUserDevice(
  db: Db,
  where: { tenantId: string; userId: string; tokenHash: string; seenSince: Date },
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('device_tokens')
    .select('id')
    .where('token_hash', '=', where.tokenHash)
    .where('tenant_id', '=', where.tenantId)
    .where('user_id', '=', where.userId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', where.seenSince)
    .executeTakeFirst();
}

export async function insertDevice(
  db: Db,
  row: {
    id: string;
    tenantId: string;
    userId: string;
    tokenHash: string;
    userAgent: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('device_tokens')
    .values({
      id: row.id,
      tenant_id: row.tenantId,
      user_id: row.userId,
      token_hash: row.tokenHash,
      user_agent: row.userAgent,
      first_seen_at: row.now,
      last_seen_at: row.now,
    })
    .execute();
}

/**
 * A fresh browser recognised as this device: it holds the new token from now on (the old one,
 * if any browser still has it, is no longer the device's), with its user agent and last use.
 */
export async function regroupDevice(
  db: Db,
  id: string,
  what: { tokenHash: string; userAgent: string; now: Date },
): Promise<void> {
  await db
    .updateTable('device_tokens')
    .set({ token_hash: what.tokenHash, user_agent: what.userAgent, last_seen_at: what.now })
    .where('id', '=', id)
    .execute();
}

export async function touchDevice(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('device_tokens').set({ last_seen_at: now }).where('id', '=', id).execute();
}
