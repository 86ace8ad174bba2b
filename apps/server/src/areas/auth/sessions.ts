// Sessions (refresh-token families) of an opaque refresh token stored only as
// its SHA-256, rotated on every use, within an absolute expiry; a refresh token used twice means
// it was stolen, so its whole family is revoked.
import type { Tokens } from '@invest/api/contract';
import { AppError } from '../../platform/errors';
import { ACCESS_TOKEN_TTL_SECONDS, newId, opaqueToken, sha256 } from '../../platform/auth/tokens';
import type { Db, TokenDeps } from '../../platform/serviceDeps';
import { keepWrites } from '../../platform/unitOfWork';
import {
  deleteEndedRefreshTokens,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  refreshTokenForUpdate,
  revokeSessionRows,
} from './repo';

/** Absolute session lifetimes: 'remember me' keeps a session 30 days, otherwise 12 hours. */
export const SESSION_TTL_MS = { remember: 30 * 24 * 3600_000, session: 12 * 3600_000 } as const;
export const REFRESH_PREFIX = 'rt_';

export type RevokeReason = 'logout' | 'reuse' | 'password_changed' | 'mfa_bound' | 'admin';

async function issue(
  deps: TokenDeps,
  trx: Db,
  session: { id: string; tenant_id: string; user_id: string },
): Promise<Tokens> {
  const refresh = opaqueToken(REFRESH_PREFIX);
  await insertRefreshToken(trx, {
    tokenHash: sha256(refresh),
    tenantId: session.tenant_id,
    sessionId: session.id,
  });
  const access = await deps.tokens.signAccess({
    sub: session.user_id,
    tid: session.tenant_id,
    sid: session.id,
  });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}

/**
 * A new session for a user who just proved who they are. Runs on the caller's unit of work
 *: the session and its first refresh token commit together.
 */
export async function createSession(
  deps: TokenDeps,
  input: { tenantId: string; userId: string; remember: boolean },
): Promise<Tokens> {
  const id = newId();
  const ttl = input.remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.session;
  await insertSession(deps.db, {
    id,
    tenantId: input.tenantId,
    userId: input.userId,
    remember: input.remember,
    expiresAt: new Date(deps.clock().getTime() + ttl),
  });
  return issue(deps, deps.db, { id, tenant_id: input.tenantId, user_id: input.userId });
}

/**
 * Trades a refresh token for a new pair. Unknown, expired or revoked → 401. A token already used
 * → its family is revoked (the thief and the owner both have to log in again) and 401.
 * `tenantId`, when given (the X-Tenant-Id header), must be the session's tenant. Runs in the
 * caller's unit of work; a revoked family is kept (`keepWrites`) while the call fails.
 */
export async function rotateRefreshToken(
  deps: TokenDeps,
  refreshToken: string,
  tenantId: string | undefined,
): Promise<Tokens> {
  if (!refreshToken.startsWith(REFRESH_PREFIX)) throw AppError.noRefreshToken();
  const hash = sha256(refreshToken);
  const trx = deps.db;
  const outcome = await (async () => {
    const row = await refreshTokenForUpdate(trx, hash);
    if (!row) return { kind: 'unknown' as const };
    if (tenantId !== undefined && tenantId !== row.tenant_id) return { kind: 'tenant' as const };
    if (row.revoked_at !== null) return { kind: 'revoked' as const };
    if (row.used_at !== null) {
      await revokeWithin(trx, { sessionId: row.id }, 'reuse', deps.clock());
      return { kind: 'reused' as const };
    }
    if (row.expires_at.getTime() <= deps.clock().getTime()) return { kind: 'expired' as const };
    if (!(await markRefreshTokenUsed(trx, hash, deps.clock()))) {
      await revokeWithin(trx, { sessionId: row.id }, 'reuse', deps.clock());
      return { kind: 'reused' as const };
    }
    return { kind: 'ok' as const, tokens: await issue(deps, trx, row) };
  })();
  switch (outcome.kind) {
    case 'ok':
      return outcome.tokens;
    case 'tenant':
      throw AppError.tenantMismatch();
    // spec 8 'Please login again.': a stable code (the web app translates it) and a readable text
    case 'reused':
      throw keepWrites(AppError.sessionExpired());
    case 'expired':
    case 'revoked':
      throw AppError.sessionExpired();
    default:
      throw AppError.noRefreshToken();
  }
}

async function revokeWithin(
  trx: Db,
  target: { sessionId: string } | { userId: string },
  reason: RevokeReason,
  now: Date,
): Promise<number> {
  return revokeSessionRows(trx, target, { reason, now });
}

/** Revokes one session (logout) or every session of a user (password change, admin). */
export async function revokeSessions(
  deps: Pick<TokenDeps, 'db' | 'clock'>,
  target: { sessionId: string } | { userId: string },
  reason: RevokeReason,
): Promise<number> {
  return revokeWithin(deps.db, target, reason, deps.clock());
}

/** Deletes refresh-token rows of sessions that ended more than a day ago (housekeeping). */
export async function pruneSessions(db: Db): Promise<void> {
  await deleteEndedRefreshTokens(db);
}
