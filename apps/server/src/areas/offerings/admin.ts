// The back office's offerings (spec 1: advisors work through the back office, no screens):
// create, edit and cancel an offering, move one offering's clock for a demo, list its
// subscriptions, run (or re-run) its allotment. The same rules as the API: domain's state table
// says what each state allows.
import {
  EXCHANGES,
  OFFERING_KINDS,
  OFFERING_PRODUCT,
  isOfferingActionAllowed,
  subscriptionTimelineSchema,
  type OfferingAction,
  type OfferingState,
} from '@invest/domain';
import { randomUUID } from 'node:crypto';
import { boolean, enum as zEnum, int, object, string, type input as Input } from 'zod';
import { AppError } from '../../platform/errors';
import { placeHold } from '../ledger';
import { resolveListing } from '../market';
import * as jobs from '../../platform/scheduledJobs';
import * as repo from './repo';
import type { OfferingFields, OfferingRow, SubscriptionRow } from './repo';
import { allotOffering, ALLOT_JOB, LIST_JOB, runOfferingJobs, scheduleOffering } from './scheduler';
import { releaseSubscription, stateOf, type OfferingDeps } from './service';

const decimal = string().regex(/^(0|[1-9]\d{0,19})(\.\d{1,8})?$/, 'invalid_decimal');
const positive = decimal.refine((v) => /[1-9]/.test(v), 'amount_not_positive');

/** What the back office gives for an offering (create; edit gives the fields it changes). */
export const offeringInputSchema = object({
  kind: zEnum(OFFERING_KINDS),
  exchange: string().min(1).max(8),
  symbol: string().min(1).max(20),
  name: string().max(120).optional(),
  offer_price: positive,
  lot_size: positive,
  total_lots: int().min(1).max(1_000_000_000),
  min_lots: int().min(1).default(1),
  max_lots: int().min(1).max(1_000_000_000),
  min_vip: int().min(0).default(0),
  min_score: int().min(0).default(0),
  pac_code_required: boolean().default(false),
  payment_later: boolean().default(false),
  early_redemption: boolean().default(false),
  period: int().min(1).max(3650).optional(),
  daily_return: string()
    .regex(/^-?(0|[1-9]\d{0,3})(\.\d{1,8})?$/, 'invalid_decimal')
    .optional(),
  timeline: subscriptionTimelineSchema,
})
  .strict()
  .superRefine((o, ctx) => {
    const t = o.timeline;
    for (const field of ['start_time', 'end_time', 'pub_time'] as const) {
      if (!t[field])
        ctx.addIssue({ code: 'custom', path: ['timeline', field], message: 'required' });
    }
    if (o.kind !== 'ai_day_trading' && !t.listed_time) {
      ctx.addIssue({ code: 'custom', path: ['timeline', 'listed_time'], message: 'required' });
    }
    if (o.kind === 'ai_day_trading') {
      if (o.period === undefined) {
        ctx.addIssue({ code: 'custom', path: ['period'], message: 'required' });
      }
      if (o.daily_return === undefined) {
        ctx.addIssue({ code: 'custom', path: ['daily_return'], message: 'required' });
      } else if (o.daily_return.startsWith('-')) {
        // the product credits a return each trading day: a loss is not something it posts
        ctx.addIssue({ code: 'custom', path: ['daily_return'], message: 'daily_return_negative' });
      }
    }
    if (o.min_lots > o.max_lots) {
      ctx.addIssue({ code: 'custom', path: ['min_lots'], message: 'range_inverted' });
    }
  });
export type OfferingInput = Input<typeof offeringInputSchema>;

