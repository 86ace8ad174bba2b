// The data the security centre shows (issue 13), in the wire's field names so that a page
// passes the hooks' answers straight through.

/** A section's data and its load status: every card shows loading, error and data. */
export interface Loadable<T> {
  /** The data, once loaded. */
  data?: T;
  /** The first load is running. @default false */
  loading?: boolean;
  /** The app's (translated) reason the load failed; the card shows it with a retry. */
  error?: string;
  /** Retry a failed load. */
  onRetry?: () => void;
}

/** Two-step verification (TOTP) as the server reports it. */
export interface TwoStepStatus {
  /** Two-step verification is on. */
  enabled: boolean;
  /** How many unused backup codes are left (when on). */
  backup_codes_left?: number;
}

/** A started enrolment: the secret to add to an authenticator app. */
export interface TwoStepEnrolment {
  /** The base32 secret, shown as text for entering by hand. */
  secret: string;
  /** The `otpauth://totp/...` URI the QR code encodes. */
  otpauth_url: string;
}

/** A registered passkey (WebAuthn credential). */
export interface SecurityPasskey {
  id: string;
  name: string;
  created_at: string;
  last_used_at?: string | null;
}

/**
 * An approximate place from the offline geolocation table: `local` for a private network,
 * otherwise the ISO country code (named in the user's language), the English name and a city.
 */
export interface SecurityPlace {
  local: boolean;
  country_code: string;
  country: string;
  city: string;
}

/** A signed-in device or session (a session's start is its first seen, its refresh its last). */
export interface SecurityDevice {
  id: string;
  /** Browser name from the user agent, e.g. "Chrome 131"; empty when unknown. */
  browser?: string | null;
  /** Operating system from the user agent, e.g. "macOS"; empty when unknown. */
  os?: string | null;
  first_seen_at: string;
  last_seen_at: string;
  /** Approximate place; null when unknown. */
  place?: SecurityPlace | null;
  /** The device this page runs on. */
  current: boolean;
}

/** A factor added, replaced or removed (listed in the history). */
export type FactorChange =
  | 'totp_added'
  | 'totp_removed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'pin_added'
  | 'pin_changed'
  | 'backup_codes_changed';

/** One sign-in, failed attempt or factor change (`change` says which). */
export interface SignInEvent {
  id: string;
  at: string;
  outcome: 'success' | 'failure' | 'factor_change';
  change?: FactorChange;
  browser?: string | null;
  os?: string | null;
  place?: SecurityPlace | null;
}

/**
 * How a sensitive action is confirmed: the second factor when it is on, the PIN otherwise, the
 * password where neither is set (a factor change, money to a new destination).
 */
export type StepUpMethod = 'totp' | 'pin' | 'password';
