// Area KYC (spec 3, 4, 5, 7): the status check, the form and the stored record. Routes and
// schemas of the area; the wire keys are domain's KYC form and record.
import { kycDetailSchema, kycFormSchema, kycVerifiedSchema } from '@invest/domain';
import { boolean, type infer as Infer } from 'zod';
import { countryCodeField, mobileField } from './fields';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { text } from './text';

export const kycRoutes = {
  kycVerified: def({ method: 'GET', path: '/client/app/v1/verified', auth: 'user' }),
  kycSubmit: def({ method: 'POST', path: '/identify/app/v1', auth: 'user' }),
  kycDetail: def({ method: 'GET', path: '/identify/app/v1/detail', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

// the area's entities are the domain's (one definition each); named here too for its users
export {
  kycDetailSchema,
  kycVerifiedSchema,
  type KycDetail,
  type KycVerified,
} from '@invest/domain';

/**
 * spec 3 KYC form (POST /identify/app/v1): domain's form keys (the agreement, basic information,
 * the ID number, the IDs of the uploaded front and back images) with the dialling code. On the
 * wire only bounds: the server runs domain's rules and answers their codes (full_name_required,
 * invalid_id_no, upload_required, ...) as field errors.
 */
export const kycSubmitRequestSchema = wireSchema(() =>
  kycFormSchema.extend({
    declaration: boolean(),
    full_name: text({ max: 200 }),
    country_code: countryCodeField(),
    mobile: mobileField(),
    dob: text({ max: 10, trim: true }),
    /** The identity document (domain's idDocumentTypes; absent: a PAN or an Aadhaar number). */
    id_type: text({ max: 40 }).optional(),
    id_no: text({ max: 40 }),
    /** The upload's id, or its URL ('/upload/app/v1/file/<id>'). */
    id_front: text({ max: 100 }),
    id_back: text({ max: 100 }),
  }),
);
export type KycSubmitRequest = Infer<typeof kycSubmitRequestSchema>;

export const kycSchemas = {
  kycVerified: { response: kycVerifiedSchema },
  kycSubmit: { body: kycSubmitRequestSchema, response: kycDetailSchema },
  kycDetail: { response: kycDetailSchema },
} as const;
