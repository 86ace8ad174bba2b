// The step-up of sensitive actions, on the client: one state machine for every
// screen that asks for it (bank accounts, withdrawals, the security centre, the PIN, the
// password). The screen runs its action through `run`; when the action needs a proof the hook
// asks for it (the screen renders `dialog` with the step-up dialog of @invest/ui), runs the
// action with it, keeps the dialog open with the reason of a wrong proof, and settles the
// returned promise once the action is done, failed for another reason, or cancelled. The server
// decides either way: a refusal naming a proof (403 STEP_UP_REQUIRED) opens the dialog for it.
import { useCallback, useState } from 'react';
import {
  stepUpProofKindOf,
  stepUpProofKinds,
  type StepUpKind,
  type StepUpProof,
  type StepUpProofKind,
} from '../contract/stepUp';
import { isApiError } from '../errors';
import type { Mutation } from './mutation';
import type { QueryConfig } from './query';
import { useSecurityOverview } from './security';

/** The refusals of a wrong proof of each kind: the dialog stays open with the reason. */
const WRONG_PROOF: Record<StepUpProofKind, readonly string[]> = {
  mfa: ['MFA_INVALID', 'PASSKEY_INVALID'],
  pin: ['INCORRECT_PIN', 'PIN_LOCKED'],
  password: ['INCORRECT_PASSWORD'],
};
const isWrongProof = (error: unknown, proof: StepUpProofKind) =>
  isApiError(error) && WRONG_PROOF[proof].includes(error.code ?? '');

/**
 * A refused PIN (400 INCORRECT_PIN, 429 PIN_LOCKED): the attempts left before the PIN locks, or
 * until when it is locked (the server's lockout counter, in the field error's params); undefined
 * for any other failure. The confirm dialog stays open with it.
 */
export function pinRefusalOf(
  error: unknown,
): { attemptsLeft?: number; lockedUntil?: string } | undefined {
  if (!isApiError(error) || (error.code !== 'INCORRECT_PIN' && error.code !== 'PIN_LOCKED')) {
    return undefined;
  }
  const params = error.fieldErrors.find((e) => e.path === 'pin')?.params ?? {};
  const left = Number(params.attempts_left);
  const until = params.locked_until;
  return {
    ...(Number.isInteger(left) ? { attemptsLeft: left } : {}),
    ...(typeof until === 'string' && (left === 0 || error.code === 'PIN_LOCKED')
      ? { lockedUntil: until }
      : {}),
  };
}

/** A proof with nothing in it (the action was run without the step-up). */
export const isEmptyProof = (proof: StepUpProof) => Object.keys(proof).length === 0;

/** `body` with the proof as its `step_up` (unchanged when the proof is empty). */
export const withStepUp = <B extends object>(body: B, proof: StepUpProof) =>
  isEmptyProof(proof) ? body : { ...body, step_up: proof };

/** The step-up was cancelled: the promise of `run` rejects with it (nothing was done). */
export class StepUpCancelled extends Error {
  constructor() {
    super('step-up cancelled');
    this.name = 'StepUpCancelled';
  }
}
export const isStepUpCancelled = (error: unknown): error is StepUpCancelled =>
  error instanceof StepUpCancelled;

/** The proof a 403 STEP_UP_REQUIRED names (`step_up_<proof>_required`), if it is one. */
export function requiredProofOf(error: unknown): StepUpProofKind | undefined {
  if (!isApiError(error) || error.code !== 'STEP_UP_REQUIRED') return undefined;
  const named = error.fieldErrors.find((e) => e.path === 'step_up')?.message ?? '';
  const proof = /^step_up_(\w+)_required$/.exec(named)?.[1];
  return stepUpProofKinds.find((k) => k === proof) ?? 'mfa';
}

/** What the value typed into the dialog proves, for the proof asked. */
export function stepUpProofOf(proof: StepUpProofKind, value: string): StepUpProof {
  if (proof === 'password') return { password: value };
  return proof === 'pin' ? { pin: value } : { code: value };
}

/**
 * When an action asks for the proof up front:
 * - `always`: a factor added, replaced or removed, money to a new destination (the password
 *   where neither a second factor nor a PIN is set);
 * - `when-set`: only when a second factor or a PIN is set (changing the password, whose current
 *   one is asked by the form itself);
 * - `never`: the action carries its own proof (a withdrawal with the PIN in its form); a refusal
 *   naming a proof still opens the dialog.
 */
export type StepUpNeed = 'always' | 'when-set' | 'never';

interface Pending {
  proof: StepUpProofKind;
  action: (proof: StepUpProof) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  error?: unknown;
}

