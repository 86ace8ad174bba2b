// The session as the navigation guard sees it (spec 4): bootstrapped, authenticated,
// permissions, KYC status and when it was last checked.
import type { Session } from '@invest/api';
import type { GuardSession } from './guard';

export function guardSession(session: Session, now: () => number = Date.now): GuardSession {
  let kycCheckedAt: number | null = null;
  return {
    get bootstrapped() {
      return session.getSnapshot().auth.bootstrapped;
    },
    get authenticated() {
      return session.getSnapshot().auth.status === 'authenticated';
    },
    get permissions() {
      const p = session.getSnapshot().permissions;
      return p ? { loaded: true, kycForce: p.kycForce } : null;
    },
    get kycStatus() {
      return session.getSnapshot().kycStatus;
    },
    get kycCheckedAt() {
      return kycCheckedAt;
    },
    async bootstrap() {
      await session.bootstrap();
    },
    async loadPermissions() {
      await session.loadPermissions();
    },
    async checkKyc() {
      await session.checkKyc();
      kycCheckedAt = now();
    },
  };
}
