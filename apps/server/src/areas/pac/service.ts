// PAC codes (spec 5 'A PAC code is required for some trades'; spec 3 trading product fields 'PAC
// code'). An advisor issues a code to one client for one offering or catalogue product from the
// back office; it is shown once and kept only as a SHA-256 hash (as one-time and invitation codes
// are: 12 characters of a 31-letter alphabet, about 59 bits, are beyond guessing at five tries a
// quarter hour). A code is good for its client, tenant and target only, until it expires (30 days
// unless the advisor says otherwise) or is revoked; issuing a new one revokes the client's earlier
// codes for the same target. By default a code may be used again (an advisor authorises a client
// for a product, not for one ticket); a single-use code is spent by the subscription it passes,
// in that subscription's transaction, so a refused subscription does not spend it.
//
// One check serves every place that asks (`verifyPacCode`): the subscriptions of offerings and of
// catalogue products. Wrong codes count per client and target (`LIMITS.pacFailPerClientTarget`):
// an attacker guessing at one product cannot lock the client out of another.
import { newId, randomFromAlphabet, sha256, TYPABLE_ALPHABET } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import { LIMITS, rateKeys, rateLimitStatus, recordRateEvent } from '../../platform/rateLimit';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { keepWrites, MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import * as repo from './repo';
import type { PacCodeRow, PacTarget } from './repo';

export type { PacTarget } from './repo';

const DAY = 24 * 3600_000;
const GROUP = 4;
const GROUPS = 3;
const PREFIX = 'PAC';

/** How long a code lasts unless the advisor says otherwise. */
export const PAC_CODE_TTL_DAYS = 30;

/** A new plain code: 'PAC-XXXX-XXXX-XXXX' in letters and digits nobody confuses. */
export function generatePacCode(): string {
  const groups = Array.from({ length: GROUPS }, () => randomFromAlphabet(TYPABLE_ALPHABET, GROUP));
  return [PREFIX, ...groups].join('-');
}

/**
 * The form codes are compared in: upper case, without spaces, hyphens or the 'PAC' prefix, so
 * 'pac-abcd-efgh-jkmn', 'ABCD EFGH JKMN' and 'abcdefghjkmn' are the same code.
 */
export function normalizePacCode(code: string): string {
  const plain = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return plain.length === GROUP * GROUPS + PREFIX.length && plain.startsWith(PREFIX)
    ? plain.slice(PREFIX.length)
    : plain;
}

export const hashPacCode = (code: string): string => sha256(`pac\u0000${normalizePacCode(code)}`);

/** spec 5: the refusal of a wrong, expired, revoked, used or another client's code (one answer). */
const pacInvalid = () =>
  new AppError('PAC_CODE_INVALID', 400, 'This PAC code is not valid for this product.', [
    { path: 'pac_code', message: 'pac_code_invalid' },
  ]);

const pacRequired = () => AppError.validation([{ path: 'pac_code', message: 'pac_code_required' }]);

/**
 * Checks the PAC code a client gave for `target` when the target asks for one (a target not
 * found, or asking for none, passes: its own service answers for it):
 * - 429 RATE_LIMITED while the client's wrong codes for this target are at the limit (even for
 *   the right code), with a `pac_code_locked` field error;
 * - 400 PAC_CODE_INVALID (`pac_code_invalid`) for a code that is not a live code of this client
 *   and target.
 *
 * `mode`:
 * - `'check'`: before a subscription's effect (the route's guard, in a unit of work of its own):
 *   a wrong code is counted and kept (`keepWrites`), a missing one left to the service, nothing
 *   spent;
 * - `'redeem'`: inside the subscription's transaction: a missing code is 400 `pac_code_required`;
 *   a wrong one (the guard counted it) is refused without a count that would roll back; a
 *   single-use code is spent with the subscription.
 */
export async function verifyPacCode(
  deps: ServiceDeps,
  owner: Caller,
  target: PacTarget,
  code: string | undefined,
  mode: 'check' | 'redeem',
): Promise<void> {
  const required = await repo.targetRequiresPac(deps.db, owner.tenantId, target);
  if (!required) return;
  if (code === undefined || code.trim() === '') {
    if (mode === 'check') return;
    throw pacRequired();
  }
  const rule = LIMITS.pacFailPerClientTarget;
  const key = rateKeys.pac(owner.tenantId, owner.userId, target.kind, target.id);
  const before = await rateLimitStatus(deps, rule, key);
  if (!before.allowed) {
    const error = new AppError(
      'RATE_LIMITED',
      429,
      'Too many incorrect PAC codes for this product. Please try later.',
      [{ path: 'pac_code', message: 'pac_code_locked' }],
    );
    error.retryAfter = before.retryAfterSeconds;
    throw error;
  }
  const now = deps.clock();
  const live = await repo.livePacCodeForUpdate(deps.db, {
    tenantId: owner.tenantId,
    userId: owner.userId,
    target,
    codeHash: hashPacCode(code),
    now,
  });
  if (!live) {
    if (mode === 'redeem') throw pacInvalid();
    await recordRateEvent(deps, rule.scope, key);
    throw keepWrites(pacInvalid());
  }
  if (mode === 'redeem' && live.single_use) {
    if (!(await repo.markPacCodeUsed(deps.db, live.id, now))) throw pacInvalid();
  }
}

export interface IssuePacInput {
  tenantId: string;
  userId: string;
  target: PacTarget;
  /** @default PAC_CODE_TTL_DAYS */
  ttlDays?: number;
  /** Spent by the first subscription it passes. @default false */
  singleUse?: boolean;
}

export interface IssuedPac {
  id: string;
  /** The plain code: the only time it exists as such. */
  code: string;
  expiresAt: Date;
  singleUse: boolean;
  /** The client's earlier live codes for the target, now revoked. */
  replaced: number;
  /** Whether the target asks for a PAC code at all (a code for one that does not is inert). */
  targetRequiresPac: boolean;
}

/**
 * Issues a PAC code to a client for one offering or product of the tenant (404 when the tenant
 * has no such target); the client's earlier live codes for that target are revoked.
 */
export async function issuePacCode(deps: ServiceDeps, input: IssuePacInput): Promise<IssuedPac> {
  const { tenantId, userId, target, ttlDays = PAC_CODE_TTL_DAYS, singleUse = false } = input;
  if (!Number.isInteger(ttlDays) || ttlDays < 1 || ttlDays > 365) {
    throw AppError.validation([{ path: 'ttlDays', message: 'ttl_invalid' }]);
  }
  const requires = await repo.targetRequiresPac(deps.db, tenantId, target);
  if (requires === undefined) {
    throw AppError.notFound(`No ${target.kind} ${target.id} in tenant ${tenantId}.`);
  }
  const now = deps.clock();
  const replaced = await repo.revokeLiveCodes(deps.db, { tenantId, userId, target, now });
  const code = generatePacCode();
  const id = newId();
  const expiresAt = new Date(now.getTime() + ttlDays * DAY);
  await repo.insertPacCode(deps.db, {
    id,
    tenantId,
    userId,
    target,
    codeHash: hashPacCode(code),
    singleUse,
    createdAt: now,
    expiresAt,
  });
  return { id, code, expiresAt, singleUse, replaced, targetRequiresPac: requires };
}

/** Revokes code `id` of the tenant (404 when there is none not yet revoked). */
export async function revokePacCode(
  deps: ServiceDeps,
  tenantId: string,
  id: string,
): Promise<PacCodeRow> {
  const row = await repo.revokePacCodeById(deps.db, { tenantId, id, now: deps.clock() });
  if (!row) throw AppError.notFound(`No PAC code ${id} to revoke in tenant ${tenantId}.`);
  return row;
}

export type PacCodeState = 'live' | 'expired' | 'revoked' | 'used';

/** Where a code stands at `now`. */
export function pacCodeState(row: PacCodeRow, now: Date): PacCodeState {
  if (row.revoked_at !== null) return 'revoked';
  if (row.used_at !== null) return 'used';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'live';
}

/** The tenant's codes (never the codes themselves), newest first, by client or target. */
export async function listPacCodes(
  deps: ServiceDeps,
  tenantId: string,
  filter: { userId?: string; target?: PacTarget } = {},
): Promise<Array<PacCodeRow & { username: string; state: PacCodeState }>> {
  const now = deps.clock();
  const rows = await repo.listPacCodes(deps.db, tenantId, filter);
  return rows.map((r) => ({ ...r, state: pacCodeState(r, now) }));
}

/**
 * The guard of a subscription route (platform/route.ts `guard`): the PAC code of the request
 * body checked in a unit of work of its own, so a wrong one is counted and kept while the
 * subscription itself is never attempted.
 */
export function checkPacCode(
  deps: ServiceDeps,
  owner: Caller,
  kind: PacTarget['kind'],
  id: string,
  body: { pac_code?: string | undefined },
): Promise<void> {
  return unitOfWork(
    deps,
    (tx) => verifyPacCode(tx, owner, { kind, id }, body.pac_code, 'check'),
    MONEY_TRANSACTION,
  );
}