export interface StepUpDialogState {
  /** The dialog is open. */
  isOpen: boolean;
  /** What it asks for: the second factor's code, the PIN or the password. */
  proof: StepUpProofKind;
  /** Why the last proof was refused (an ApiError: the screen translates it). */
  error: unknown;
  /** The action is running with the proof. */
  submitting: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

export function useStepUp(config?: QueryConfig<'securityOverview'>) {
  const overview = useSecurityOverview(config);
  const kind: StepUpKind = overview.data?.step_up ?? 'none';
  const [pending, setPending] = useState<Pending>();
  const [submitting, setSubmitting] = useState(false);

  const ask = useCallback(
    <T>(proof: StepUpProofKind, action: (proof: StepUpProof) => Promise<T>) =>
      new Promise<T>((resolve, reject) =>
        setPending({
          proof,
          action,
          resolve: resolve as (value: unknown) => void,
          reject,
        }),
      ),
    [],
  );

  /**
   * Runs `action` with the step-up proof `need` asks for (none: `{}`); resolves its answer, or
   * rejects with its failure or StepUpCancelled.
   */
  const run = useCallback(
    async <T>(action: (proof: StepUpProof) => Promise<T>, need: StepUpNeed = 'always') => {
      const upFront = need === 'always' || (need === 'when-set' && kind !== 'none');
      if (upFront) return ask(stepUpProofKindOf(kind), action);
      try {
        return await action({});
      } catch (error) {
        const proof = requiredProofOf(error);
        if (proof === undefined) throw error;
        // a factor was set elsewhere meanwhile: the overview catches up, the dialog asks
        void overview.mutate();
        return ask(proof, action);
      }
    },
    [ask, kind, overview],
  );

  const onSubmit = useCallback(
    async (value: string) => {
      const at = pending;
      if (!at) return;
      setSubmitting(true);
      try {
        const answer = await at.action(stepUpProofOf(at.proof, value));
        setPending(undefined);
        at.resolve(answer);
      } catch (error) {
        const proof = requiredProofOf(error);
        if (isWrongProof(error, at.proof) || proof !== undefined) {
          // a wrong proof, or another kind of proof asked: the dialog stays open for it
          setPending({ ...at, proof: proof ?? at.proof, error });
          if (proof !== undefined) void overview.mutate();
          return;
        }
        setPending(undefined);
        at.reject(error);
      } finally {
        setSubmitting(false);
      }
    },
    [overview, pending],
  );

  const onCancel = useCallback(() => {
    if (!pending) return;
    setPending(undefined);
    pending.reject(new StepUpCancelled());
  }, [pending]);

  const dialog: StepUpDialogState = {
    isOpen: pending !== undefined,
    proof: pending?.proof ?? stepUpProofKindOf(kind),
    error: pending?.error,
    submitting,
    onSubmit: (value) => void onSubmit(value),
    onCancel,
  };
  return {
    /** What a sensitive action asks of this client now (the overview's `step_up`). */
    kind,
    /** The security overview the kind comes from. */
    overview,
    run,
    dialog,
  };
}

export interface StepUpMutationOptions<B extends object> {
  /**
   * When this body asks for the proof up front, given what the client has set (default
   * `always`): renaming a bank account asks nothing, a withdrawal carrying its PIN `never`.
   */
  need?: (body: B, kind: StepUpKind) => StepUpNeed;
  /** The body with the proof (default: as its `step_up`, `withStepUp`). */
  withProof?: (body: B, proof: StepUpProof, kind: StepUpKind) => B;
  /** Of the security overview the step-up kind comes from. */
  config?: QueryConfig<'securityOverview'>;
}

/**
 * A mutation of a route that declares a step-up (`stepUp` in its contract definition): `trigger`
 * asks for the proof when it is needed (or when the server's refusal names one), runs the
 * mutation with it, keeps the dialog open on a wrong proof, and rejects with StepUpCancelled
 * when the client cancels. A money-moving mutation keeps its one Idempotency-Key across the
 * proof's retry (useMutation). The screen renders `dialog` with the step-up dialog of @invest/ui.
 */
export function useStepUpMutation<B extends object, T>(
  mutation: Mutation<B, T>,
  options: StepUpMutationOptions<B> = {},
) {
  const stepUp = useStepUp(options.config);
  const { run, kind } = stepUp;
  const { trigger: send } = mutation;
  const { need, withProof } = options;
  const trigger = useCallback(
    (body: B) =>
      run(
        (proof) => send(withProof ? withProof(body, proof, kind) : withStepUp(body, proof)),
        need ? need(body, kind) : 'always',
      ),
    [run, send, need, withProof, kind],
  );
  return {
    ...mutation,
    trigger,
    /** What a sensitive action asks of this client now. */
    kind,
    overview: stepUp.overview,
    dialog: stepUp.dialog,
  };
}
