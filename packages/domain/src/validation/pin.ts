import { PIN_LENGTH } from '../constants';
import { fail, ok, type RuleResult } from '../result';

/** Codes of the PIN rules (namespace `validation`). */
export const pinCodes = ['pin_required', 'pin_invalid', 'pin_mismatch'] as const;
export type PinCode = (typeof pinCodes)[number];

const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/** spec 5/9: a PIN is required and is exactly {length} (6) digits, numbers only, not trimmed. */
export function validatePin(value: unknown): RuleResult<PinCode> {
  if (value === undefined || value === null || value === '') return fail('pin_required');
  return typeof value === 'string' && PIN_PATTERN.test(value)
    ? ok()
    : fail('pin_invalid', { length: PIN_LENGTH });
}

/** Setting a PIN: the repeated PIN must equal the first. */
export function validatePinConfirmation(pin: unknown, confirm: unknown): RuleResult<PinCode> {
  if (confirm === undefined || confirm === null || confirm === '') return fail('pin_required');
  return confirm === pin ? ok() : fail('pin_mismatch');
}
