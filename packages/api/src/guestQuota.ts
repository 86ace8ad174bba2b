// spec 6 guest quotas on the device: counters per local day in localStorage (domain's rules),
// unlimited when signed in, reset on login (spec 4). The session owns one and resets it.
import {
  consumeGuestQuota,
  guestQuotaRemaining,
  resetGuestQuotaOnLogin,
  type GuestQuotaCounters,
  type GuestQuotaKind,
  type GuestQuotaResult,
} from '@invest/domain';
import { isRecord } from './errors';
import type { StorageAdapter } from './storage';

/** Where the guest quota counters are kept (localStorage). */
export const GUEST_QUOTA_STORAGE_KEY = 'guest_quota';

export interface GuestQuotaOptions {
  /** Survives the browser closing (localStorage). */
  storage: StorageAdapter;
  /** The clock, ms since the epoch. */
  now: () => number;
  /** The user's IANA time zone (a guest day is a local day). */
  timeZone: () => string;
  /** Whether the user is signed in (then every quota is unlimited). */
  signedIn: () => boolean;
}

export interface GuestQuota {
  /** spec 6: one use of a guest quota (always allowed when signed in). */
  consume(kind: GuestQuotaKind): GuestQuotaResult;
  /** spec 6: the uses left today. */
  remaining(kind: GuestQuotaKind): number;
  /** spec 4: guest counters reset on login. */
  resetOnLogin(): void;
}

function read(storage: StorageAdapter): GuestQuotaCounters | null {
  const raw = storage.get(GUEST_QUOTA_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    // domain counts a corrupt counter as exhausted; only the day must be readable
    if (isRecord(value) && typeof value.day === 'string') return value as GuestQuotaCounters;
  } catch {
    // corrupt storage: fresh counters
  }
  return null;
}

export function createGuestQuota({
  storage,
  now,
  timeZone,
  signedIn,
}: GuestQuotaOptions): GuestQuota {
  const write = (counters: GuestQuotaCounters) =>
    storage.set(GUEST_QUOTA_STORAGE_KEY, JSON.stringify(counters));
  return {
    consume(kind) {
      const result = consumeGuestQuota(read(storage), kind, now(), timeZone(), signedIn());
      write(result.state);
      return result;
    },
    remaining: (kind) =>
      signedIn()
        ? Number.POSITIVE_INFINITY
        : guestQuotaRemaining(read(storage), kind, now(), timeZone()),
    resetOnLogin: () => write(resetGuestQuotaOnLogin(now(), timeZone())),
  };
}
