// KYC (spec 3 KYC form, spec 4 KYC status, spec 5 validation): the client submits once while
// unverified or rejected; the back office approves or rejects with a reason. Every rule runs
// before anything is written, and each change is one transaction.
import type { KycDetail, KycSubmitRequest } from '@invest/api/contract';
import {
  idNumberKind,
  mapKycAnswer,
  normalizeCountryCode,
  normalizeFullName,
  validateDateOfBirth,
  validateFullName,
  validatePhone,
  KNOWN_COUNTRY_CODES,
  type RuleResult,
} from '@invest/domain';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../platform/auth/tokens';
import type { Database, KycSubmissionsTable } from '../../db/schema';
import { AppError, ruleFieldErrors, type FieldError } from '../../platform/errors';
import { UPLOAD_ID_PATTERN, parseUploadUrl, uploadUrl, type UploadOwner } from '../uploads/service';
import type { ServiceDeps } from '../../platform/serviceDeps';

type Submission = Selectable<KycSubmissionsTable>;

/** spec 4: a client may submit while unverified (never submitted) or rejected (resubmit). */
export const KYC_SUBMITTABLE: ReadonlySet<string> = new Set(['unverified', 'rejected']);

/** spec 8 'Unable to submit your KYC right now.' */
const NOT_ALLOWED = 'Unable to submit your KYC right now.';

/** Only the last four characters of an identity number are ever shown. */
export function maskIdNumber(value: string): string {
  const visible = value.slice(-4);
  return `${'*'.repeat(Math.max(0, value.length - visible.length))}${visible}`;
}

/** 'YYYY-MM-DD' of an instant in UTC (the day the age rule is judged on). */
const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * An upload id given as the id itself or as its URL ('/upload/app/v1/file/<id>'); undefined when
 * it cannot be one (never sent to the database).
 */
function uploadIdOf(value: string): string | undefined {
  const id = parseUploadUrl(value) ?? value.trim();
  return UPLOAD_ID_PATTERN.test(id) ? id : undefined;
}

function detailOf(s: Submission): KycDetail {
  const status = mapKycAnswer(s.status);
  return {
    status,
    full_name: s.full_name,
    country_code: s.country_code,
    mobile: s.mobile,
    dob: s.dob,
    id_no_masked: maskIdNumber(s.id_no),
    id_kind: s.id_kind === 'pan' || s.id_kind === 'aadhaar' ? s.id_kind : null,
    id_front_url: uploadUrl(s.id_front),
    id_back_url: uploadUrl(s.id_back),
    submit_time: s.submitted_at.toISOString(),
    approve_time: status === 'approved' && s.decided_at ? s.decided_at.toISOString() : null,
    reject_reason: status === 'rejected' ? s.reject_reason : null,
  };
}

/** The detail of a client who has no submission: their status, everything else null. */
function emptyDetail(status: string): KycDetail {
  return {
    status: mapKycAnswer(status),
    full_name: null,
    country_code: null,
    mobile: null,
    dob: null,
    id_no_masked: null,
    id_kind: null,
    id_front_url: null,
    id_back_url: null,
    submit_time: null,
    approve_time: null,
    reject_reason: null,
  };
}

