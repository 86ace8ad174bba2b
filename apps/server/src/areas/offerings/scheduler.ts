// The timeline runs itself (spec 3; ARCHITECTURE 'Work on a clock'): at pub_time the allotment,
// at listed_time the listing. Each is a row of scheduled_jobs, claimed FOR UPDATE SKIP LOCKED
// in the transaction that does its work, so any number of processes run the scheduler together
// and each job is done by one of them. An allotment is one transaction (all of an offering's
// subscriptions allotted and refunded, or none); a listing and the AI product's days go a batch
// per transaction, the job marked done in the transaction of its last batch. Each subscription moves only from the state before the step
// (awaiting -> allotted/refunded, allotted -> listed), and its hold resolves once (the ledger
// refuses a second resolution), so a re-run or a retry finds nothing left to do. A job whose time
// passed while no process ran is due at the first look after the start. The AI day-trading
// product has no listing: once allotted, its job `offering.ai` credits each ended trading day's
// return and at the end of the period returns the principal (aiDayTrading.ts), due again at the
// end of each trading day until then.
import {
  aiMaturityAt,
  allotLots,
  allotmentAmounts,
  dueAiReturnDays,
  Money,
  toDecimal,
} from '@invest/domain';
import { AppError } from '../../platform/errors';
import { postHolds, voidHolds } from '../ledger';
import { creditListedAllotment } from '../orders';
import * as jobs from '../../platform/scheduledJobs';
import { AI_KIND, aiDaysOf, firstAiDue, nextAiDue, settleAi } from './aiDayTrading';
import * as repo from './repo';
import type { OfferingRow } from './repo';
import type { OfferingDeps } from './service';

export const ALLOT_JOB = 'offering.allot';
export const LIST_JOB = 'offering.list';
/** The AI product's daily returns and the principal's return at the end of its period. */
export const AI_JOB = 'offering.ai';
const JOB_KINDS = [ALLOT_JOB, LIST_JOB, AI_JOB];

/** Subscriptions per ledger call of the allotment, per transaction of the listing and AI days. */
export const SUBSCRIPTION_BATCH = 200;

export interface SchedulerResult {
  allotted: number;
  refunded: number;
  listed: number;
  /** AI product: trading days credited (one per subscription and day). */
  returns: number;
  /** AI product: principals returned at the end of the period. */
  matured: number;
  /** Jobs finished in this run. */
  done: number;
  /** Jobs whose batch failed and rolled back (still due; noted in scheduled_jobs.last_error). */
  failed: { kind: string; subject: string; error: string }[];
}

type Batch = {
  done: boolean;
  allotted: number;
  refunded: number;
  listed: number;
  returns?: number;
  matured?: number;
};

/**
 * An offering's allotment, whole, in the caller's one transaction (spec 3: the allotment and the
 * refunds settle together, so a process that dies in the middle leaves none of it and the next
 * run does all of it). Domain allotLots over every subscription that was held (the offering's
 * seed fixed at creation: the same answer on every run and every process). Subscriptions still
 * waiting for payment are refunded (nothing executed: nothing was held). The awaiting ones go
 * `size` at a time, in id order: each allotted one posts its allotted cost from its hold to
 * `subscription_clearing` (the AI product: to the client's own `invested` bucket, the principal
 * that works for them and comes back at the end) and releases the rest, the batch's holds in one
 * ledger call (the hold refuses to post more than it holds); those allotted nothing are released
 * whole, in one more. The AI product's daily job is scheduled with it.
 */
export async function allotOffering(
  deps: OfferingDeps,
  o: OfferingRow,
  now: Date,
  size: number = SUBSCRIPTION_BATCH,
): Promise<Batch> {
  const out: Batch = { done: true, allotted: 0, refunded: 0, listed: 0 };
  const requests = await repo.allotmentRequests(deps.db, o.id);
  const allotment = allotLots(Number(o.total_lots), requests, o.seed);
  const given = [...allotment.values()].reduce((a, n) => a + n, 0);
  if (given > Number(o.total_lots)) {
    throw new AppError('INTERNAL', 500, 'The allotment exceeds the lots offered.');
  }
  out.refunded += await repo.refundUnpaid(deps.db, o.id, now);
  const terms = { offerPrice: o.offer_price, lotSize: o.lot_size, currency: o.currency };
  for (;;) {
    const batch = await repo.lockSubscriptionsIn(deps.db, o.id, 'awaiting', size);
    if (batch.length === 0) break;
    const settled = batch.map((s) => {
      const lots = allotment.get(s.id) ?? 0;
      const amounts = allotmentAmounts(terms, s.amount, lots);
      return { s, lots, amounts, posts: Money.of(amounts.allotted, o.currency).isPositive() };
    });
    const posts = settled.filter((x) => x.posts);
    const voids = settled.filter((x) => !x.posts);
    if (posts.length > 0) {
      await postHolds(
        deps.db,
        o.tenant_id,
        posts.map(({ s, amounts }) => ({
          holdId: s.hold_id!,
          amount: amounts.allotted,
          kind: 'subscription.allot',
          reference: s.id,
          now,
          counterpart: [
            o.kind === AI_KIND
              ? {
                  account: { client: s.user_id },
                  bucket: 'invested' as const,
                  currency: o.currency,
                  amount: amounts.allotted,
                }
              : {
                  account: { system: 'subscription_clearing' },
                  currency: o.currency,
                  amount: amounts.allotted,
                },
          ],
        })),
      );
    }
    if (voids.length > 0) {
      await voidHolds(
        deps.db,
        o.tenant_id,
        voids.map(({ s }) => ({
          holdId: s.hold_id!,
          kind: 'subscription.refund',
          reference: s.id,
        })),
      );
    }
    await repo.settleAllotments(
      deps.db,
      settled.map(({ s, lots, amounts }) => ({
        id: s.id,
        state: lots > 0 ? 'allotted' : 'refunded',
        lots,
        allotted: amounts.allotted,
        refund: amounts.refund,
      })),
      now,
    );
    out.allotted += posts.length;
    out.refunded += voids.length;
  }
  await repo.markOffering(deps.db, o.id, 'allotted_at', now);
  const days = aiDaysOf(o);
  if (days !== null) {
    await jobs.scheduleJob(deps.db, {
      kind: AI_JOB,
      subject: o.id,
      tenant_id: o.tenant_id,
      // an allotment that ran late (a downtime) finds its first days due at once
      due_at: firstAiDue(days),
    });
  }
  return out;
}

