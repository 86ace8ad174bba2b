// Request and response schemas per call of ./routes (spec 3, 7; ARCHITECTURE 'The wire').
// Field names are snake_case as the spec names them; money is a decimal string; times are
// ISO-8601 UTC strings. Request objects strip unknown keys, so a client cannot set what it does
// not own (vip, score, KYC status...): mass assignment has no effect.
import {
  appThemes,
  assetBucketsSchema,
  commonStatuses,
  currencyCodeSchema,
  decimalString,
  kycStatuses,
  localeInfoSchema,
  permissionPayloadSchema,
} from '@invest/domain';
import {
  array,
  boolean,
  enum as zEnum,
  int,
  literal,
  nullable,
  object,
  string,
  type ZodType,
  type infer as Infer,
} from 'zod';
import type { RouteName } from './routes';

const text = (max: number) => string().max(max);
const required = (max: number) => string().trim().min(1).max(max);
/** Country (dialling) code: digits, spec 5 allows the fallback '01'. */
const countryCode = string()
  .trim()
  .regex(/^\+?\d{1,4}$/);
/** National mobile digits; the full rule is domain's validatePhone, run by the server. */
const mobile = string().trim().max(20);
const password = string().max(128);
const isoTime = string();

// -- settings -------------------------------------------------------------------------------

/** spec 3 System settings (GET /setting/v1/app). */
export const appSettingsSchema = object({
  app_name: string(),
  web_logo: string(),
  app_version: string(),
  app_template: nullable(zEnum(appThemes)),
  /** The tenant's enabled locales, the first is its default (spec 1). */
  locales: array(localeInfoSchema),
  default_locale: string(),
  default_currency: currencyCodeSchema,
});
export type AppSettings = Infer<typeof appSettingsSchema>;

/** spec 3 Company info (GET /setting/v1/co). */
export const companyInfoResponseSchema = object({
  co_name: string(),
  icp_no: string(),
  co_address: string(),
  app_video: string(),
});
export type CompanyInfoResponse = Infer<typeof companyInfoResponseSchema>;

/** A country the tenant serves: dialling code, currency, time zone. */
export const countrySchema = object({
  code: string(),
  name: string(),
  phone_code: string(),
  currency: string(),
  timezone: string(),
  emoji: string(),
});
export type Country = Infer<typeof countrySchema>;
export const countryListSchema = array(countrySchema);

/** spec 3 Startup panel inputs: geo (country, city, ip). */
export const geoLookupSchema = object({
  ip: string(),
  country: string(),
  country_code: string(),
  city: string(),
});
export type GeoLookup = Infer<typeof geoLookupSchema>;

// -- auth -----------------------------------------------------------------------------------

export const loginRequestSchema = object({
  username: required(64),
  password: password.min(1),
  /** 'Remember me': a longer refresh-token lifetime. */
  remember: boolean().optional(),
});
export type LoginRequest = Infer<typeof loginRequestSchema>;

/** spec 3 Tokens. `expires_in`: seconds until the access token expires. */
export const tokensSchema = object({
  access_token: string(),
  refresh_token: string(),
  token_type: literal('Bearer'),
  expires_in: int(),
});
export type Tokens = Infer<typeof tokensSchema>;

/**
 * spec 7 login: tokens, or the MFA flag with a pending session. With `mfa: true` the answer
 * carries `mfa_token` (a short-lived Bearer token good only for POST /user/v1/mfa/bind/verify).
 */
export const loginResponseSchema = object({
  mfa: boolean(),
  access_token: string().optional(),
  refresh_token: string().optional(),
  token_type: literal('Bearer').optional(),
  expires_in: int().optional(),
  mfa_token: string().optional(),
});
export type LoginResponse = Infer<typeof loginResponseSchema>;

export const mfaVerifyRequestSchema = object({
  code: string()
    .trim()
    .regex(/^\d{6}$/),
});
export type MfaVerifyRequest = Infer<typeof mfaVerifyRequestSchema>;

/** POST /user/v1/mfa/bind: a new TOTP secret to confirm with /user/v1/mfa/bind/verify. */
export const mfaBindResponseSchema = object({ secret: string(), otpauth_url: string() });
export type MfaBindResponse = Infer<typeof mfaBindResponseSchema>;

export const registerRequestSchema = object({
  country_code: countryCode,
  mobile,
  password,
  confirm_password: password,
  invitation_code: required(32),
  username: text(64).optional(),
});
export type RegisterRequest = Infer<typeof registerRequestSchema>;
export const registerResponseSchema = object({ id: string(), username: string() });
export type RegisterResponse = Infer<typeof registerResponseSchema>;

