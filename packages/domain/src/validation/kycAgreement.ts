import { fail, ok, type RuleResult } from '../result';

/** Codes of the KYC agreement rules (namespace `validation`). */
export const kycAgreementCodes = ['agreement_not_read', 'agreement_required'] as const;
export type KycAgreementCode = (typeof kycAgreementCodes)[number];

/**
 * spec 5: the agreement checkbox is enabled only once the agreement is scrolled to the bottom.
 * Takes the scroll box's `scrollTop`, `clientHeight` and `scrollHeight`; `tolerancePx` absorbs
 * sub-pixel rounding of zoomed screens. A text that fits without scrolling is read at once.
 * Non-finite measures (an unmounted box) keep it disabled.
 */
export function canAcceptAgreement(
  scrollTop: number,
  clientHeight: number,
  scrollHeight: number,
  tolerancePx = 2,
): boolean {
  if (![scrollTop, clientHeight, scrollHeight, tolerancePx].every(Number.isFinite)) return false;
  return scrollTop + clientHeight >= scrollHeight - tolerancePx;
}

/**
 * spec 3/5: the KYC declaration must be accepted, and can only have been once the agreement
 * was read to the bottom (`read`, latched by the screen from `canAcceptAgreement`).
 */
export function validateKycAgreement(
  read: boolean,
  accepted: boolean,
): RuleResult<KycAgreementCode> {
  if (!read) return fail('agreement_not_read');
  return accepted ? ok() : fail('agreement_required');
}