/**
 * One batch of an allotted AI offering's day: the running subscriptions with an ended trading day
 * unpaid are paid up to it; once the period is over, each gets its principal back too. When no
 * subscription is left with anything due, the job is due again at the end of the next trading
 * day, or done when the period is over.
 */
export async function aiBatch(deps: OfferingDeps, o: OfferingRow, now: Date): Promise<Batch> {
  const out: Batch = { done: false, allotted: 0, refunded: 0, listed: 0, returns: 0, matured: 0 };
  const days = aiDaysOf(o);
  if (days === null) return { ...out, done: true };
  const matured = now.getTime() >= aiMaturityAt(days);
  const through = dueAiReturnDays(days, null, now.getTime()).at(-1) ?? null;
  const batch = await repo.lockAiDue(deps.db, o.id, through, matured, SUBSCRIPTION_BATCH);
  const settled = await settleAi(deps, o, batch, now, matured ? 'matured' : null);
  out.returns = settled.days;
  out.matured = settled.returned;
  if (batch.length < SUBSCRIPTION_BATCH) {
    if (matured) out.done = true;
    else {
      await jobs.scheduleJob(deps.db, {
        kind: AI_JOB,
        subject: o.id,
        tenant_id: o.tenant_id,
        // the end of the next trading day, or of the period
        due_at: nextAiDue(days, now),
      });
    }
  }
  return out;
}

/** One batch of an offering's listing: each allotted subscription's shares become a position. */
export async function listBatch(deps: OfferingDeps, o: OfferingRow, now: Date): Promise<Batch> {
  const out: Batch = { done: false, allotted: 0, refunded: 0, listed: 0 };
  const batch = await repo.lockSubscriptionsIn(deps.db, o.id, 'allotted', SUBSCRIPTION_BATCH);
  for (const s of batch) {
    await creditListedAllotment(deps.db, {
      tenantId: o.tenant_id,
      userId: s.user_id,
      exchange: o.exchange,
      symbol: o.symbol,
      currency: o.currency,
      quantity: toDecimal(o.lot_size).times(String(s.allotted_lots!)).toFixed(),
      cost: s.allotted_amount!,
      reference: s.id,
    });
    await repo.updateSubscription(deps.db, s.id, { state: 'listed', listed_at: now });
    out.listed += 1;
  }
  out.done = batch.length < SUBSCRIPTION_BATCH;
  if (out.done) await repo.markOffering(deps.db, o.id, 'listed_at', now);
  return out;
}

/**
 * Runs every due job at the clock's now, a batch per transaction, until none is left (or only
 * ones another process holds, or a listing whose allotment has not run). `limit` caps the
 * batches of one run.
 */
export async function runOfferingJobs(
  deps: OfferingDeps,
  options: { limit?: number; batch?: number | undefined } = {},
): Promise<SchedulerResult> {
  const now = deps.clock();
  const result: SchedulerResult = {
    allotted: 0,
    refunded: 0,
    listed: 0,
    returns: 0,
    matured: 0,
    done: 0,
    failed: [],
  };
  const nothing: Batch = { done: true, allotted: 0, refunded: 0, listed: 0 };
  result.failed = await jobs.drainDueJobs(
    deps,
    JOB_KINDS,
    now,
    async (tx, job): Promise<Batch | 'wait'> => {
      const o = await repo.findOffering(tx.db, job.tenant_id, job.subject, 'update');
      const finish = () => jobs.finishJob(tx.db, job.kind, job.subject, now);
      if (!o || o.cancelled_at !== null) {
        await finish();
        return nothing;
      }
      // a listing or the AI product's days wait for the allotment (passed over for this run)
      if (job.kind !== ALLOT_JOB && o.allotted_at === null) return 'wait';
      const batch =
        job.kind === ALLOT_JOB
          ? o.allotted_at !== null
            ? nothing
            : await allotOffering(tx, o, now, options.batch)
          : job.kind === AI_JOB
            ? await aiBatch(tx, o, now)
            : o.listed_at !== null
              ? nothing
              : await listBatch(tx, o, now);
      if (batch.done) await finish();
      return batch;
    },
    (batch) => {
      result.allotted += batch.allotted;
      result.refunded += batch.refunded;
      result.listed += batch.listed;
      result.returns += batch.returns ?? 0;
      result.matured += batch.matured ?? 0;
      if (batch.done) result.done += 1;
    },
    options.limit ?? 10_000,
  );
  return result;
}

/** Schedules an offering's allotment at pub_time and its listing at listed_time (if any). */
export async function scheduleOffering(deps: OfferingDeps, o: OfferingRow): Promise<void> {
  const base = { subject: o.id, tenant_id: o.tenant_id };
  await jobs.scheduleJob(deps.db, { ...base, kind: ALLOT_JOB, due_at: o.pub_time });
  if (o.listed_time === null) await jobs.unscheduleJob(deps.db, LIST_JOB, o.id);
  else await jobs.scheduleJob(deps.db, { ...base, kind: LIST_JOB, due_at: o.listed_time });
}