export const verificationPurposes = ['register', 'reset_pwd', 'change_mobile'] as const;
export const sendCodeRequestSchema = object({
  country_code: countryCode,
  mobile,
  purpose: zEnum(verificationPurposes),
});
export type SendCodeRequest = Infer<typeof sendCodeRequestSchema>;
/** `resend_after`: seconds before another code may be asked for. */
export const sendCodeResponseSchema = object({ sent: boolean(), resend_after: int() });

export const resetPasswordRequestSchema = object({
  country_code: countryCode,
  mobile,
  /** The reset code the client's advisor issued (back office). */
  code: required(32),
  password,
  confirm_password: password,
});
export type ResetPasswordRequest = Infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = object({
  old_password: password,
  new_password: password,
  confirm_password: password,
});
export type ChangePasswordRequest = Infer<typeof changePasswordRequestSchema>;

export const passwordVerifyRequestSchema = object({ password });
export const verifiedResponseSchema = object({ verified: boolean() });

export const setPinRequestSchema = object({
  pin: text(16),
  confirm_pin: text(16).optional(),
  /** Required to replace an existing PIN. */
  current_pin: text(16).optional(),
});
export type SetPinRequest = Infer<typeof setPinRequestSchema>;
export const verifyPinRequestSchema = object({ pin: text(16) });
export const okResponseSchema = object({ ok: literal(true) });

// -- client -----------------------------------------------------------------------------------

/** spec 3 User, as GET /auth/app/v1/client_info answers it. */
export const clientInfoSchema = object({
  id: string(),
  username: string(),
  avatar: nullable(string()),
  full_name: nullable(string()),
  order_num: int(),
  country_code: string(),
  mobile: string(),
  kyc_status: zEnum(kycStatuses),
  has_pin: boolean(),
  mfa_enabled: boolean(),
  created_at: isoTime,
});
export type ClientInfo = Infer<typeof clientInfoSchema>;

/** spec 3/7 permission payload: vip, score, perms, features, kyc_force, client_deposit. */
export const clientConfigSchema = permissionPayloadSchema.required({
  vip: true,
  score: true,
  perms: true,
  features: true,
  kyc_force: true,
  client_deposit: true,
});
export type ClientConfig = Infer<typeof clientConfigSchema>;

/** spec 7: POST /client/app/v1/avatar {url}: the URL of an image the user uploaded. */
export const setAvatarRequestSchema = object({ url: required(300) });
export const avatarResponseSchema = object({ avatar: string() });

export const supportChatKeySchema = object({ key: string() });
export const kycVerifiedSchema = object({ status: zEnum(kycStatuses), verified: boolean() });
export type KycVerified = Infer<typeof kycVerifiedSchema>;

// -- uploads ----------------------------------------------------------------------------------

