// The session as the navigation guard sees it (spec 4): bootstrapped, authenticated (the
// session's), permissions, KYC status (the API cache's) and when it was last checked.
import type { Session } from '@invest/api';
import type { ApiCache } from '@invest/api/hooks';
import type { GuardSession } from './guard';

export function guardSession(
  session: Session,
  cache: ApiCache,
  now: () => number = Date.now,
): GuardSession {
  let kycCheckedAt: number | null = null;
  return {
    get bootstrapped() {
      return session.getSnapshot().auth.bootstrapped;
    },
    get authenticated() {
      return session.getSnapshot().auth.status === 'authenticated';
    },
    get permissions() {
      const p = cache.permissions;
      return p ? { loaded: true, kycForce: p.kycForce } : null;
    },
    get kycStatus() {
      return cache.kycStatus;
    },
    get kycCheckedAt() {
      return kycCheckedAt;
    },
    async bootstrap() {
      await session.bootstrap();
    },
    async loadPermissions() {
      await cache.loadPermissions();
    },
    async checkKyc() {
      await cache.checkKyc();
      kycCheckedAt = now();
    },
  };
}
