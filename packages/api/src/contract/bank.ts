// Area bank (spec 3/5): the client's bank accounts (add, edit, delete, one default per
// country). Routes and schemas of the area; the wire keys are domain's bank account.
import { bankAccountSchema, bankAccountViewSchema } from '@invest/domain';
import { boolean, array, object, string, type infer as Infer } from 'zod';
import { idField } from './fields';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { stepUpProofSchema } from './stepUp';
import { text } from './text';

export const bankRoutes = {
  bankList: def({ method: 'GET', path: '/bank/app/v1/list', auth: 'user' }),
  // a new account, or another number, is a new place for money to go
  bankSave: def({
    method: 'POST',
    path: '/bank/app/v1',
    auth: 'user',
    stepUp: 'money_destination',
  }),
  bankDelete: def({ method: 'DELETE', path: '/bank/app/v1/:id', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

// the area's entity is the domain's (one definition); named here too for the area's users
export { bankAccountViewSchema, type BankAccountView } from '@invest/domain';

export const bankListSchema = wireSchema(() => array(bankAccountViewSchema));

/**
 * POST /bank/app/v1: creates (no id) or updates (id) an account. On update `bank_acc` may be
 * left out (the stored number stays). `is_default` makes it the default of its country (the
 * previous default loses it; the first account of a country is its default). The rules are
 * domain's `validateBankAccountForm` (codes bank_name_required, bank_acc_invalid, ...).
 */
export const bankSaveRequestSchema = wireSchema(() =>
  bankAccountSchema.extend({
    id: idField().optional(),
    bank_name: text({ max: 200 }),
    bank_acc: text({ max: 100 }).optional(),
    bank_holder: text({ max: 200 }),
    country: text({ max: 8, trim: true }),
    is_default: boolean().optional(),
    /**
     * The step-up of a money destination: adding an account (no `id`) or changing an account's number (`bank_acc`)
     * asks for the second factor when it is on (code or passkey), else the PIN when one is set;
     * editing only the name, holder, country or default does not.
     */
    step_up: stepUpProofSchema.optional(),
  }),
);
export type BankSaveRequest = Infer<typeof bankSaveRequestSchema>;

export const bankIdParamsSchema = wireSchema(() => object({ id: idField() }));
export const bankDeleteResponseSchema = wireSchema(() => object({ id: string() }));

export const bankSchemas = {
  bankList: { response: bankListSchema },
  bankSave: { body: bankSaveRequestSchema, response: bankAccountViewSchema },
  bankDelete: { params: bankIdParamsSchema, response: bankDeleteResponseSchema },
} as const;
