// KYC (spec 3 KYC form, spec 4 KYC status, spec 5 validation): the client submits once while
// unverified or rejected; the back office approves or rejects with a reason. Every rule runs
// before anything is written, and each change is one transaction.
import type { KycDetail, KycSubmitRequest } from '@invest/api/contract';
import {
  idNumberKind,
  isIdDocumentType,
  mapKycAnswer,
  maskIdNumber,
  validateKyc,
} from '@invest/domain';
import { newId } from '../../platform/auth/tokens';
import { AppError, formFieldErrors, type FieldError } from '../../platform/errors';
import { tenantCountryCodes, type Db, type ServiceDeps } from '../../platform/serviceDeps';
import {
  UPLOAD_ID_PATTERN,
  ownUploadPurposes,
  parseUploadUrl,
  uploadUrl,
  type UploadOwner,
} from '../uploads';
import { postMessage } from '../messages';
import {
  insertSubmission,
  latestSubmission,
  lockPendingSubmission,
  pendingSubmissions,
  updateSubmission,
  updateUserKyc,
  userKycStatus,
  type Submission,
} from './repo';

/** spec 4: a client may submit while unverified (never submitted) or rejected (resubmit). */
export const KYC_SUBMITTABLE: ReadonlySet<string> = new Set(['unverified', 'rejected']);

/** spec 8 'Unable to submit your KYC right now.' */
const NOT_ALLOWED = 'Unable to submit your KYC right now.';

/** The KYC form's fields in the order its problems are answered. */
const KYC_FIELD_ORDER = [
  'declaration',
  'full_name',
  'country_code',
  'mobile',
  'dob',
  'id_type',
  'id_no',
  'id_front',
  'id_back',
];

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
    id_kind: isIdDocumentType(s.id_kind) ? s.id_kind : null,
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

/** GET /identify/app/v1/detail: the latest submission, or the client's status and nulls. */
export async function kycDetail(db: Db, owner: UploadOwner): Promise<KycDetail> {
  const latest = await latestSubmission(db, owner);
  if (latest) return detailOf(latest);
  return emptyDetail((await userKycStatus(db, owner)) ?? 'unverified');
}

/**
 * POST /identify/app/v1 (spec 3/5): the form's one domain validator (validateKyc: the
 * declaration accepted, a valid full name, mobile and country code, an adult's date of birth
 * (spec 9: 18) on the server's UTC day, an identity document offered for the mobile number's
 * country with a number that fits it, as idDocuments.ts checks), then the ids of this client's
 * own front and back images. All field problems are answered together (400, with code and
 * params); a client already pending or approved gets 409 KYC_NOT_ALLOWED. On success the
 * submission is stored as pending and the client's status becomes pending, in the caller's unit
 * of work; the full name on the profile changes only on approval.
 */
export async function submitKyc(
  deps: ServiceDeps,
  owner: UploadOwner,
  input: KycSubmitRequest,
): Promise<KycDetail> {
  const checked = validateKyc(input, {
    today: utcDay(deps.clock()),
    knownCountryCodes: await tenantCountryCodes(deps.db, owner.tenantId),
  });
  const errors: FieldError[] = checked.ok ? [] : formFieldErrors(checked.issues);

  const frontId = uploadIdOf(input.id_front);
  const backId = uploadIdOf(input.id_back);
  const wanted = [frontId, backId].filter((id): id is string => id !== undefined);
  const purposes = await ownUploadPurposes(deps.db, owner, wanted);
  // another user's upload reads exactly like one that does not exist
  const image = (path: 'id_front' | 'id_back', id: string | undefined, purpose: string) => {
    if (errors.some((e) => e.path === path)) return;
    if (id === undefined || purposes.get(id) !== purpose) {
      errors.push({ path, code: 'upload_required', message: 'upload_required' });
    }
  };
  image('id_front', frontId, 'kyc_front');
  image('id_back', backId, 'kyc_back');

  if (!checked.ok || errors.length > 0 || frontId === undefined || backId === undefined) {
    // the form's field order, whichever check found the problem
    const rank = (path: string) => KYC_FIELD_ORDER.indexOf(path);
    throw AppError.validation(errors.sort((a, b) => rank(a.path) - rank(b.path)));
  }
  const form = checked.value;

  const tx = deps.db; // the caller's unit of work (platform/unitOfWork.ts)
  const status = await userKycStatus(tx, owner, { lock: true });
  if (status === undefined) throw AppError.unauthorized();
  if (!KYC_SUBMITTABLE.has(status)) {
    throw new AppError('KYC_NOT_ALLOWED', 409, NOT_ALLOWED);
  }
  const row = await insertSubmission(tx, {
    id: newId(),
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    status: 'pending',
    full_name: form.full_name,
    country_code: form.country_code,
    mobile: form.mobile,
    dob: form.dob,
    id_no: form.id_no,
    // the document chosen; an older app's form is a PAN or an Aadhaar number
    id_kind: form.id_type ?? (idNumberKind(form.id_no) as string),
    id_front: frontId,
    id_back: backId,
    submitted_at: deps.clock(),
  });
  await updateUserKyc(tx, owner, { kyc_status: 'pending' });
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

  const tx = deps.db; // the caller's unit of work (platform/unitOfWork.ts)
  const client = { tenantId: input.tenantId, userId: input.userId };
  const pending = await lockPendingSubmission(tx, client);
  if (!pending) {
    throw new AppError('KYC_NOT_ALLOWED', 409, 'This client has no pending KYC submission.');
  }
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const decided = await updateSubmission(tx, pending.id, {
    status,
    decided_at: deps.clock(),
    decided_by: decidedBy,
    reject_reason: status === 'rejected' ? reason : null,
  });
  await updateUserKyc(
    tx,
    client,
    status === 'approved'
      ? { kyc_status: status, full_name: pending.full_name }
      : { kyc_status: status },
  );
  // the client hears of the decision in the message centre, in their language (the key and
  // params; the English title and body are the back office's copy), unread until they open it
  await postMessage(
    tx,
    status === 'approved'
      ? {
          ...client,
          title: 'Identity verified',
          body: 'Your identity verification (KYC) was approved. Withdrawals and every feature your account allows are now open to you.',
          message: { key: 'kycApproved', params: {} },
        }
      : {
          ...client,
          title: 'Identity verification rejected',
          body: `Your identity verification (KYC) was not approved. Correct what the reason says and submit again under Identity verification (KYC). Reason: ${reason}`,
          // the reason is the advisor's own text
          message: { key: 'kycRejected', params: { reason } },
        },
  );
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
export async function listPendingKyc(db: Db, tenantId: string): Promise<PendingKyc[]> {
  const rows = await pendingSubmissions(db, tenantId);
  return rows.map(({ id_no, submitted_at, ...rest }) => ({
    ...rest,
    id_no_masked: maskIdNumber(id_no),
    submitted_at: submitted_at.toISOString(),
  }));
}
