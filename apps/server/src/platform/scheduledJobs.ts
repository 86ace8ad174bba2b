// The house's work on a clock (ARCHITECTURE 'Work on a clock'): one row of scheduled_jobs per
// effect due at a time, keyed (kind, subject). Any number of processes claim due jobs FOR UPDATE
// SKIP LOCKED inside the transaction that does the work and mark them done in it, so each effect
// happens once; a job whose time passed while no process ran is simply due at the next look.
// A daily effect (an accrual) is a job per day: its subject names the day, so the primary key
// itself refuses a second posting for the same day.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MONEY_TRANSACTION, unitOfWork } from './unitOfWork';

type Handle = Kysely<Database>;

export interface JobRow {
  kind: string;
  subject: string;
  tenant_id: string;
  due_at: Date;
}

/** Schedules (or moves) a job; a done job is not re-opened by a reschedule. */
export async function scheduleJob(h: Handle, j: JobRow): Promise<void> {
  await sql`
    insert into scheduled_jobs (kind, subject, tenant_id, due_at)
    values (${j.kind}, ${j.subject}, ${j.tenant_id}, ${j.due_at})
    on conflict (kind, subject) do update set due_at = excluded.due_at
      where scheduled_jobs.done_at is null`.execute(h);
}

/** Takes a job off the schedule (an offering cancelled or without that milestone any more). */
export async function unscheduleJob(h: Handle, kind: string, subject: string): Promise<void> {
  await sql`delete from scheduled_jobs where kind = ${kind} and subject = ${subject}
    and done_at is null`.execute(h);
}

/**
 * The next due job not done, locked FOR UPDATE SKIP LOCKED: another process holding one is
 * passed over, so two processes never work one job at once. Oldest due first.
 */
export async function claimDueJob(
  h: Handle,
  now: Date,
  kinds: readonly string[],
  skip: readonly string[],
): Promise<JobRow | undefined> {
  const { rows } = await sql<JobRow>`
    select kind, subject, tenant_id, due_at from scheduled_jobs
    where done_at is null and due_at <= ${now} and kind in (${sql.join([...kinds])})
      ${skip.length === 0 ? sql`` : sql`and (kind || ':' || subject) not in (${sql.join([...skip])})`}
    order by due_at, kind, subject
    limit 1 for update skip locked`.execute(h);
  return rows[0];
}

export async function finishJob(h: Handle, kind: string, subject: string, at: Date) {
  await sql`update scheduled_jobs set done_at = ${at}, runs = runs + 1
    where kind = ${kind} and subject = ${subject}`.execute(h);
}

/** Notes why a job's batch failed (its transaction rolled back); it stays due for the next run. */
export async function noteJobFailure(h: Handle, kind: string, subject: string, error: string) {
  await sql`update scheduled_jobs set runs = runs + 1, last_error = ${error.slice(0, 500)}
    where kind = ${kind} and subject = ${subject}`.execute(h);
}

export async function jobsOf(
  h: Handle,
  subject: string,
): Promise<{ kind: string; due_at: Date; done_at: Date | null; last_error: string | null }[]> {
  const { rows } = await sql<{
    kind: string;
    due_at: Date;
    done_at: Date | null;
    last_error: string | null;
  }>`
    select kind, due_at, done_at, last_error from scheduled_jobs where subject = ${subject}
    order by due_at`.execute(h);
  return rows;
}

/** Locks a job's row (waiting for a process that holds it): the back office's re-run. */
export async function lockJob(h: Handle, kind: string, subject: string): Promise<void> {
  await sql`select 1 from scheduled_jobs where kind = ${kind} and subject = ${subject}
    for update`.execute(h);
}

/**
 * Records a once-only effect under its (kind, subject) key, done at `at`, in the caller's
 * transaction: true when this transaction is the first to record it, false when the key exists
 * (the effect happened: a day's accrual is never posted twice, whatever ran it).
 */
export async function recordOnce(h: Handle, j: JobRow, at: Date): Promise<boolean> {
  const { rows } = await sql<{ kind: string }>`
    insert into scheduled_jobs (kind, subject, tenant_id, due_at, done_at, runs)
    values (${j.kind}, ${j.subject}, ${j.tenant_id}, ${j.due_at}, ${at}, 1)
    on conflict (kind, subject) do nothing returning kind`.execute(h);
  return rows.length === 1;
}

/**
 * An area's work on a clock, in every process but a test's (tests run it on their own clock):
 * one look at start (what came due while no process ran), then one every `everyMs`, never two of
 * this process at once. A failed job stays due and is logged; the next look tries it again.
 */
export function runOnSchedule(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  run: () => Promise<{ failed: readonly object[] }>,
): void {
  if (app.deps.config.NODE_ENV === 'test') return;
  let running = false;
  const look = () => {
    if (running) return;
    running = true;
    run()
      .then((r) => {
        for (const f of r.failed) app.log.error(f, `${name} job failed; it stays due`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, `${name} scheduler failed`))
      .finally(() => {
        running = false;
      });
  };
  app.addHook('onReady', async () => look());
  const timer = setInterval(look, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** A job whose transaction failed: it stays due, its error noted on its row. */
export interface FailedJob {
  kind: string;
  subject: string;
  error: string;
}

/**
 * Works every due job of `kinds` at `now`, one step per transaction: the step claims the oldest
 * due job (FOR UPDATE SKIP LOCKED) and runs `step` on it in the same transaction, until none is
 * left or only ones another process holds. `step` answers 'wait' for a job that cannot run yet
 * (it is passed over for this run); `tally` counts what a committed step did. A step whose
 * transaction fails rolls back whole; its job stays due with the error noted, and the run goes on
 * with the other jobs rather than stopping at this one every time. `limit` caps the steps.
 */
export async function drainDueJobs<D extends { db: Handle }, R>(
  deps: D,
  kinds: readonly string[],
  now: Date,
  step: (tx: D, job: JobRow) => Promise<R | 'wait'>,
  tally: (result: R) => void,
  limit: number,
): Promise<FailedJob[]> {
  const failed: FailedJob[] = [];
  const skip: string[] = [];
  for (let i = 0; i < limit; i++) {
    // the job this step claimed, so that a failed transaction is noted against it
    let claimed: JobRow | undefined;
    let ran: { job: JobRow; result: R | 'wait' } | undefined;
    try {
      ran = await unitOfWork(
        deps,
        async (tx) => {
          claimed = undefined;
          const job = await claimDueJob(tx.db, now, kinds, skip);
          if (!job) return undefined;
          claimed = job;
          return { job, result: await step(tx, job) };
        },
        MONEY_TRANSACTION,
      );
    } catch (error) {
      const job = claimed as JobRow | undefined;
      if (job === undefined) throw error;
      skip.push(`${job.kind}:${job.subject}`);
      failed.push({ kind: job.kind, subject: job.subject, error: String(error) });
      await unitOfWork(deps, (tx) => noteJobFailure(tx.db, job.kind, job.subject, String(error)));
      continue;
    }
    if (ran === undefined) break;
    if (ran.result === 'wait') skip.push(`${ran.job.kind}:${ran.job.subject}`);
    else tally(ran.result);
  }
  return failed;
}
