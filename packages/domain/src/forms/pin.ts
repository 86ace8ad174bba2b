// spec 2/5 PIN: one validator per PIN form (set, verify), under the wire's field names.
import { validatePin, validatePinConfirmation } from '../validation/pin';
import { formResult, textField, type FieldRule, type FormResult } from './formResult';

/** POST /client/app/v1/pin. */
export interface SetPinForm {
  pin: string;
  /** The PIN typed again; checked when the form has it. */
  confirm_pin?: string;
  /** The PIN being replaced; required when one is set. */
  current_pin?: string;
}

export interface SetPinContext {
  /** A PIN is set already: replacing it needs the current one. @default false */
  hasPin?: boolean;
}

/**
 * spec 5/9: a PIN is exactly 6 digits; its confirmation, when the form has one, repeats it;
 * replacing a PIN needs the current one.
 */
export function validateSetPin(
  values: { pin?: unknown; confirm_pin?: unknown; current_pin?: unknown },
  { hasPin = false }: SetPinContext = {},
): FormResult<SetPinForm> {
  const checks: FieldRule[] = [['pin', validatePin(values.pin)]];
  if (values.confirm_pin !== undefined) {
    checks.push(['confirm_pin', validatePinConfirmation(values.pin, values.confirm_pin)]);
  }
  if (hasPin && textField(values.current_pin) === '') {
    checks.push(['current_pin', { ok: false, code: 'pin_required' }]);
  }
  return formResult(checks, () => ({
    pin: textField(values.pin),
    ...(values.confirm_pin === undefined ? {} : { confirm_pin: textField(values.confirm_pin) }),
    ...(textField(values.current_pin) === '' ? {} : { current_pin: textField(values.current_pin) }),
  }));
}

/** POST /client/app/v1/pin/verify. */
export interface VerifyPinForm {
  pin: string;
}

/** spec 5: the PIN to check is 6 digits. */
export function validateVerifyPin(values: { pin?: unknown }): FormResult<VerifyPinForm> {
  return formResult([['pin', validatePin(values.pin)]], () => ({ pin: textField(values.pin) }));
}
