import { boolean, enum as zEnum, nullable, object, string, type infer as Infer } from 'zod';
import { factorChanges, signInMethods, signInOutcomes } from '../securityEvents';
import { utcDateTimeSchema } from './fields';

/** A registered passkey (a WebAuthn credential), a second factor of the security centre. */
export const passkeySchema = object({
  id: string(),
  name: string(),
  created_at: utcDateTimeSchema,
  last_used_at: nullable(utcDateTimeSchema),
  /** Synced across the owner's devices (a passkey provider) or bound to one authenticator. */
  backed_up: boolean(),
});
export type Passkey = Infer<typeof passkeySchema>;

/** A started enrolment of two-step verification: the secret and its otpauth URI. */
export const totpEnrolmentSchema = object({
  /** The base32 secret, shown as text for entering by hand. */
  secret: string(),
  /** The `otpauth://totp/...` URI the QR code encodes (the view draws it; no server picture). */
  otpauth_url: string(),
});
export type TotpEnrolment = Infer<typeof totpEnrolmentSchema>;

/**
 * An approximate place from the offline table: never precise. `local`: a private or loopback
 * address (show "Local network"); otherwise `country_code` (ISO 3166, for `Intl.DisplayNames`),
 * the English `country` name and a `city` (may be empty).
 */
export const placeSchema = object({
  local: boolean(),
  country_code: string(),
  country: string(),
  city: string(),
});
export type Place = Infer<typeof placeSchema>;

/** A device that signed in (its device token): browser and OS parsed from its user agent. */
export const securityDeviceSchema = object({
  id: string(),
  /** e.g. "Chrome 131"; empty when unknown. */
  browser: string(),
  /** e.g. "macOS"; empty when unknown. */
  os: string(),
  first_seen_at: utcDateTimeSchema,
  last_seen_at: utcDateTimeSchema,
  place: nullable(placeSchema),
  /** The device of the calling session. */
  current: boolean(),
});
export type SecurityDevice = Infer<typeof securityDeviceSchema>;

/** A live session (a refresh-token family). */
export const securitySessionSchema = object({
  id: string(),
  browser: string(),
  os: string(),
  device_id: nullable(string()),
  created_at: utcDateTimeSchema,
  /** The last token refresh (or the sign-in). */
  last_active_at: utcDateTimeSchema,
  expires_at: utcDateTimeSchema,
  place: nullable(placeSchema),
  /** The calling session. */
  current: boolean(),
});
export type SecuritySession = Infer<typeof securitySessionSchema>;

/** One sign-in, failed attempt or factor change of the history. */
export const signInEventSchema = object({
  id: string(),
  at: utcDateTimeSchema,
  /** `factor_change`: `change` says which (the device is the session's that did it). */
  outcome: zEnum(signInOutcomes),
  /** How the sign-in was proved; for a factor change, the factor concerned. */
  method: zEnum(signInMethods),
  change: zEnum(factorChanges).optional(),
  browser: string(),
  os: string(),
  place: nullable(placeSchema),
  /** A sign-in from a device seen for the first time. */
  new_device: boolean(),
});
export type SignInEvent = Infer<typeof signInEventSchema>;
