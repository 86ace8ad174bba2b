// The wire envelope of ARCHITECTURE 'The wire': every success is { success: true, data } and
// every failure is { success: false, message, code, errors? }. Codes are stable identifiers the
// front end translates; messages are a readable fallback.
import { array, literal, number, object, record, string, union } from 'zod';
import type { ZodType, infer as ZodInfer } from 'zod';

/** The stable error codes so far; append only, never rename (the front end keys on them). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'TENANT_MISMATCH',
  // auth and account (spec 8 'Auth messages')
  'INVALID_CREDENTIALS',
  'INCORRECT_PASSWORD',
  'INCORRECT_PIN',
  'PIN_NOT_SET',
  'INVALID_CODE',
  'INVITATION_INVALID',
  'ACCOUNT_EXISTS',
  'MFA_INVALID',
  // 401s that end a session or a sign-in (spec 8 'Auth messages'): the client logs in again
  'SESSION_EXPIRED',
  'NO_REFRESH_TOKEN',
  'NO_PENDING_SESSION',
  // KYC and uploads (spec 8 'KYC and uploads')
  'KYC_NOT_ALLOWED',
  'UPLOAD_INVALID',
  // money: the ledger, holds and idempotency
  'INSUFFICIENT_BALANCE',
  'LEDGER_INVALID_POSTINGS',
  'HOLD_NOT_FOUND',
  'HOLD_NOT_OPEN',
  'HOLD_EXPIRED',
  'HOLD_INVALID_AMOUNT',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_FLIGHT',
  // markets (spec 6 guest quotas, spec 8 'Trading')
  'GUEST_LIMIT_REACHED',
  'PRICE_UNAVAILABLE',
  'STOCK_DATA_UNAVAILABLE',
  // security centre
  'STEP_UP_REQUIRED',
  'MFA_ALREADY_ON',
  'MFA_NOT_ON',
  'PASSKEY_INVALID',
  // money: deposits, withdrawals, FX, bank accounts, nominees (spec 5, 6, 8)
  'DEPOSIT_NOT_ALLOWED',
  'NO_DEPOSIT_METHOD',
  'DEPOSIT_NOT_PENDING',
  'KYC_REQUIRED',
  'OUTSTANDING_BALANCE',
  'CREDIT_SCORE_TOO_LOW',
  'NO_BANK_ACCOUNT',
  'NO_BANK_ACCOUNT_FOR_COUNTRY',
  'BANK_ACCOUNT_NOT_DEFAULT',
  'WITHDRAWAL_NOT_PENDING',
  'FX_RATE_UNAVAILABLE',
  'FX_QUOTE_EXPIRED',
  'NOMINEE_SHARES_INVALID',
  // spec 6 Feature access: the route's feature is refused; errors[0] names it (path 'feature',
  // code feature_disabled / missing_permission / vip_required / score_required, params)
  'PERMISSION_DENIED',
  // trading (spec 4 expiring quote, spec 8 'Trading')
  'QUOTE_EXPIRED',
  'PRICE_MOVED',
  'MARKET_CLOSED',
  'TRADING_LOCKED',
  'TRADING_SUSPENDED',
  'NOT_ELIGIBLE',
  'INSUFFICIENT_SHARES',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_CANCELLABLE',
  // offerings (spec 4 subscriptions, spec 6 'You do not meet the eligibility requirements')
  'OFFERING_NOT_FOUND',
  'OFFERING_NOT_OPEN',
  'SUBSCRIPTION_NOT_FOUND',
  'SUBSCRIPTION_EXISTS',
  'SUBSCRIPTION_NOT_CANCELLABLE',
  'SUBSCRIPTION_NOT_REDEEMABLE',
  'REDEMPTION_NOT_ALLOWED',
  // products (the catalogue: subscribe, redeem, the advisor's review)
  'PRODUCT_NOT_FOUND',
  'PRODUCT_CLOSED',
  'PRODUCT_SOLD_OUT',
  'HOLDING_NOT_FOUND',
  'HOLDING_CLOSED',
  'LOCKED_UNTIL_MATURITY',
  'PRODUCT_ORDER_NOT_FOUND',
  'PRODUCT_ORDER_NOT_AWAITING',
  // loans (spec 3 applications, spec 4 statuses, spec 6 outstanding balances)
  'LOAN_PRODUCT_NOT_FOUND',
  'LOAN_PRODUCT_CLOSED',
  'LOAN_NOT_FOUND',
  'LOAN_NOT_REPAYABLE',
  'LOAN_TRANSITION_NOT_ALLOWED',
  'NOTHING_DUE',
  // the PIN's lockout (wrong PINs): errors[0] says until when (params.locked_until)
  'PIN_LOCKED',
  // spec 5: a PAC code that is not the client's live code for the offering or product
  'PAC_CODE_INVALID',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const errorCodeSet: ReadonlySet<string> = new Set(ERROR_CODES);

/** True when a string is one of the stable codes (a newer server may send a code we lack). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && errorCodeSet.has(value);
}

/**
 * One field problem: `path` is dotted (`amount`, `items.0.qty`, `query.from`); `code` is the
 * stable rule code the view translates (`too_small`, `invalid_id_no`, `amount_below_min`...) with
 * its `params` (`{ min: '10.00', currency: 'USD' }`), so the web app never rebuilds them from
 * constants; `message` is a readable fallback.
 */
export const fieldErrorSchema = object({
  path: string(),
  code: string().optional(),
  message: string(),
  params: record(string(), union([string(), number()])).optional(),
});
export type FieldError = ZodInfer<typeof fieldErrorSchema>;

/**
 * The failure body. `code` is a plain string on purpose: a client must still read a failure
 * whose code it does not know yet (see `isErrorCode`).
 */
export const failureEnvelopeSchema = object({
  success: literal(false),
  message: string(),
  code: string(),
  errors: array(fieldErrorSchema).optional(),
});
export type FailureEnvelope = ZodInfer<typeof failureEnvelopeSchema>;

/** The success body around a data schema. */
export function successEnvelope<T extends ZodType>(dataSchema: T) {
  return object({
    success: literal(true),
    data: dataSchema,
  });
}
export type SuccessEnvelope<T> = { success: true; data: T };
