import { object, type infer as Infer } from 'zod';
import { SUBSCRIPTION_MILESTONES } from '../subscriptionTimeline';
import { nonNegativeDecimalString, timesOutOfOrder, utcDateTimeSchema } from './fields';

type TimelineTime = (typeof SUBSCRIPTION_MILESTONES)[number] | 'lwr_time' | 'settlement_time';

/**
 * Every pair [earlier, later] that must not be inverted: each milestone against every later one
 * (so a missing middle time does not hide an inversion), and lwr_time and settlement_time
 * against start_time only.
 */
const TIMELINE_ORDER: readonly (readonly [TimelineTime, TimelineTime])[] = [
  ...SUBSCRIPTION_MILESTONES.flatMap((earlier, i) =>
    SUBSCRIPTION_MILESTONES.slice(i + 1).map((later) => [earlier, later] as const),
  ),
  ['start_time', 'lwr_time'],
  ['start_time', 'settlement_time'],
];

/**
 * spec 3, Subscription (IPO) timeline: start_time (subscription opens), end_time (closes),
 * pub_time (allotment announced), refund_time, listed_time, lwr_time, settlement_time (UTC), and
 * offer_price (wire decimal). Any may be absent or null (an upcoming offering has few dates).
 *
 * Refinement: present times are in order, start <= end <= pub <= refund <= listed, equal times
 * allowed. The spec does not place lwr_time and settlement_time in the sequence: they only must
 * not come before start_time (open in the spec). An issue 'times_out_of_order' names the later
 * field of each inverted pair.
 */
export const subscriptionTimelineSchema = object({
  start_time: utcDateTimeSchema.nullish(),
  end_time: utcDateTimeSchema.nullish(),
  pub_time: utcDateTimeSchema.nullish(),
  refund_time: utcDateTimeSchema.nullish(),
  listed_time: utcDateTimeSchema.nullish(),
  lwr_time: utcDateTimeSchema.nullish(),
  settlement_time: utcDateTimeSchema.nullish(),
  offer_price: nonNegativeDecimalString.nullish(),
}).superRefine((timeline, ctx) => {
  for (const [earlier, later] of timesOutOfOrder(timeline, TIMELINE_ORDER)) {
    ctx.addIssue({
      code: 'custom',
      message: 'times_out_of_order',
      path: [later],
      params: { after: earlier },
    });
  }
});
/** spec 3, Subscription (IPO) timeline. */
export type SubscriptionTimeline = Infer<typeof subscriptionTimelineSchema>;
