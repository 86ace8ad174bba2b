// spec 3/5 KYC: the one validator of the KYC form (POST /identify/app/v1), under the wire's
// field names. The images are whatever identifies them on each side: the uploads' ids on the
// wire, the picked files in a view (present or not is all this validator asks of them).
import { normalizeIdNumber, validateIdNumber } from '../idNumber';
import { fail, ok } from '../result';
import { validateDateOfBirth } from '../validation/dateOfBirth';
import { normalizeFullName, validateFullName } from '../validation/fullName';
import { validateKycAgreement } from '../validation/kycAgreement';
import { formResult, textField, type FormResult } from './formResult';
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
  /** A PAN or an Aadhaar number, normalised (uppercase, no blanks). */
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

const present = (image: unknown): boolean =>
  image !== undefined && image !== null && !(typeof image === 'string' && image.trim() === '');

/**
 * spec 3/5 KYC: the agreement accepted (and read), a full name, a valid mobile number, an
 * adult's date of birth (18), a PAN or Aadhaar number, and both sides of the ID.
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
      ['id_no', validateIdNumber(values.id_no)],
      ['id_front', present(values.id_front) ? ok() : fail('upload_required')],
      ['id_back', present(values.id_back) ? ok() : fail('upload_required')],
    ],
    () => ({
      declaration: true,
      full_name: normalizeFullName(textField(values.full_name)),
      ...phoneValue(values),
      dob: textField(values.dob).trim(),
      id_no: normalizeIdNumber(textField(values.id_no)),
      id_front: values.id_front as Image,
      id_back: values.id_back as Image,
    }),
  );
}
