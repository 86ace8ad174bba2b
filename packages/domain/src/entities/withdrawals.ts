import { enum as zEnum, nullable, object, string, type infer as Infer } from 'zod';
import { withdrawalStatuses } from '../withdrawals';
import { currencyCodeSchema, decimalString, utcDateTimeSchema } from './fields';

/** spec 5/6: a withdrawal of the client, to one of its bank accounts (masked). */
export const withdrawalRecordSchema = object({
  id: string(),
  currency: currencyCodeSchema,
  amount: decimalString,
  bank_id: string(),
  bank_name: string(),
  /** Masked ('•••• 6789', `maskBankAcc`). */
  bank_acc: string(),
  status: zEnum(withdrawalStatuses),
  /** The back office's reason when rejected. */
  reason: nullable(string()),
  created_at: utcDateTimeSchema,
  decided_at: nullable(utcDateTimeSchema),
});
export type WithdrawalRecord = Infer<typeof withdrawalRecordSchema>;