async function latestSubmission(db: Kysely<Database>, owner: UploadOwner) {
  return db
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .orderBy('submitted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** GET /identify/app/v1/detail: the latest submission, or the client's status and nulls. */
export async function kycDetail(db: Kysely<Database>, owner: UploadOwner): Promise<KycDetail> {
  const latest = await latestSubmission(db, owner);
  if (latest) return detailOf(latest);
  const user = await db
    .selectFrom('users')
    .select('kyc_status')
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId)
    .executeTakeFirst();
  return emptyDetail(user?.kyc_status ?? 'unverified');
}

/** The dialling codes of the tenant's enabled countries (domain's list when it has none). */
async function tenantPhoneCodes(db: Kysely<Database>, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tenant_countries')
    .select('phone_code')
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .execute();
  return rows.length > 0 ? rows.map((r) => r.phone_code) : [...KNOWN_COUNTRY_CODES];
}

/**
 * POST /identify/app/v1 (spec 3/5): the declaration accepted, a valid full name, mobile and
 * country code, an adult's date of birth (spec 9: 18), a PAN or Aadhaar number, and the ids of
 * this client's own front and back images. All field problems are answered together (400);
 * a client already pending or approved gets 409 KYC_NOT_ALLOWED. On success the submission is
 * stored as pending and the client's status becomes pending, in one transaction; the full name
 * on the profile changes only on approval.
 */
export async function submitKyc(
  deps: ServiceDeps,
  owner: UploadOwner,
  input: KycSubmitRequest,
): Promise<KycDetail> {
  const errors: FieldError[] = [];
  const problem = (path: string, message: string) => errors.push({ path, message });
  const failed = (path: string, result: RuleResult) =>
    errors.push(...ruleFieldErrors(path, result));

  // spec 3/5: the agreement must be accepted
  if (input.declaration !== true) problem('declaration', 'agreement_required');
  const name = validateFullName(input.full_name);
  failed('full_name', name);
  const phone = validatePhone(input.mobile, {
    countryCode: input.country_code,
    knownCountryCodes: await tenantPhoneCodes(deps.db, owner.tenantId),
  });
  if (!phone.ok) {
    failed(phone.code.startsWith('phone_country_code') ? 'country_code' : 'mobile', phone);
  }
  // spec 5/9: a valid date and at least 18 on the server's today
  const dob = validateDateOfBirth(input.dob, { today: utcDay(deps.clock()) });
  failed('dob', dob);
  const idNo = input.id_no.trim().toUpperCase().replace(/\s+/g, '');
  const idKind = idNumberKind(idNo);
  if (idKind === undefined) problem('id_no', 'invalid_id_no');

  const frontId = uploadIdOf(input.id_front);
  const backId = uploadIdOf(input.id_back);
  const wanted = [frontId, backId].filter((id): id is string => id !== undefined);
  const images =
    wanted.length === 0
      ? []
      : await deps.db
          .selectFrom('uploads')
          .select(['id', 'purpose'])
          .where('tenant_id', '=', owner.tenantId)
          .where('user_id', '=', owner.userId)
          .where('id', 'in', wanted)
          .execute();
  const purposeOf = (id: string | undefined) => images.find((i) => i.id === id)?.purpose;
  // another user's upload reads exactly like one that does not exist
  if (purposeOf(frontId) !== 'kyc_front') problem('id_front', 'upload_required');
  if (purposeOf(backId) !== 'kyc_back') problem('id_back', 'upload_required');

  if (errors.length > 0 || frontId === undefined || backId === undefined) {
    throw AppError.validation(errors);
  }

  const countryCode = normalizeCountryCode(input.country_code) ?? input.country_code.trim();
  const trx = deps.db; // the caller's unit of work (platform/unitOfWork.ts)
  const user = await trx
    .selectFrom('users')
    .select('kyc_status')
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw AppError.unauthorized();
  if (!KYC_SUBMITTABLE.has(user.kyc_status)) {
    throw new AppError('KYC_NOT_ALLOWED', 409, NOT_ALLOWED);
  }
  const row = await trx
    .insertInto('kyc_submissions')
    .values({
      id: newId(),
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      status: 'pending',
      full_name: normalizeFullName(input.full_name),
      country_code: countryCode,
      mobile: input.mobile.trim(),
      dob: input.dob.trim(),
      id_no: idNo,
      id_kind: idKind as string,
      id_front: frontId,
      id_back: backId,
      submitted_at: deps.clock(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set({ kyc_status: 'pending' })
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId)
    .execute();
  return detailOf(row);
}

export interface KycDecision {
  tenantId: string;
  userId: string;
  decision: 'approve' | 'reject';
  /** Required to reject: the client reads it and resubmits. */
  reason?: string;
  /** Who decided (the back-office operator). */
  decidedBy: string;
}

/**
 * The back office's decision on a client's pending submission. Approve: the submission and the
 * client become approved and the profile takes the submitted full name. Reject (a reason is
 * required): both become rejected and the client may resubmit. Only a pending submission can be
 * decided (409 KYC_NOT_ALLOWED otherwise).
 */
export async function decideKyc(deps: ServiceDeps, input: KycDecision): Promise<KycDetail> {
  if (input.decision !== 'approve' && input.decision !== 'reject') {
    throw AppError.field('decision', "The decision must be 'approve' or 'reject'.");
  }
  const decidedBy = input.decidedBy.trim();
  if (decidedBy === '' || decidedBy.length > 100) {
    throw AppError.field('decidedBy', 'Say who decides (at most 100 characters).');
  }
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'reject' && reason === '') {
    throw AppError.field('reason', 'A rejection needs a reason.');
  }
  if (reason.length > 500) throw AppError.field('reason', 'At most 500 characters.');

  const trx = deps.db; // the caller's unit of work (platform/unitOfWork.ts)
  const pending = await trx
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('tenant_id', '=', input.tenantId)
    .where('user_id', '=', input.userId)
    .where('status', '=', 'pending')
    .orderBy('submitted_at', 'desc')
    .forUpdate()
    .executeTakeFirst();
  if (!pending) {
    throw new AppError('KYC_NOT_ALLOWED', 409, 'This client has no pending KYC submission.');
  }
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const decided = await trx
    .updateTable('kyc_submissions')
    .set({
      status,
      decided_at: deps.clock(),
      decided_by: decidedBy,
      reject_reason: status === 'rejected' ? reason : null,
    })
    .where('id', '=', pending.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set(
      status === 'approved'
        ? { kyc_status: status, full_name: pending.full_name }
        : { kyc_status: status },
    )
    .where('tenant_id', '=', input.tenantId)
    .where('id', '=', input.userId)
    .execute();
  return detailOf(decided);
}

export interface PendingKyc {
  id: string;
  user_id: string;
  username: string;
  full_name: string;
  id_kind: string;
  id_no_masked: string;
  id_front: string;
  id_back: string;
  submitted_at: string;
}

/** The tenant's submissions waiting for a decision, oldest first (spec 4: up to 48 hours). */
export async function listPendingKyc(
  db: Kysely<Database>,
  tenantId: string,
): Promise<PendingKyc[]> {
  const rows = await db
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
  return rows.map(({ id_no, submitted_at, ...rest }) => ({
    ...rest,
    id_no_masked: maskIdNumber(id_no),
    submitted_at: submitted_at.toISOString(),
  }));
}
