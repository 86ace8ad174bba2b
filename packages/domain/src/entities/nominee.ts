import { object, string, type infer as Infer } from 'zod';
import { NOMINEE_SHARE } from '../constants';
import { isDecimalString } from '../decimal';
import { compareDecimal } from '../money';
import { calendarDateSchema, decimalString, entityIdSchema, phoneNumberSchema } from './fields';

/** Whether a wire decimal lies within NOMINEE_SHARE (inclusive). */
const shareInRange = (value: string): boolean =>
  compareDecimal(value, String(NOMINEE_SHARE.min)) >= 0 &&
  compareDecimal(value, String(NOMINEE_SHARE.max)) <= 0;

/**
 * spec 3/5, Nominee (beneficiary): name, phone, dob (optional), relation, share in percent as a
 * decimal string ('50', '33.33'), within `NOMINEE_SHARE` (1-100, open in the spec). The total
 * over all nominees (spec 5: at most 100, exactly 100 with several) is the nominee rules' check
 * (nominees.ts). A new nominee has no id yet.
 */
export const nomineeSchema = object({
  id: entityIdSchema.optional(),
  name: string().trim().min(1),
  phone: phoneNumberSchema,
  /** Not among spec 5's required fields. */
  dob: calendarDateSchema.nullish(),
  /** Relationship to the client ('spouse', 'son', ...), as the form offers it. */
  relation: string().trim().min(1),
  share: decimalString.refine((value) => !isDecimalString(value) || shareInRange(value), {
    message: 'share_out_of_range',
  }),
});
/** spec 3, Nominee. */
export type Nominee = Infer<typeof nomineeSchema>;

/** spec 3 Nominee as stored (the entity with its id). */
export const nomineeViewSchema = nomineeSchema.extend({ id: string() });
export type NomineeView = Infer<typeof nomineeViewSchema>;
