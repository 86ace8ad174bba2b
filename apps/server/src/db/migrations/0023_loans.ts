import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Loans (spec 1, 3, 4, 6): the back office's loan products, the clients' applications (one row
 * each, the loan itself once paid out), the schedule's instalments and the repayments.
 *
 * - loan_products: per tenant; the amount range, term, nominal annual rate and schedule kind
 *   (domain LOAN_SCHEDULE_KINDS), eligibility (min_vip, min_score), open to applications or not.
 * - loans: the spec 3 application (purpose, reason, application amount, approved amount, repaid
 *   amount, submit and approve times, remark, status: domain LOAN_STATUSES) with the product's
 *   terms copied at application (a later edit of the product changes no loan), when it was paid
 *   out, and the unpaid interest accrued (`interest_accrued`, part of the client's `loan`
 *   bucket) and the amount moved to `outstanding` and not yet paid (`outstanding`).
 * - loan_instalments: the schedule (domain loanSchedule) fixed at disbursement; `accrued` is the part of its interest
 *   posted to the client's `loan` bucket so far; `paid` grows
 *   with repayments; `overdue_at` is set once, by the overdue step, when the unpaid part moved
 *   to `outstanding` (the primary key and that column make the step happen once).
 * - loan_repayments: each repayment and how it was spent (outstanding, interest, principal).
 * The effects on a clock (accrual, falling due, overdue) are scheduled_jobs rows (0020).
 */
const statements = [
  `create table loan_products (
    id text primary key,
    tenant_id text not null references tenants(id),
    name text not null,
    description text not null default '',
    currency text not null,
    min_amount numeric(28, 8) not null check (min_amount > 0),
    max_amount numeric(28, 8) not null check (max_amount >= min_amount),
    term_months integer not null check (term_months between 1 and 60),
    annual_rate numeric(12, 8) not null check (annual_rate >= 0 and annual_rate <= 60),
    schedule_kind text not null check (schedule_kind in ('annuity', 'equal_principal')),
    min_vip integer not null default 0 check (min_vip >= 0),
    min_score integer not null default 0 check (min_score >= 0),
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index loan_products_tenant_idx on loan_products (tenant_id, min_vip, id)`,
  `create table loans (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null,
    product_id text not null references loan_products(id),
    product_name text not null,
    currency text not null,
    term_months integer not null,
    annual_rate numeric(12, 8) not null,
    schedule_kind text not null,
    purpose text not null,
    reason text,
    application_amount numeric(28, 8) not null check (application_amount > 0),
    approved_amount numeric(28, 8) check (approved_amount > 0),
    repaid_amount numeric(28, 8) not null default 0 check (repaid_amount >= 0),
    interest_accrued numeric(28, 8) not null default 0 check (interest_accrued >= 0),
    outstanding numeric(28, 8) not null default 0 check (outstanding >= 0),
    status text not null check (status in
      ('awaiting', 'approved', 'rejected', 'using', 'repayment', 'recycled', 'clear')),
    remark text,
    submit_time timestamptz not null,
    approve_time timestamptz,
    disburse_time timestamptz,
    cleared_at timestamptz,
    constraint loans_approved_ck check (approved_amount is null or approved_amount <= application_amount)
  )`,
  `create index loans_user_idx on loans (tenant_id, user_id, submit_time desc, id)`,
  `create index loans_status_idx on loans (tenant_id, status, submit_time)`,
  `create table loan_instalments (
    loan_id text not null references loans(id),
    seq integer not null check (seq >= 1),
    due_date timestamptz not null,
    principal numeric(28, 8) not null check (principal >= 0),
    interest numeric(28, 8) not null check (interest >= 0),
    amount numeric(28, 8) not null check (amount >= 0),
    accrued numeric(28, 8) not null default 0 check (accrued >= 0 and accrued <= interest),
    paid numeric(28, 8) not null default 0 check (paid >= 0 and paid <= amount),
    paid_at timestamptz,
    overdue_at timestamptz,
    overdue_amount numeric(28, 8) not null default 0 check (overdue_amount >= 0),
    primary key (loan_id, seq)
  )`,
  `create table loan_repayments (
    id text primary key,
    tenant_id text not null references tenants(id),
    loan_id text not null references loans(id),
    currency text not null,
    amount numeric(28, 8) not null check (amount > 0),
    outstanding numeric(28, 8) not null check (outstanding >= 0),
    interest numeric(28, 8) not null check (interest >= 0),
    principal numeric(28, 8) not null check (principal >= 0),
    created_at timestamptz not null
  )`,
  `create index loan_repayments_loan_idx on loan_repayments (loan_id, created_at)`,
];

export const migration0023Loans: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<any>) {
    for (const table of ['loan_repayments', 'loan_instalments', 'loans', 'loan_products']) {
      await sql.raw(`drop table if exists ${table}`).execute(db);
    }
  },
};
