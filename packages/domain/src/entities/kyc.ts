import {
  boolean,
  enum as zEnum,
  literal,
  nullable,
  object,
  string,
  type infer as Infer,
} from 'zod';
import { idDocumentTypes, isIdDocumentNumber, normalizeIdDocumentNumber } from '../idDocuments';
import { idNumberKind } from '../idNumber';
import { kycStatuses } from '../statuses';
import {
  calendarDateSchema,
  phoneNumberSchema,
  timesOutOfOrder,
  utcDateTimeSchema,
} from './fields';

/**
 * spec 3, KYC id_no: a PAN or an Aadhaar number. Blanks are removed and letters uppercased first
 * ('abcpe 1234f', '2345 6789 0124' as printed on the card); the parsed value is the normalised one.
 */
export const idNumberSchema = string()
  .trim()
  .toUpperCase()
  .overwrite((value) => value.replace(/\s+/g, ''))
  .refine((value) => idNumberKind(value) !== undefined, { message: 'invalid_id_no' });

/**
 * spec 3 KYC id_no of a typed identity document (idDocuments.ts): normalised, and fitting one of
 * the documents KYC knows; the form's validator checks it against the document chosen.
 */
export const idDocumentNumberSchema = string()
  .overwrite(normalizeIdDocumentNumber)
  .refine((value) => idDocumentTypes.some((type) => isIdDocumentNumber(type, value)), {
    message: 'invalid_id_no',
  });

/**
 * spec 3/5, the KYC form as submitted (POST /identify/app/v1): full_name, mobile, dob, id_no,
 * id_front and id_back (URLs of the uploaded images), declaration (must be true). The age rule
 * (spec 5: 18 or older) needs today's date, so it is the validation module's, not the schema's.
 */
export const kycFormSchema = object({
  full_name: string().trim().min(1),
  mobile: phoneNumberSchema,
  dob: calendarDateSchema,
  /** The identity document; absent: a PAN or an Aadhaar number (spec 3's own form). */
  id_type: zEnum(idDocumentTypes).optional(),
  id_no: idNumberSchema.or(idDocumentNumberSchema),
  id_front: string().min(1),
  id_back: string().min(1),
  declaration: literal(true),
});
/** spec 3, the KYC form. */
export type KycForm = Infer<typeof kycFormSchema>;

/**
 * spec 3, the KYC record (GET /identify/app/v1/detail): the form, submit and approve times
 * (absent until they happen) and the status. An approval before the submission is refused.
 */
export const kycRecordSchema = kycFormSchema
  .extend({
    submit_time: utcDateTimeSchema.nullish(),
    approve_time: utcDateTimeSchema.nullish(),
    status: zEnum(kycStatuses),
  })
  .superRefine((record, ctx) => {
    for (const [, later] of timesOutOfOrder(record, [['submit_time', 'approve_time']])) {
      ctx.addIssue({ code: 'custom', message: 'times_out_of_order', path: [later] });
    }
  });
/** spec 3, the KYC record. */
export type KycRecord = Infer<typeof kycRecordSchema>;

/** spec 4/7: the client's KYC status, and whether it is verified (approved). */
export const kycVerifiedSchema = object({ status: zEnum(kycStatuses), verified: boolean() });
export type KycVerified = Infer<typeof kycVerifiedSchema>;

/**
 * spec 3 KYC record as stored (domain's form fields, times and status), as the server shows it:
 * the ID number masked (only its last four characters), the images as URLs, null until known.
 */
export const kycDetailSchema = kycFormSchema
  .pick({ full_name: true, mobile: true, dob: true })
  .extend({
    status: zEnum(kycStatuses),
    full_name: nullable(string()),
    country_code: nullable(string()),
    mobile: nullable(string()),
    dob: nullable(string()),
    id_no_masked: nullable(string()),
    id_kind: nullable(zEnum(idDocumentTypes)),
    id_front_url: nullable(string()),
    id_back_url: nullable(string()),
    submit_time: nullable(utcDateTimeSchema),
    approve_time: nullable(utcDateTimeSchema),
    reject_reason: nullable(string()),
  });
export type KycDetail = Infer<typeof kycDetailSchema>;
