import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Loans on the platform's job rows (areas/loans/scheduler.ts): interest accrues daily, and each
 * instalment falls due and, unpaid, goes overdue as a scheduled_jobs row.
 *
 * - loans.accrued_days: the loan days (from the disbursement, domain loanAccrual.ts) whose
 *   interest is posted; each day is also recorded once under ('loan_accrual', '<loan>:<day>').
 * - the jobs of the loans live before this migration: the daily accrual from their next day,
 *   each instalment's due step and the overdue step of those not overdue yet. Their interest
 *   accrued so far (whole instalments, as they fell due) is kept: a day posts only what its
 *   instalment has not accrued already, so nothing is posted twice.
 */
export const migration0025LoanJobs: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table loans add column accrued_days integer not null default 0
      check (accrued_days >= 0)`.execute(db);
    await sql`insert into scheduled_jobs (kind, subject, tenant_id, due_at)
      select 'loan_accrue', l.id, l.tenant_id, l.disburse_time + interval '1 day'
      from loans l where l.status in ('using', 'repayment', 'recycled')
      on conflict (kind, subject) do nothing`.execute(db);
    await sql`insert into scheduled_jobs (kind, subject, tenant_id, due_at)
      select 'loan_due', i.loan_id || ':' || i.seq, l.tenant_id, i.due_date
      from loan_instalments i join loans l on l.id = i.loan_id
      where l.status in ('using', 'repayment', 'recycled')
      on conflict (kind, subject) do nothing`.execute(db);
    await sql`insert into scheduled_jobs (kind, subject, tenant_id, due_at)
      select 'loan_overdue', i.loan_id || ':' || i.seq, l.tenant_id, i.due_date + interval '1 day'
      from loan_instalments i join loans l on l.id = i.loan_id
      where l.status in ('using', 'repayment', 'recycled') and i.overdue_at is null
      on conflict (kind, subject) do nothing`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`delete from scheduled_jobs
      where kind in ('loan_accrue', 'loan_due', 'loan_overdue', 'loan_accrual')`.execute(db);
    await sql`alter table loans drop column accrued_days`.execute(db);
  },
};