function fieldsOf(input: OfferingInput): OfferingFields {
  const parsed = offeringInputSchema.safeParse(input);
  if (!parsed.success) {
    throw AppError.validation(
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  const o = parsed.data;
  const listing = resolveListing(o.symbol, o.exchange);
  if (!listing) {
    throw AppError.validation([{ path: 'symbol', message: 'unknown_listing' }]);
  }
  const t = o.timeline;
  const at = (v: string | null | undefined) => (v ? new Date(v) : null);
  return {
    kind: o.kind,
    ...OFFERING_PRODUCT[o.kind],
    exchange: listing.exchange,
    symbol: listing.symbol,
    name: o.name ?? listing.name,
    currency: EXCHANGES[listing.exchange].currency,
    offer_price: o.offer_price,
    lot_size: o.lot_size,
    total_lots: String(o.total_lots),
    min_lots: o.min_lots,
    max_lots: o.max_lots,
    min_vip: o.min_vip,
    min_score: o.min_score,
    pac_code_required: o.pac_code_required,
    payment_later: o.payment_later,
    early_redemption: o.early_redemption,
    period: o.period ?? null,
    daily_return: o.daily_return ?? null,
    start_time: new Date(t.start_time!),
    end_time: new Date(t.end_time!),
    pub_time: new Date(t.pub_time!),
    refund_time: at(t.refund_time),
    listed_time: at(t.listed_time),
    lwr_time: at(t.lwr_time),
    settlement_time: at(t.settlement_time),
  };
}

const notFound = () => new AppError('OFFERING_NOT_FOUND', 404, 'Offering not found.');

function requireAllowed(o: OfferingRow, now: Date, action: OfferingAction): OfferingState {
  const state = stateOf(o, now);
  if (!isOfferingActionAllowed(state, action)) {
    throw new AppError(
      'OFFERING_NOT_OPEN',
      409,
      `An offering in state ${state} cannot ${action}.`,
      [{ path: 'offering', message: 'offering_action_not_allowed', params: { state, action } }],
    );
  }
  return state;
}

/** offering:create: a new offering and its scheduled allotment and listing. */
export async function createOffering(
  deps: OfferingDeps,
  tenantId: string,
  input: OfferingInput,
): Promise<OfferingRow> {
  const fields = fieldsOf(input);
  const id = randomUUID();
  await repo.insertOffering(deps.db, { ...fields, id, tenant_id: tenantId, seed: randomUUID() });
  const row = (await repo.findOffering(deps.db, tenantId, id))!;
  await scheduleOffering(deps, row);
  return row;
}

/**
 * offering:edit: changes an offering before its allotment (spec 3 timeline, lots, eligibility).
 * Its price, lot size and listing are fixed once a subscription holds cash for them.
 */
export async function editOffering(
  deps: OfferingDeps,
  tenantId: string,
  id: string,
  changes: Partial<OfferingInput>,
): Promise<OfferingRow> {
  const o = await repo.findOffering(deps.db, tenantId, id, 'update');
  if (!o) throw notFound();
  requireAllowed(o, deps.clock(), 'edit');
  const current: OfferingInput = {
    kind: o.kind as OfferingInput['kind'],
    exchange: o.exchange,
    symbol: o.symbol,
    name: o.name,
    offer_price: o.offer_price.replace(/\.?0+$/, ''),
    lot_size: o.lot_size.replace(/\.?0+$/, ''),
    total_lots: Number(o.total_lots),
    min_lots: o.min_lots,
    max_lots: o.max_lots,
    min_vip: o.min_vip,
    min_score: o.min_score,
    pac_code_required: o.pac_code_required,
    payment_later: o.payment_later,
    early_redemption: o.early_redemption,
    ...(o.period === null ? {} : { period: o.period }),
    ...(o.daily_return === null ? {} : { daily_return: o.daily_return.replace(/\.?0+$/, '') }),
    timeline: {
      start_time: o.start_time.toISOString(),
      end_time: o.end_time.toISOString(),
      pub_time: o.pub_time.toISOString(),
      refund_time: o.refund_time?.toISOString() ?? null,
      listed_time: o.listed_time?.toISOString() ?? null,
      lwr_time: o.lwr_time?.toISOString() ?? null,
      settlement_time: o.settlement_time?.toISOString() ?? null,
    },
  };
  const next = fieldsOf({
    ...current,
    ...changes,
    timeline: { ...current.timeline, ...changes.timeline },
  });
  const priced = ['offer_price', 'lot_size', 'exchange', 'symbol', 'currency'] as const;
  const subs = await repo.subscriptionsOf(deps.db, [o.id]);
  if (subs.length > 0 && priced.some((k) => String(next[k]) !== String(fieldsOf(current)[k]))) {
    throw new AppError('OFFERING_NOT_OPEN', 409, 'Subscriptions hold cash at this price.', [
      { path: 'offer_price', message: 'offering_has_subscriptions' },
    ]);
  }
  await repo.updateOffering(deps.db, o.id, next);
  const row = (await repo.findOffering(deps.db, tenantId, id))!;
  await scheduleOffering(deps, row);
  return row;
}

/**
 * offering:cancel: before the allotment, the offering is withdrawn: every awaiting
 * subscription's hold is released and every subscription cancelled, in one transaction.
 */
export async function cancelOffering(
  deps: OfferingDeps,
  tenantId: string,
  id: string,
): Promise<{ offering: OfferingRow; released: number }> {
  const now = deps.clock();
  const o = await repo.findOffering(deps.db, tenantId, id, 'update');
  if (!o) throw notFound();
  requireAllowed(o, now, 'cancel');
  let released = 0;
  for (const state of ['awaiting', 'payment']) {
    for (;;) {
      const batch = await repo.lockSubscriptionsIn(deps.db, o.id, state, 500);
      for (const s of batch) await releaseSubscription(deps, s, 'subscription.cancel', now);
      released += batch.length;
      if (batch.length < 500) break;
    }
  }
  await repo.markOffering(deps.db, o.id, 'cancelled_at', now);
  await jobs.unscheduleJob(deps.db, ALLOT_JOB, o.id);
  await jobs.unscheduleJob(deps.db, LIST_JOB, o.id);
  return { offering: (await repo.findOffering(deps.db, tenantId, id))!, released };
}

/** The milestone each state starts at (spec 3). */
const MILESTONE = {
  open: 'start_time',
  closed: 'end_time',
  allotted: 'pub_time',
  listed: 'listed_time',
} as const;
export type AdvanceTarget = keyof typeof MILESTONE;

/**
 * offering:advance: moves one offering's clock for a demo: its whole timeline is shifted earlier
 * so that `to`'s milestone is now (the gaps between its times are kept; no other offering and
 * no real clock is touched), and its jobs follow their times. Only forward.
 */
export async function advanceOffering(
  deps: OfferingDeps,
  tenantId: string,
  id: string,
  to: AdvanceTarget,
): Promise<OfferingRow> {
  const now = deps.clock();
  const o = await repo.findOffering(deps.db, tenantId, id, 'update');
  if (!o) throw notFound();
  if (o.cancelled_at !== null) requireAllowed(o, now, 'edit'); // cancelled: refused
  const milestone = o[MILESTONE[to]];
  if (milestone === null) {
    throw AppError.validation([{ path: 'to', message: 'no_such_milestone' }]);
  }
  const shift = milestone.getTime() - now.getTime();
  if (shift <= 0) return o;
  const moved = (d: Date | null) => (d === null ? null : new Date(d.getTime() - shift));
  const {
    id: _id,
    tenant_id: _t,
    seed: _s,
    allotted_at: _a,
    listed_at: _l,
    cancelled_at: _c,
    created_at: _cr,
    subscribed_lots: _sl,
    ...fields
  } = o;
  await repo.updateOffering(deps.db, o.id, {
    ...fields,
    start_time: moved(o.start_time)!,
    end_time: moved(o.end_time)!,
    pub_time: moved(o.pub_time)!,
    refund_time: moved(o.refund_time),
    listed_time: moved(o.listed_time),
    lwr_time: moved(o.lwr_time),
    settlement_time: moved(o.settlement_time),
  });
  const row = (await repo.findOffering(deps.db, tenantId, id))!;
  await scheduleOffering(deps, row);
  return row;
}

/** offering:subscriptions: every subscription of an offering, oldest first. */
export async function offeringSubscriptions(
  deps: OfferingDeps,
  tenantId: string,
  id: string,
): Promise<{ offering: OfferingRow; subscriptions: SubscriptionRow[] }> {
  const o = await repo.findOffering(deps.db, tenantId, id);
  if (!o) throw notFound();
  return { offering: o, subscriptions: await repo.subscriptionsOf(deps.db, [o.id]) };
}

/**
 * offering:allot: the allotment of one offering whose pub_time has come, whole in the caller's
 * transaction (`done` then; the command's loop ends at once), under its job's row lock. Already allotted: nothing to do (a re-run
 * is harmless).
 */
export async function allotOfferingBatch(
  deps: OfferingDeps,
  tenantId: string,
  id: string,
): Promise<{ done: boolean; already: boolean; allotted: number; refunded: number }> {
  const now = deps.clock();
  await jobs.lockJob(deps.db, ALLOT_JOB, id);
  const o = await repo.findOffering(deps.db, tenantId, id, 'update');
  if (!o) throw notFound();
  if (o.allotted_at !== null) return { done: true, already: true, allotted: 0, refunded: 0 };
  requireAllowed(o, now, 'allot');
  const batch = await allotOffering(deps, o, now);
  if (batch.done) await jobs.finishJob(deps.db, ALLOT_JOB, id, now);
  return { done: batch.done, already: false, allotted: batch.allotted, refunded: batch.refunded };
}

/**
 * offering:paid: the client paid a subscription whose payment was due (spec 8 'IPO payment due':
 * they contacted customer service and the money reached their account). The subscription joins
 * the allotment like any other: its cost is held on the client's cash now, under the balance's
 * row lock (422 INSUFFICIENT_BALANCE when the money has not arrived: nothing changes), and it
 * moves from `payment` to `awaiting`. Only before the allotment (after it, the subscription was
 * refunded whole: 409 CONFLICT), and only once: a second run finds it awaiting.
 */
export async function markSubscriptionPaid(
  deps: OfferingDeps,
  tenantId: string,
  subscriptionId: string,
): Promise<{ id: string; held: string; currency: string }> {
  const s = await repo.findSubscription(deps.db, tenantId, subscriptionId, true);
  if (!s) throw new AppError('SUBSCRIPTION_NOT_FOUND', 404, 'Subscription not found.');
  // shared: the allotment (which locks the offering for update) waits, or has run already
  const o = (await repo.findOffering(deps.db, tenantId, s.offering_id, 'share'))!;
  if (s.state !== 'payment' || o.allotted_at !== null || o.cancelled_at !== null) {
    throw new AppError(
      'CONFLICT',
      409,
      `Subscription ${s.id} has no payment due (it is ${s.state}).`,
    );
  }
  const hold = await placeHold(deps.db, {
    tenantId,
    userId: s.user_id,
    currency: o.currency,
    amount: s.amount,
    kind: 'subscription',
    reference: s.id,
  });
  await repo.updateSubscription(deps.db, s.id, { state: 'awaiting', hold_id: hold.id });
  return { id: s.id, held: hold.amount, currency: o.currency };
}

export { runOfferingJobs };
