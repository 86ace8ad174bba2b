// The products' work on a clock (ARCHITECTURE 'Work on a clock'), exactly once across processes:
// - product_nav (subject: the product): the daily NAV of a fund or quant strategy (domain
//   `nextNav`, a seeded walk), every day from its last priced one to today (catch-up), one
//   product_navs row a day (its key refuses a second); then due again the next day;
// - product_accrue (subject: the holding): the daily return of a savings or earn holding for
//   every day that has ended and is not paid yet (domain `dueAccrualDays`, `accrueDay`), each
//   day recorded under the key product_accrual/<holding>:<day> in the transaction that posts it,
//   so a day is never paid twice; then due again when the next day ends;
// - product_maturity (subject: the holding): a fixed-term holding paid back, principal and the
//   return of its last days, on its maturity day.
// Jobs are claimed FOR UPDATE SKIP LOCKED (platform/scheduledJobs.ts): two processes never work
// one job at once, and a job whose time passed while no process ran is due at the next look.
import {
  accrueDay,
  addDays,
  compareDecimal,
  dueAccrualDays,
  Money,
  nextNav,
  pricingOf,
  utcDayOf,
  utcDayStart,
  type CatalogueType,
} from '@invest/domain';
import * as jobs from '../../platform/scheduledJobs';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { post } from '../ledger';
import * as repo from './repo';
import type { HoldingRow, ProductRow } from './repo';
import { redeemUnits } from './service';

export const NAV_JOB = 'product_nav';
export const ACCRUE_JOB = 'product_accrue';
export const MATURITY_JOB = 'product_maturity';
/** The key of one day's accrual of one holding (recorded done with its posting). */
export const ACCRUAL_DAY = 'product_accrual';
const JOB_KINDS = [ACCRUE_JOB, MATURITY_JOB, NAV_JOB] as const;

const nextDayStart = (now: Date): Date =>
  new Date(utcDayStart(addDays(utcDayOf(now.getTime()), 1)));

const accrues = (p: ProductRow): boolean =>
  pricingOf(p.type as CatalogueType) === 'accrual' &&
  p.daily_return !== null &&
  compareDecimal(p.daily_return, '0') > 0;

/** Schedules a new holding's daily return (savings, earn) and its maturity (fixed term). */
export async function scheduleHolding(
  deps: ServiceDeps,
  h: Pick<HoldingRow, 'id' | 'tenant_id' | 'opened_day' | 'maturity_day'>,
  p: ProductRow,
): Promise<void> {
  const base = { subject: h.id, tenant_id: h.tenant_id };
  if (accrues(p)) {
    // the opened day is paid once it has ended
    const due = new Date(utcDayStart(addDays(h.opened_day, 1)));
    await jobs.scheduleJob(deps.db, { ...base, kind: ACCRUE_JOB, due_at: due });
  }
  if (h.maturity_day !== null) {
    await jobs.scheduleJob(deps.db, {
      ...base,
      kind: MATURITY_JOB,
      due_at: new Date(utcDayStart(h.maturity_day)),
    });
  }
}

/** A holding paid out in full: its jobs are done. */
export async function finishHoldingJobs(
  deps: ServiceDeps,
  h: Pick<HoldingRow, 'id'>,
  now: Date,
): Promise<void> {
  await jobs.finishJob(deps.db, ACCRUE_JOB, h.id, now);
  await jobs.finishJob(deps.db, MATURITY_JOB, h.id, now);
}

/** Schedules a NAV product's next pricing (the day after `now`). */
export async function scheduleNav(
  deps: ServiceDeps,
  p: Pick<ProductRow, 'id' | 'tenant_id'>,
  now: Date,
): Promise<void> {
  await jobs.scheduleJob(deps.db, {
    kind: NAV_JOB,
    subject: p.id,
    tenant_id: p.tenant_id,
    due_at: nextDayStart(now),
  });
}

/**
 * Pays a locked open holding's daily returns for every day ended by `now` and not paid yet,
 * oldest first (catch-up after downtime): each day recorded once (ACCRUAL_DAY key), its amount
 * (the rounding rule of domain `accrueDay`) from `product_interest_expense` to the client's
 * available cash when above zero; the holding's exact return and last paid day move on. Answers
 * the days paid.
 */
