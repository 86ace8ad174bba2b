// Invitation codes (register with an invitation code issued to an advisor). Codes are
// shown once to whoever issues them and stored only as a SHA-256 hash, per tenant, expiring, with
// a use count. The back-office CLI issues them; registration redeems them.
import { validateInvitationCode } from '@invest/domain';
import { newId, randomFromAlphabet, sha256, TYPABLE_ALPHABET } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import type { Db, ServiceDeps } from '../../platform/serviceDeps';
import { tenantExists } from '../settings';
import { countInvitationUse, insertInvitations, usableInvitationForUpdate } from './repo';

/** Letters and digits nobody confuses when read aloud or copied (no 0/O, 1/I/L). */
export const INVITATION_ALPHABET = TYPABLE_ALPHABET;
const GROUP = 4;
const DAY = 24 * 3600_000;

/** What issuing needs: the database and, optionally, the clock (tests move it). */

const nowOf = (deps: ServiceDeps) => deps.clock();

const randomGroup = (): string => randomFromAlphabet(INVITATION_ALPHABET, GROUP);

/** A new plain code: 'INV-XXXX-XXXX' (about 40 bits). */
export function generateInvitationCode(): string {
  return `INV-${randomGroup()}-${randomGroup()}`;
}

/** The form codes are compared in: trimmed and upper-case ('inv-ab12-cd34' is the same code). */
export const normalizeInvitationCode = (code: string): string => code.trim().toUpperCase();

export const hashInvitationCode = (code: string): string => sha256(normalizeInvitationCode(code));

export interface IssueInvitationInput {
  tenantId: string;
  /** Who the clients registering with these codes belong to. */
  advisor: string;
  /** How many codes (1 to 1000). */
  count: number;
  /** @default 30 */
  ttlDays?: number;
  /** How many registrations one code allows. @default 1 */
  maxUses?: number;
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * Issues `count` invitation codes for `advisor` in `tenantId` and answers them in plain text
 * (the only time they exist as such). Throws AppError on bad input or an unknown tenant.
 */
export async function issueInvitationCodes(
  deps: ServiceDeps,
  input: IssueInvitationInput,
): Promise<string[]> {
  const { tenantId, count, ttlDays = 30, maxUses = 1 } = input;
  const advisor = input.advisor.trim();
  const errors = [
    ...(advisor === '' || advisor.length > 64
      ? [{ path: 'advisor', message: 'advisor_invalid' }]
      : []),
    ...(wholeIn(count, 1, 1000) ? [] : [{ path: 'count', message: 'count_invalid' }]),
    ...(wholeIn(ttlDays, 1, 3650) ? [] : [{ path: 'ttlDays', message: 'ttl_invalid' }]),
    ...(wholeIn(maxUses, 1, 100_000) ? [] : [{ path: 'maxUses', message: 'max_uses_invalid' }]),
  ];
  if (errors.length > 0) throw AppError.validation(errors);
  if (!(await tenantExists(deps.db, tenantId))) throw AppError.notFound('Unknown tenant.');

  const expiresAt = new Date(nowOf(deps).getTime() + ttlDays * DAY);
  const codes = Array.from({ length: count }, generateInvitationCode);
  for (const code of codes) {
    // the generator and the domain rule must agree, or clients could not type the code
    if (!validateInvitationCode(code).ok) throw new Error('invitation code format drifted');
  }
  await insertInvitations(
    deps.db,
    codes.map((code) => ({
      id: newId(),
      tenantId,
      codeHash: hashInvitationCode(code),
      advisor,
      maxUses,
      expiresAt,
    })),
  );
  return codes;
}

/**
 * The live invitation behind `code` in `tenantId` (not expired, uses left), locked for update,
 * or undefined. Run inside the registering transaction; `redeemInvitation` then counts the use.
 */
export async function findUsableInvitation(
  trx: Db,
  input: { tenantId: string; code: string; now: Date },
): Promise<{ id: string; advisor: string } | undefined> {
  return usableInvitationForUpdate(trx, {
    tenantId: input.tenantId,
    codeHash: hashInvitationCode(input.code),
    now: input.now,
  });
}

/** Counts one use of an invitation found by `findUsableInvitation`; false if none was left. */
export async function redeemInvitation(trx: Db, id: string): Promise<boolean> {
  return countInvitationUse(trx, id);
}
