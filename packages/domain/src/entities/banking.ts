import { boolean, object, string, type infer as Infer } from 'zod';
import { entityIdSchema, utcDateTimeSchema } from './fields';

/**
 * spec 3, Bank account: bank_name, bank_acc, bank_holder, and the implied default flag; the
 * country it serves (spec 5: a withdrawal needs an account for the country, and only the default
 * one may be used). A new account has no id yet.
 */
export const bankAccountSchema = object({
  id: entityIdSchema.optional(),
  bank_name: string().trim().min(1),
  /** Account number or IBAN, as the bank writes it. */
  bank_acc: string().trim().min(1),
  bank_holder: string().trim().min(1),
  /** The country, as the server's country list keys it. */
  country: string().min(1),
  /** spec 3/5: the default account of its country; false when absent. */
  is_default: boolean().default(false),
});
/** spec 3, Bank account. */
export type BankAccount = Infer<typeof bankAccountSchema>;

/**
 * spec 3 Bank account as lists show it: `bank_acc` masked (only its last four characters,
 * '•••• 6789', `maskBankAcc`), with the id and when it was added.
 */
export const bankAccountViewSchema = bankAccountSchema.extend({
  id: string(),
  bank_acc: string(),
  is_default: boolean(),
  created_at: utcDateTimeSchema,
});
export type BankAccountView = Infer<typeof bankAccountViewSchema>;
