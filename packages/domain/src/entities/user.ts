import { boolean, enum as zEnum, int, nullable, object, string, type infer as Infer } from 'zod';
import { kycStatuses } from '../statuses';
import { entityIdSchema, utcDateTimeSchema } from './fields';

/** spec 3, User: the client's profile (GET /auth/app/v1/client_info). */
export const userSchema = object({
  id: entityIdSchema,
  username: string(),
  /** Avatar image URL; absent or null when none was uploaded. */
  avatar: string().nullish(),
  /** Legal name, known after KYC; absent or null before. */
  full_name: string().nullish(),
  /** spec 3: shown as the order sum; a count of orders (open in the spec), 0 when absent. */
  order_num: int().min(0).default(0),
});
/** spec 3, User (parsed: `order_num` defaulted). */
export type User = Infer<typeof userSchema>;

/**
 * spec 3 User (domain's), as GET /auth/app/v1/client_info answers it: every field present, with
 * the client's mobile, KYC status, PIN and MFA flags and when the account was made.
 */
export const clientInfoSchema = userSchema.extend({
  avatar: nullable(string()),
  full_name: nullable(string()),
  order_num: int().min(0),
  country_code: string(),
  mobile: string(),
  kyc_status: zEnum(kycStatuses),
  has_pin: boolean(),
  mfa_enabled: boolean(),
  created_at: utcDateTimeSchema,
});
export type ClientInfo = Infer<typeof clientInfoSchema>;
