// Test helpers of PAC codes: a code issued to a client through the back office's service, on the
// server's clock.
import type { TestServer } from '../../testing/harness';
import { unitOfWork } from '../../platform/unitOfWork';
import type { SignedIn } from '../client/testSupport';
import { issuePacCode, type IssuedPac, type PacTarget } from './service';

/** Issues `who` a PAC code for `target` (30 days, reusable unless `over` says otherwise). */
export function issuePac(
  s: TestServer,
  who: SignedIn,
  target: PacTarget,
  over: { ttlDays?: number; singleUse?: boolean } = {},
): Promise<IssuedPac> {
  return unitOfWork({ db: s.app.deps.db, clock: s.app.deps.clock }, (tx) =>
    issuePacCode(tx, { tenantId: who.tenant, userId: who.id, target, ...over }),
  );
}
