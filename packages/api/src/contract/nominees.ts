// Area nominees (spec 3/5; one name across the product: nominee). The client's
// nominees as one list: POST replaces the whole list, since the share rules (spec 5: a total of
// at most 100 %, exactly 100 % with several) hold for the set, not one nominee.
import { nomineeViewSchema } from '@invest/domain';
import { array, object, type infer as Infer } from 'zod';
import { idField } from './fields';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { text } from './text';

export const nomineesRoutes = {
  nomineeList: def({ method: 'GET', path: '/nominee/app/v1/list', auth: 'user' }),
  nomineeSave: def({ method: 'POST', path: '/nominee/app/v1', auth: 'user' }),
  nomineeDelete: def({ method: 'DELETE', path: '/nominee/app/v1/:id', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

// the area's entity is the domain's (one definition); named here too for its users
export { nomineeViewSchema, type NomineeView } from '@invest/domain';
export const nomineeListSchema = wireSchema(() => array(nomineeViewSchema));

/** One nominee as the form sends it (domain's `validateNominees` runs on the list). */
export const nomineeInputSchema = wireSchema(() =>
  object({
    id: idField().optional(),
    name: text({ max: 200 }),
    phone: text({ max: 24, trim: true }),
    dob: text({ max: 10, trim: true }).nullish(),
    relation: text({ max: 100 }),
    share: text({ max: 12, trim: true }),
  }),
);
export type NomineeInputBody = Infer<typeof nomineeInputSchema>;

/**
 * POST /nominee/app/v1: the whole list after the edit (at most MAX_NOMINEES). Errors carry the
 * path `nominees.<index>.<field>` (or `nominees` for the total rules).
 */
export const nomineeSaveRequestSchema = wireSchema(() =>
  object({ nominees: array(nomineeInputSchema).max(20) }),
);
export type NomineeSaveRequest = Infer<typeof nomineeSaveRequestSchema>;

export const nomineeIdParamsSchema = wireSchema(() => object({ id: idField() }));

export const nomineesSchemas = {
  nomineeList: { response: nomineeListSchema },
  nomineeSave: { body: nomineeSaveRequestSchema, response: nomineeListSchema },
  /** Removes one; refused (nominee_shares_must_total) when the rest would break the total rule. */
  nomineeDelete: { params: nomineeIdParamsSchema, response: nomineeListSchema },
} as const;
