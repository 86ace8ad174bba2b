// Server field errors (`errors: [{ path, message }]`, message = a domain validation code, spec 5)
// translated with the `validation` namespace and keyed by the views' field names.
import { isApiError } from '@invest/api';
import {
  FULL_NAME_MAX_LENGTH,
  MIN_AGE,
  MIN_PASSWORD_LENGTH,
  PHONE_DIGITS,
  PIN_LENGTH,
  VERIFICATION_CODE_DIGITS,
} from '@invest/domain';
import { useT } from '@invest/ui';
import { useCallback } from 'react';
import { useApiErrorText } from './apiErrors';

/**
 * The server answers a rule's code without its parameters; these are the values the domain
 * rules use, so that 'at least {{min}} characters' reads whole.
 */
const RULE_PARAMS: Record<string, Record<string, string | number>> = {
  password_too_short: { min: MIN_PASSWORD_LENGTH },
  pin_invalid: { length: PIN_LENGTH },
  phone_length: { min: PHONE_DIGITS.min, max: PHONE_DIGITS.max },
  dob_too_young: { min: MIN_AGE },
  full_name_too_long: { max: FULL_NAME_MAX_LENGTH },
  verification_code_invalid: {
    min: VERIFICATION_CODE_DIGITS.min,
    max: VERIFICATION_CODE_DIGITS.max,
  },
};

/** A wire path (`confirm_password`) → the view's field name (`confirmPassword`). */
export type FieldMap = Readonly<Record<string, string>>;

/** What a form shows of a failure: the form-level text and the per-field texts. */
export interface FormErrorTexts {
  /** Shown in the form's alert; absent when every problem sits on a field. */
  error?: string;
  fieldErrors?: Record<string, string>;
}

export interface FormErrorOptions {
  /** Values for the messages' placeholders (the server sends codes without them). */
  params?: Record<string, string | number>;
  /** Failures whose code belongs to one field (INVITATION_INVALID → invitationCode). */
  codes?: Readonly<Record<string, string>>;
}

/** The texts of a failed form submission (spec 8: 'Invalid form' and the fields' messages). */
export function useFormErrors(): (
  error: unknown,
  fields: FieldMap,
  options?: FormErrorOptions,
) => FormErrorTexts {
  const tv = useT('validation');
  const errorText = useApiErrorText();
  return useCallback(
    (error, fields, { params = {}, codes = {} } = {}) => {
      const codeField = isApiError(error) && error.code ? codes[error.code] : undefined;
      if (codeField !== undefined) return { fieldErrors: { [codeField]: errorText(error) } };
      const problems = isApiError(error) ? error.fieldErrors : [];
      const fieldErrors: Record<string, string> = {};
      let unplaced = problems.length === 0;
      for (const { path, message } of problems) {
        const field = fields[path];
        if (field === undefined) {
          unplaced = true;
          continue;
        }
        if (fieldErrors[field]) continue;
        const values = { ...RULE_PARAMS[message], ...params };
        fieldErrors[field] =
          String(tv(message, { ...values, defaultValue: '' })) ||
          String(tv(`entity.${message}`, { ...values, defaultValue: '' })) ||
          message;
      }
      const placed = Object.keys(fieldErrors).length > 0;
      return {
        ...(unplaced || !placed ? { error: errorText(error) } : {}),
        ...(placed ? { fieldErrors } : {}),
      };
    },
    [tv, errorText],
  );
}
