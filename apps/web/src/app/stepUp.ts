// The step-up of a screen (useStepUp or useStepUpMutation of @invest/api) with its dialog's props
// for StepUpDialog of @invest/ui: the proof asked (the second factor's code, the PIN or the
// password) and the translated reason a proof was refused. Bank accounts, withdrawals, the
// security centre, the PIN and the password screens share it.
import { browserTimeZone } from '@invest/i18n';
import { pinRefusalOf, useStepUp, type StepUpDialogState } from '@invest/api/hooks';
import type { StepUpDialogProps } from '@invest/ui/SecurityView';
import { useApiErrorText } from './apiErrors';

/** The StepUpDialog props of a step-up's dialog state. */
export function useStepUpDialogProps(dialog: StepUpDialogState): StepUpDialogProps {
  const errorText = useApiErrorText();
  // a wrong PIN keeps the dialog open with the attempts left, or until when it is locked
  const pin = pinRefusalOf(dialog.error);
  return {
    isOpen: dialog.isOpen,
    method: dialog.proof === 'mfa' ? 'totp' : dialog.proof,
    error: dialog.error === undefined ? undefined : errorText(dialog.error),
    ...pin,
    timeZone: browserTimeZone(),
    submitting: dialog.submitting,
    onSubmit: dialog.onSubmit,
    onCancel: dialog.onCancel,
  };
}

export function useStepUpDialog(...args: Parameters<typeof useStepUp>) {
  const stepUp = useStepUp(...args);
  return { ...stepUp, dialogProps: useStepUpDialogProps(stepUp.dialog) };
}
