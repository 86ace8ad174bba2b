// The step-up of a route that declares it (`stepUp: <action>` in its contract definition): the
// platform binds the declared action to the caller and the proof of the request, so no area
// picks the action or reads the proof itself. Which proof an action asks, and how it is
// checked, is the security area's (areas/security/stepUp.ts); the app wires it in as
// `AppDeps.verifyStepUp`, since the platform imports no area.
//
// A money-moving route runs its step-up before the effect, in its own unit of work (route.ts);
// any other route hands the bound step-up to its service, which runs it where its rules ask for
// the proof (after the form's own checks, and only when the change needs it: renaming a bank
// account does not), on the unit of work's handle, so a wrong proof is counted and kept.
import type { StepUpAction, StepUpProof } from '@invest/api/contract';
import type { FastifyRequest } from 'fastify';
import type { Caller, ServiceDeps } from './serviceDeps';

/**
 * Checks `proof` for `action` of `owner` on `deps.db`: passes, or throws 403 STEP_UP_REQUIRED
 * naming the proof asked, 400 for a wrong proof (counted), 429 beyond the limits. `request`:
 * where a passkey proof's relying party comes from.
 */
export type StepUpVerifier = (
  deps: ServiceDeps,
  owner: Caller,
  proof: StepUpProof | undefined,
  action: StepUpAction,
  request?: FastifyRequest,
) => Promise<void>;

/**
 * The step-up of one call: its action, bound to the caller and the proof the call carried. A
 * service runs it on the handle it was given; a service's parameter type names the action it
 * guards, so only a route that declares that action can pass one.
 */
export interface StepUp<A extends StepUpAction = StepUpAction> {
  (deps: ServiceDeps): Promise<void>;
  readonly action: A;
}

/** Binds `action` to the caller and proof (route.ts for a declared route; the demo seed). */
export function bindStepUp<A extends StepUpAction>(
  verify: StepUpVerifier,
  action: A,
  owner: Caller,
  proof: StepUpProof | undefined,
  request?: FastifyRequest,
): StepUp<A> {
  const caller = { tenantId: owner.tenantId, userId: owner.userId };
  return Object.assign((deps: ServiceDeps) => verify(deps, caller, proof, action, request), {
    action,
  });
}

/** The proof a request carries: its body's `step_up` (a route may read more, route.ts). */
export const stepUpProofOf = (body: unknown): StepUpProof | undefined =>
  (body as { step_up?: StepUpProof } | null | undefined)?.step_up ?? undefined;
