import type { RuleResult } from '../result';
import { normalizeCountryCode, validatePhone } from '../validation/phone';
import type { FieldRule } from './formResult';
import { textField } from './formResult';

/** What the forms with a mobile number need to know: the tenant's dialling codes. */
export interface PhoneFormContext {
  /** The dialling codes served (the server's country list). @default KNOWN_COUNTRY_CODES */
  knownCountryCodes?: readonly string[];
}

/**
 * spec 5: the mobile number and its country code, as two wire fields. A country-code problem
 * sits on `country_code`, any other on `mobile` (a phone picker shows both).
 */
export function phoneRule(
  values: { country_code?: unknown; mobile?: unknown },
  context: PhoneFormContext,
): FieldRule {
  const result: RuleResult = validatePhone(values.mobile, {
    countryCode: textField(values.country_code),
    ...(context.knownCountryCodes ? { knownCountryCodes: context.knownCountryCodes } : {}),
  });
  const onCode = !result.ok && result.code.startsWith('phone_country_code');
  return [onCode ? 'country_code' : 'mobile', result];
}

/** The phone's wire values once `phoneRule` passed: the code's digits, the trimmed number. */
export const phoneValue = (values: { country_code?: unknown; mobile?: unknown }) => ({
  country_code: normalizeCountryCode(textField(values.country_code)) ?? '',
  mobile: textField(values.mobile).trim(),
});