export async function accrueHolding(
  deps: ServiceDeps,
  h: HoldingRow,
  p: ProductRow,
  now: Date,
): Promise<number> {
  if (!accrues(p) || h.state !== 'holding') return 0;
  const days = dueAccrualDays(
    { openedDay: h.opened_day, accruedThrough: h.accrued_through, endDay: h.maturity_day },
    now.getTime(),
  );
  let exact = h.accrual_exact;
  let accrued = Money.of(h.accrued, p.currency);
  let paid = 0;
  for (const day of days) {
    const first = await jobs.recordOnce(
      deps.db,
      {
        kind: ACCRUAL_DAY,
        subject: `${h.id}:${day}`,
        tenant_id: h.tenant_id,
        due_at: new Date(utcDayStart(addDays(day, 1))),
      },
      now,
    );
    // under the holding's lock the key cannot exist yet; if it does, the day was paid
    if (!first) continue;
    const d = accrueDay({
      exactBefore: exact,
      principal: h.units,
      dailyReturn: p.daily_return!,
      currency: p.currency,
    });
    const amount = Money.of(d.amount, p.currency);
    if (amount.isPositive()) {
      await post(deps.db, {
        tenantId: h.tenant_id,
        kind: 'product.accrual',
        reference: `${h.id}:${day}`,
        postings: [
          {
            account: { system: 'product_interest_expense' },
            currency: p.currency,
            amount: Money.zero(p.currency).sub(amount).toString(),
          },
          {
            account: { client: h.user_id },
            bucket: 'available',
            currency: p.currency,
            amount: d.amount,
          },
        ],
      });
    }
    exact = d.exactAfter;
    accrued = accrued.add(amount);
    paid += 1;
    await repo.updateHolding(deps.db, h.id, {
      accrual_exact: exact,
      accrued: accrued.toString(),
      accrued_through: day,
      // the day's change of the portfolio (domain accrualDayChange)
      last_accrual: d.amount,
    });
  }
  return paid;
}

/** Prices a locked NAV product for every day from the one after its last priced day to today. */
async function priceProduct(deps: ServiceDeps, p: ProductRow, now: Date): Promise<number> {
  const today = utcDayOf(now.getTime());
  let day = p.nav_date === null ? today : addDays(p.nav_date, 1);
  let nav = p.market_price;
  let priced = 0;
  while (day <= today) {
    nav = nextNav(nav, p.id, day, p.risk_level);
    if (await repo.insertNav(deps.db, p.id, day, nav)) {
      await repo.setPrice(deps.db, p.id, day, nav);
      priced += 1;
    }
    day = addDays(day, 1);
  }
  return priced;
}

export interface ProductJobsResult {
  /** NAV days priced. */
  priced: number;
  /** Accrual days paid. */
  accrued: number;
  /** Fixed-term holdings paid back. */
  matured: number;
  /** Jobs finished or moved to their next day. */
  done: number;
  failed: { kind: string; subject: string; error: string }[];
}

type Counts = Pick<ProductJobsResult, 'priced' | 'accrued' | 'matured'>;

/** One claimed job, in its transaction: what it did (counted once the transaction commits). */
async function runJob(deps: ServiceDeps, job: jobs.JobRow, now: Date): Promise<Counts> {
  const out: Counts = { priced: 0, accrued: 0, matured: 0 };
  if (job.kind === NAV_JOB) {
    const p = await repo.findProduct(deps.db, job.tenant_id, job.subject, 'update');
    if (!p || pricingOf(p.type as CatalogueType) !== 'nav') {
      await jobs.finishJob(deps.db, job.kind, job.subject, now);
      return out;
    }
    out.priced += await priceProduct(deps, p, now);
    await scheduleNav(deps, p, now);
    return out;
  }
  const h = await repo.findHolding(deps.db, job.tenant_id, job.subject, true);
  const p = h && (await repo.findProduct(deps.db, h.tenant_id, h.product_id, 'update'));
  if (!h || !p || h.state !== 'holding') {
    await jobs.finishJob(deps.db, job.kind, job.subject, now);
    return out;
  }
  if (job.kind === MATURITY_JOB) {
    await redeemUnits(deps, h, p, h.units, 'matured', now);
    out.matured += 1;
    return out;
  }
  out.accrued += await accrueHolding(deps, h, p, now);
  const last = h.maturity_day === null ? null : addDays(h.maturity_day, -1);
  const through = (await repo.findHolding(deps.db, h.tenant_id, h.id))!.accrued_through;
  if (last !== null && through !== null && through >= last) {
    await jobs.finishJob(deps.db, job.kind, job.subject, now);
  } else {
    await jobs.scheduleJob(deps.db, { ...job, due_at: nextDayStart(now) });
  }
  return out;
}

/**
 * Runs every due products job at the clock's now, one job per transaction, until none is left
 * (or only ones another process holds). A job whose transaction fails stays due, its error noted,
 * and the run goes on. `limit` caps the jobs of one run.
 */
export async function runProductJobs(
  deps: ServiceDeps,
  options: { limit?: number } = {},
): Promise<ProductJobsResult> {
  const now = deps.clock();
  const out: ProductJobsResult = { priced: 0, accrued: 0, matured: 0, done: 0, failed: [] };
  out.failed = await jobs.drainDueJobs(
    deps,
    JOB_KINDS,
    now,
    (tx, job) => runJob(tx, job, now),
    (ran) => {
      out.priced += ran.priced;
      out.accrued += ran.accrued;
      out.matured += ran.matured;
      out.done += 1;
    },
    options.limit ?? 100_000,
  );
  return out;
}
