// spec 2/5 PIN: setting a PIN, and replacing one, which needs the current PIN: it is asked (and
// checked) first, then the new one is set with it. A PIN is a factor: where the current PIN is not
// the proof (a first PIN, or the second factor on) the screen runs the set step through the
// step-up (useStepUp) and passes its proof. The screen gets the outcome of each step and decides
// what follows (a toast, the way back); this hook never navigates.
import { useState } from 'react';
import type { StepUpProof } from '../contract/stepUp';
import { isApiError } from '../errors';
import { useSessionSnapshot } from './context';
import { useSetPin, useVerifyPin } from './auth';
import { useClientInfo } from './client';

/**
 * What a submitted PIN did: `verified` (checking only), `saved` (set), `current-checked` (the
 * current PIN is right: the new one is asked next), `current-needed` (a PIN exists after all,
 * set elsewhere: the current one is asked first).
 */
export type PinFlowOutcome = 'verified' | 'saved' | 'current-checked' | 'current-needed';

export interface PinFlowOptions {
  /** Only check the PIN (`?mode=verify`). @default false */
  verifyOnly?: boolean;
}

export function usePinFlow({ verifyOnly = false }: PinFlowOptions = {}) {
  const info = useClientInfo();
  const snapshot = useSessionSnapshot();
  const user = info.data ?? snapshot?.auth.user ?? null;
  const setPin = useSetPin();
  const verifyPin = useVerifyPin();
  // the current PIN, once checked (replacing a PIN); null while it is still to be asked
  const [currentPin, setCurrentPin] = useState<string | null>(null);
  const [needsCurrent, setNeedsCurrent] = useState(false);
  const askCurrent = !verifyOnly && currentPin === null && (user?.has_pin === true || needsCurrent);

  /**
   * Runs the step the flow is at with `pin` (and the step-up proof of the set step, if any);
   * rejects with the ApiError of a failure.
   */
  async function submit(pin: string, proof: StepUpProof = {}): Promise<PinFlowOutcome> {
    if (verifyOnly || askCurrent) {
      await verifyPin.trigger({ pin });
      if (!askCurrent) return 'verified';
      setCurrentPin(pin);
      return 'current-checked';
    }
    try {
      await setPin.trigger({
        pin,
        confirm_pin: pin,
        ...(currentPin === null ? {} : { current_pin: currentPin }),
        ...(Object.keys(proof).length === 0 ? {} : { step_up: proof }),
      });
      return 'saved';
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.some((e) => e.path === 'current_pin')) {
        setNeedsCurrent(true);
        return 'current-needed';
      }
      throw error;
    }
  }

  return {
    /** What the screen asks for: a PIN to check, or a new PIN (twice). */
    mode: verifyOnly || askCurrent ? ('verify' as const) : ('set' as const),
    submit,
    submitting: setPin.isMutating || verifyPin.isMutating,
  };
}
