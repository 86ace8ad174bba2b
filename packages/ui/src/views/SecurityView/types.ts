// The data the security centre shows: the wire's entities (@invest/domain), so that
// a page passes the hooks' answers straight through.
import type {
  Passkey,
  Place,
  SecurityDevice as WireDevice,
  SignInEvent as WireSignInEvent,
  TotpEnrolment,
} from '@invest/domain';

export type { FactorChange } from '@invest/domain';

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
export type TwoStepEnrolment = TotpEnrolment;

/** A registered passkey (WebAuthn credential), as the list shows it. */
export type SecurityPasskey = Pick<Passkey, 'id' | 'name' | 'created_at' | 'last_used_at'>;

/** An approximate place from the offline geolocation table (the wire's `place`). */
export type SecurityPlace = Place;

/**
 * A signed-in device or session (a page shows a session as a device: its start is its first
 * seen, its last refresh its last seen).
 */
export type SecurityDevice = WireDevice;

/** One sign-in, failed attempt or factor change (`change` says which), as the history shows it. */
export type SignInEvent = Pick<
  WireSignInEvent,
  'id' | 'at' | 'outcome' | 'change' | 'browser' | 'os' | 'place'
>;

/**
 * How a sensitive action is confirmed: the second factor when it is on, the PIN otherwise, the
 * password where neither is set (a factor change, money to a new destination).
 */
export type StepUpMethod = 'totp' | 'pin' | 'password';
