import { int, object, type infer as Infer } from 'zod';
import { calendarDateSchema } from './fields';

/** A counter of uses: a whole number, zero or more, 0 when absent. */
const counter = () => int().min(0).default(0);

/**
 * spec 3/6, Guest quota counters: uses of search, read_stock and view_quote on one local day
 * (`day`, 'YYYY-MM-DD' in the user's timezone). Spec 4: they reset at a new local day and on
 * login; the limits are `GUEST_QUOTA`.
 */
export const guestQuotaCountersSchema = object({
  day: calendarDateSchema,
  search: counter(),
  read_stock: counter(),
  view_quote: counter(),
});
/** spec 3, Guest quota counters of one local day. */
export type GuestQuotaCounters = Infer<typeof guestQuotaCountersSchema>;
