// The timeline runs itself (spec 3; ARCHITECTURE 'Work on a clock'): at pub_time the allotment,
// at listed_time the listing. Each is a row of scheduled_jobs, claimed FOR UPDATE SKIP LOCKED
// in the transaction that does a batch of its work, so any number of processes run the
// scheduler together and each batch is done by one of them; a job is marked done in the
// transaction of its last batch. Each subscription moves only from the state before the step
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
import { postHold, voidHold } from '../ledger';
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

/** Subscriptions settled in one transaction (one batch of the allotment or the listing). */
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
 * One batch of an offering's allotment (domain allotLots over every subscription that was held:
 * the same answer on every batch and every process, the offering's seed fixed at creation).
 * Subscriptions still waiting for payment are refunded (nothing executed: nothing was held).
 * Each awaiting subscription posts its allotted cost from its hold to `subscription_clearing`
 * (the AI product: to the client's own `invested` bucket, the principal that works for them and
 * comes back at the end) and releases the rest in the same ledger transaction (the hold refuses
 * to post more than it holds), or is released whole when nothing is allotted. The AI product's
 * daily job is scheduled with the last batch.
 */
export async function allotBatch(
  deps: OfferingDeps,
  o: OfferingRow,
  now: Date,
  size: number = SUBSCRIPTION_BATCH,
): Promise<Batch> {
  const out: Batch = { done: false, allotted: 0, refunded: 0, listed: 0 };
  const requests = await repo.allotmentRequests(deps.db, o.id);
  const allotment = allotLots(Number(o.total_lots), requests, o.seed);
  const given = [...allotment.values()].reduce((a, n) => a + n, 0);
  if (given > Number(o.total_lots)) {
    throw new AppError('INTERNAL', 500, 'The allotment exceeds the lots offered.');
  }
  const unpaid = await repo.lockSubscriptionsIn(deps.db, o.id, 'payment', size);
  for (const s of unpaid) {
    await repo.updateSubscription(deps.db, s.id, {
      state: 'refunded',
      allotted_lots: 0,
      allotted_amount: '0',
      refund_amount: '0',
      allotted_at: now,
    });
    out.refunded += 1;
  }
  const room = size - unpaid.length;
  const batch = room > 0 ? await repo.lockSubscriptionsIn(deps.db, o.id, 'awaiting', room) : [];
  for (const s of batch) {
    const lots = allotment.get(s.id) ?? 0;
    const amounts = allotmentAmounts(
      { offerPrice: o.offer_price, lotSize: o.lot_size, currency: o.currency },
      s.amount,
      lots,
    );
    if (Money.of(amounts.allotted, o.currency).isPositive()) {
      await postHold(deps.db, {
        tenantId: o.tenant_id,
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
      });
      out.allotted += 1;
    } else {
      await voidHold(deps.db, {
        tenantId: o.tenant_id,
        holdId: s.hold_id!,
        kind: 'subscription.refund',
        reference: s.id,
      });
      out.refunded += 1;
    }
    await repo.updateSubscription(deps.db, s.id, {
      state: lots > 0 ? 'allotted' : 'refunded',
      allotted_lots: lots,
      allotted_amount: amounts.allotted,
      refund_amount: amounts.refund,
      allotted_at: now,
    });
  }
  out.done = unpaid.length + batch.length < size;
  if (out.done) {
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
            : await allotBatch(tx, o, now, options.batch)
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
