// zod-free (the browser bundle); the timeline's schema is entities/subscriptions.ts

/** spec 3: the timeline's milestones whose order the spec makes plain, earliest first. */
export const SUBSCRIPTION_MILESTONES = [
  'start_time',
  'end_time',
  'pub_time',
  'refund_time',
  'listed_time',
] as const;