export const uploadPurposes = ['avatar', 'kyc_front', 'kyc_back', 'deposit_proof'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
/** The multipart text field next to the file. */
export const uploadFieldsSchema = object({ purpose: zEnum(uploadPurposes) });
export const uploadResponseSchema = object({
  id: string(),
  url: string(),
  content_type: string(),
  size: int(),
});
export type UploadResponse = Infer<typeof uploadResponseSchema>;
export const uploadParamsSchema = object({ id: string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

// -- KYC ----------------------------------------------------------------------------------------

/**
 * spec 3 KYC form (POST /identify/app/v1): the agreement (declaration), basic information, the
 * ID number (PAN or Aadhaar) and the IDs of the uploaded front and back images. The age and ID
 * rules are domain's, run by the server.
 */
export const kycSubmitRequestSchema = object({
  declaration: boolean(),
  // bounds only: the server runs domain's rules and answers their codes (full_name_required,
  // invalid_id_no, upload_required, ...) as field errors
  full_name: text(200),
  country_code: countryCode,
  mobile,
  dob: string().trim().max(10),
  id_no: text(40),
  /** The upload's id, or its URL ('/upload/app/v1/file/<id>'). */
  id_front: text(100),
  id_back: text(100),
});
export type KycSubmitRequest = Infer<typeof kycSubmitRequestSchema>;

/** spec 3 KYC form as stored, with submit time, approve time and status. */
export const kycDetailSchema = object({
  status: zEnum(kycStatuses),
  full_name: nullable(string()),
  country_code: nullable(string()),
  mobile: nullable(string()),
  dob: nullable(string()),
  /** Masked: only the last four characters. */
  id_no_masked: nullable(string()),
  id_kind: nullable(zEnum(['pan', 'aadhaar'])),
  id_front_url: nullable(string()),
  id_back_url: nullable(string()),
  submit_time: nullable(isoTime),
  approve_time: nullable(isoTime),
  reject_reason: nullable(string()),
});
export type KycDetail = Infer<typeof kycDetailSchema>;

// -- money views ------------------------------------------------------------------------------

/** One account (per currency) with its buckets (spec 3 Asset buckets). */
export const accountSchema = assetBucketsSchema.extend({
  id: string(),
  country: string(),
  is_default: boolean(),
});
export type Account = Infer<typeof accountSchema>;
export const accountListSchema = array(accountSchema);

/** GET /stat/app/v1/portfolio: value, invested and P&L in the tenant's currency. */
export const portfolioSchema = object({
  currency: currencyCodeSchema,
  total_value: decimalString,
  invested_value: decimalString,
  cash_value: decimalString,
  pnl: decimalString,
  pnl_percent: decimalString,
});
export type Portfolio = Infer<typeof portfolioSchema>;

/** GET /stat/app/v1/asset: the buckets summed over the accounts of the currency. */
export const assetSummarySchema = assetBucketsSchema.extend({ total: decimalString });
export type AssetSummary = Infer<typeof assetSummarySchema>;

export const overdrawnQuerySchema = object({ status: zEnum(commonStatuses).optional() });
export const overdrawnRecordSchema = object({
  id: string(),
  currency: currencyCodeSchema,
  amount: decimalString,
  repaid: decimalString,
  status: zEnum(commonStatuses),
  created_at: isoTime,
});
export const overdrawnListSchema = array(overdrawnRecordSchema);
export type OverdrawnRecord = Infer<typeof overdrawnRecordSchema>;

// -- messages -----------------------------------------------------------------------------------

export const messageSchema = object({
  id: string(),
  title: string(),
  body: string(),
  read: boolean(),
  created_at: isoTime,
});
export type Message = Infer<typeof messageSchema>;
export const messageListSchema = array(messageSchema);
/** Marks the given messages read, or all of them when `ids` is absent. */
export const messageReadRequestSchema = object({
  ids: array(string().max(64)).max(500).optional(),
});
export const countResponseSchema = object({ count: int() });

// -- the table ------------------------------------------------------------------------------------

export interface RouteSchemas {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  /** The `data` of the success envelope; absent for a file answer. */
  response?: ZodType;
}

/** The schemas of every route in ./routes, by the same name. */
export const schemas = {
  settingsApp: { response: appSettingsSchema },
  settingsCompany: { response: companyInfoResponseSchema },
  settingsCountries: { response: countryListSchema },
  settingsAccountCountries: { response: countryListSchema },
  geoLookup: { response: geoLookupSchema },
  login: { body: loginRequestSchema, response: loginResponseSchema },
  logout: { response: okResponseSchema },
  refresh: { response: tokensSchema },
  mfaBind: { response: mfaBindResponseSchema },
  mfaVerify: { body: mfaVerifyRequestSchema, response: tokensSchema },
  register: { body: registerRequestSchema, response: registerResponseSchema },
  sendCode: { body: sendCodeRequestSchema, response: sendCodeResponseSchema },
  resetPassword: { body: resetPasswordRequestSchema, response: okResponseSchema },
  changePassword: { body: changePasswordRequestSchema, response: okResponseSchema },
  verifyPassword: { body: passwordVerifyRequestSchema, response: verifiedResponseSchema },
  setPin: { body: setPinRequestSchema, response: okResponseSchema },
  verifyPin: { body: verifyPinRequestSchema, response: verifiedResponseSchema },
  clientInfo: { response: clientInfoSchema },
  clientConfig: { response: clientConfigSchema },
  setAvatar: { body: setAvatarRequestSchema, response: avatarResponseSchema },
  supportChatKey: { response: supportChatKeySchema },
  kycVerified: { response: kycVerifiedSchema },
  uploadImage: { response: uploadResponseSchema },
  uploadFile: { params: uploadParamsSchema },
  kycSubmit: { body: kycSubmitRequestSchema, response: kycDetailSchema },
  kycDetail: { response: kycDetailSchema },
  accountList: { response: accountListSchema },
  portfolio: { response: portfolioSchema },
  assets: { response: assetSummarySchema },
  overdrawnRecords: { query: overdrawnQuerySchema, response: overdrawnListSchema },
  messageList: { response: messageListSchema },
  messageRead: { body: messageReadRequestSchema, response: countResponseSchema },
  messageDeleteAll: { response: countResponseSchema },
} as const satisfies Record<RouteName, RouteSchemas>;
