// spec 3/5 KYC: the one validator of the KYC form (POST /identify/app/v1), under the wire's
// field names. The images are whatever identifies them on each side: the uploads' ids on the
// wire, the picked files in a view (present or not is all this validator asks of them).
import {
  isIdDocumentType,
  normalizeIdDocumentNumber,
  validateIdDocumentNumber,
  validateIdDocumentType,
  type IdDocumentType,
} from '../idDocuments';
import { normalizeIdNumber, validateIdNumber } from '../idNumber';
import { fail, ok, type RuleResult } from '../result';
import { normalizeCountryCode } from '../validation/phone';
import { validateDateOfBirth } from '../validation/dateOfBirth';
import { normalizeFullName, validateFullName } from '../validation/fullName';
import { validateKycAgreement } from '../validation/kycAgreement';
import { formResult, textField, type FieldRule, type FormResult } from './formResult';
import { phoneRule, phoneValue, type PhoneFormContext } from './phoneFields';

/** The KYC form as submitted; `Image` is the uploads' id (string) on the wire. */
export interface KycSubmitForm<Image = string> {
  /** The agreement was read and accepted (spec 5). */
  declaration: true;
  full_name: string;
  country_code: string;
  mobile: string;
  /** 'YYYY-MM-DD'. */
  dob: string;
  /**
   * The identity document (idDocuments.ts): one of those offered for the mobile number's
   * country. Absent in the form older apps send: the number is then a PAN or an Aadhaar number.
   */
  id_type?: IdDocumentType;
  /** The document's number, normalised (uppercase, no blanks; no hyphens with a type). */
  id_no: string;
  id_front: Image;
  id_back: Image;
}

/** The KYC form's values as typed. */
export type KycSubmitFormValues<Image = string> = Partial<
  Record<Exclude<keyof KycSubmitForm, 'id_front' | 'id_back'>, unknown>
> & { id_front?: Image | null; id_back?: Image | null };

export interface KycFormContext extends PhoneFormContext {
  /** The day the age rule is judged on, 'YYYY-MM-DD' (the server's UTC day, the user's local day). */
  today: string;
  /**
   * The agreement was scrolled to the end (spec 5; a screen knows, a request does not).
   * @default true
   */
  agreementRead?: boolean;
}

/**
 * spec 3 KYC: the document's rules. With a type: it is offered for the mobile number's country
 * and the number fits it; without one (an older app): a PAN or an Aadhaar number.
 */
function idDocumentRules(values: KycSubmitFormValues<unknown>): FieldRule[] {
  const countryCode = normalizeCountryCode(textField(values.country_code)) ?? undefined;
  const number: unknown = values.id_no;
  if (values.id_type === undefined || values.id_type === null || values.id_type === '') {
    return [['id_no', validateIdNumber(number)]];
  }
  const type = validateIdDocumentType(values.id_type, countryCode);
  let no: RuleResult<string>;
  if (typeof number !== 'string' || number.trim() === '') no = fail('id_no_required');
  else if (!type.ok)
    no = ok(); // the number is judged once the document is one offered
  else no = validateIdDocumentNumber(values.id_type as IdDocumentType, number, countryCode);
  return [
    ['id_type', type],
    ['id_no', no],
  ];
}

const present = (image: unknown): boolean =>
  image !== undefined && image !== null && !(typeof image === 'string' && image.trim() === '');

/**
 * spec 3/5 KYC: the agreement accepted (and read), a full name, a valid mobile number, an
 * adult's date of birth (18), an identity document of the client's country with a number that
 * fits it (India: PAN or Aadhaar), and both sides of the ID.
 */
export function validateKyc<Image = string>(
  values: KycSubmitFormValues<Image>,
  { today, agreementRead = true, ...phone }: KycFormContext,
): FormResult<KycSubmitForm<Image>> {
  return formResult(
    [
      ['declaration', validateKycAgreement(agreementRead, values.declaration === true)],
      ['full_name', validateFullName(values.full_name)],
      phoneRule(values, phone),
      ['dob', validateDateOfBirth(values.dob, { today })],
      ...idDocumentRules(values),
      ['id_front', present(values.id_front) ? ok() : fail('upload_required')],
      ['id_back', present(values.id_back) ? ok() : fail('upload_required')],
    ],
    () => ({
      declaration: true,
      full_name: normalizeFullName(textField(values.full_name)),
      ...phoneValue(values),
      dob: textField(values.dob).trim(),
      ...(isIdDocumentType(values.id_type)
        ? {
            id_type: values.id_type,
            id_no: normalizeIdDocumentNumber(textField(values.id_no)),
          }
        : { id_no: normalizeIdNumber(textField(values.id_no)) }),
      id_front: values.id_front as Image,
      id_back: values.id_back as Image,
    }),
  );
}
