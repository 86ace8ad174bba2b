// spec 4 'Navigation guard': the decisions are domain's (decideNavigation); this module performs
// the steps it asks for (bootstrap, load permissions, check KYC), shows 'Please log in to
// continue' at most once per 2 s, logs a guard exception and lets navigation continue, and
// remembers the previous route (spec 2: after login the user returns there).
import {
  decideNavigation,
  guardFailed,
  rememberRoute,
  type GuardDecision,
  type GuardStep,
  type KycStatus,
  type RouteAccess,
} from '@invest/domain';

/** What the guard needs of the session (wired to @invest/api's session). */
export interface GuardSession {
  readonly bootstrapped: boolean;
  readonly authenticated: boolean;
  readonly permissions: { loaded: boolean; kycForce: boolean } | null;
  readonly kycStatus: KycStatus;
  readonly kycCheckedAt: number | null;
  bootstrap(): Promise<void>;
  loadPermissions(): Promise<void>;
  checkKyc(): Promise<void>;
}

export interface GuardHooks {
  /** Shows 'Please log in to continue'. */
  onLoginPrompt(): void;
  /** A guard exception (spec 4 step 6: logged, navigation continues). */
  onError(error: unknown): void;
  now?: () => number;
}

export interface GuardTarget {
  fullPath: string;
  path: string;
  /** The route's Access flag (spec 2). */
  access: RouteAccess;
  redirectQuery: unknown;
}

export interface Guard {
  /** Where to go instead, or null to continue. */
  check(to: GuardTarget): Promise<string | null>;
  /** After a navigation completed: remember it (spec 4 step 6). */
  completed(fullPath: string): void;
  /** The last remembered route (for the login screen). */
  readonly lastRemembered: string | null;
}

export function createGuard(session: GuardSession, hooks: GuardHooks): Guard {
  const now = hooks.now ?? (() => Date.now());
  let lastLoginPromptAt: number | null = null;
  let current: string | null = null;
  let remembered: string | null = null;

  async function decide(to: GuardTarget): Promise<GuardDecision> {
    const attempted: GuardStep[] = [];
    // each step runs at most once, so the loop ends after at most four decisions
    for (;;) {
      const decision = decideNavigation({
        to: { fullPath: to.fullPath, path: to.path, meta: { access: to.access } },
        from: current === null ? null : { fullPath: current },
        session: { bootstrapped: session.bootstrapped, authenticated: session.authenticated },
        permissions: session.permissions,
        kycStatus: session.kycStatus,
        kycCheckedAt: session.kycCheckedAt,
        redirectQuery: to.redirectQuery,
        now: now(),
        lastLoginPromptAt,
        attempted,
      });
      switch (decision.action) {
        case 'bootstrap':
          attempted.push('bootstrap');
          await session.bootstrap();
          continue;
        case 'load_permissions':
          attempted.push('load_permissions');
          await session.loadPermissions();
          continue;
        case 'check_kyc':
          attempted.push('check_kyc');
          await session.checkKyc();
          continue;
        default:
          return decision;
      }
    }
  }

  return {
    get lastRemembered() {
      return remembered;
    },
    async check(to) {
      let decision: GuardDecision;
      try {
        decision = await decide(to);
      } catch (error) {
        decision = guardFailed(error);
      }
      switch (decision.action) {
        case 'redirect':
          if (decision.showLoginPrompt) {
            lastLoginPromptAt = now();
            hooks.onLoginPrompt();
          }
          return decision.to;
        case 'continue':
          if (decision.error !== undefined) hooks.onError(decision.error);
          if (decision.checkKycInBackground) session.checkKyc().catch(hooks.onError);
          if (decision.loadPermissionsInBackground) session.loadPermissions().catch(hooks.onError);
          return null;
        default:
          return null;
      }
    },
    completed(fullPath) {
      // spec 4 step 6: the previous route is remembered after each navigation
      if (current !== null) remembered = rememberRoute(remembered, current);
      remembered = rememberRoute(remembered, fullPath);
      current = fullPath;
    },
  };
}
