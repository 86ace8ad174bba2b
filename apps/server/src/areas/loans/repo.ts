// The loans area's SQL: loan products, loans (the applications), their instalments and
// repayments. Every function takes the handle its caller opened.
import { sql } from 'kysely';
import type { Handle } from '../ledger';

export interface LoanProductRow {
  id: string;
  tenant_id: string;
  name: string;
  description: string;
  currency: string;
  min_amount: string;
  max_amount: string;
  term_months: number;
  annual_rate: string;
  schedule_kind: string;
  min_vip: number;
  min_score: number;
  active: boolean;
}

const productColumns = sql`id, tenant_id, name, description, currency,
  min_amount::text as min_amount, max_amount::text as max_amount, term_months,
  annual_rate::text as annual_rate, schedule_kind, min_vip, min_score, active`;

export async function insertProduct(h: Handle, p: LoanProductRow): Promise<void> {
  await sql`insert into loan_products (id, tenant_id, name, description, currency, min_amount,
    max_amount, term_months, annual_rate, schedule_kind, min_vip, min_score, active)
    values (${p.id}, ${p.tenant_id}, ${p.name}, ${p.description}, ${p.currency}, ${p.min_amount},
    ${p.max_amount}, ${p.term_months}, ${p.annual_rate}, ${p.schedule_kind}, ${p.min_vip},
    ${p.min_score}, ${p.active})`.execute(h);
}

export async function updateProduct(h: Handle, p: LoanProductRow): Promise<void> {
  await sql`update loan_products set name = ${p.name}, description = ${p.description},
    currency = ${p.currency}, min_amount = ${p.min_amount}, max_amount = ${p.max_amount},
    term_months = ${p.term_months}, annual_rate = ${p.annual_rate},
    schedule_kind = ${p.schedule_kind}, min_vip = ${p.min_vip}, min_score = ${p.min_score},
    active = ${p.active}, updated_at = now()
    where id = ${p.id} and tenant_id = ${p.tenant_id}`.execute(h);
}

export async function products(h: Handle, tenantId: string): Promise<LoanProductRow[]> {
  const { rows } = await sql<LoanProductRow>`select ${productColumns} from loan_products
    where tenant_id = ${tenantId} order by min_vip, min_score, id`.execute(h);
  return rows;
}

export async function findProduct(
  h: Handle,
  tenantId: string,
  id: string,
  lock: 'share' | 'update' | null = null,
): Promise<LoanProductRow | undefined> {
  const mode = lock === 'share' ? sql`for share` : lock === 'update' ? sql`for update` : sql``;
  const { rows } = await sql<LoanProductRow>`select ${productColumns} from loan_products
    where tenant_id = ${tenantId} and id = ${id} ${mode}`.execute(h);
  return rows[0];
}

export interface LoanRow {
  id: string;
  tenant_id: string;
  user_id: string;
  product_id: string;
  product_name: string;
  currency: string;
  term_months: number;
  annual_rate: string;
  schedule_kind: string;
  purpose: string;
  reason: string | null;
  application_amount: string;
  approved_amount: string | null;
  repaid_amount: string;
  outstanding: string;
  status: string;
  remark: string | null;
  submit_time: Date;
  approve_time: Date | null;
  disburse_time: Date | null;
  cleared_at: Date | null;
  /** Loan days whose interest is posted (domain loanAccrual.ts). */
  accrued_days: number;
}

const loanColumns = sql`id, tenant_id, user_id, product_id, product_name, currency, term_months,
  annual_rate::text as annual_rate, schedule_kind, purpose, reason,
  application_amount::text as application_amount, approved_amount::text as approved_amount,
  repaid_amount::text as repaid_amount, outstanding::text as outstanding, status, remark,
  submit_time, approve_time, disburse_time, cleared_at, accrued_days`;

export async function insertLoan(h: Handle, l: LoanRow): Promise<void> {
  await sql`insert into loans (id, tenant_id, user_id, product_id, product_name, currency,
    term_months, annual_rate, schedule_kind, purpose, reason, application_amount, status,
    submit_time)
    values (${l.id}, ${l.tenant_id}, ${l.user_id}, ${l.product_id}, ${l.product_name},
    ${l.currency}, ${l.term_months}, ${l.annual_rate}, ${l.schedule_kind}, ${l.purpose},
    ${l.reason}, ${l.application_amount}, ${l.status}, ${l.submit_time})`.execute(h);
}

/** A loan of the tenant; `lock`: FOR UPDATE (a decision, a repayment, a step on a clock). */
export async function findLoan(
  h: Handle,
  tenantId: string,
  id: string,
  lock = false,
): Promise<LoanRow | undefined> {
  const { rows } = await sql<LoanRow>`select ${loanColumns} from loans
    where tenant_id = ${tenantId} and id = ${id} ${lock ? sql`for update` : sql``}`.execute(h);
  return rows[0];
}

export async function loansOf(
  h: Handle,
  tenantId: string,
  filter: { userId?: string; statuses?: readonly string[] },
  page: { size: number; offset: number },
): Promise<{ rows: LoanRow[]; total: number }> {
  const where = sql`tenant_id = ${tenantId}
    ${filter.userId === undefined ? sql`` : sql`and user_id = ${filter.userId}`}
    ${filter.statuses === undefined ? sql`` : filter.statuses.length === 0 ? sql`and false` : sql`and status in (${sql.join([...filter.statuses])})`}`;
  const { rows } = await sql<LoanRow>`select ${loanColumns} from loans where ${where}
    order by submit_time desc, id desc limit ${page.size} offset ${page.offset}`.execute(h);
  const { rows: count } = await sql<{ n: string }>`select count(*)::text as n from loans
    where ${where}`.execute(h);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export async function updateLoan(
  h: Handle,
  id: string,
  set: Partial<
    Pick<
      LoanRow,
      | 'approved_amount'
      | 'repaid_amount'
      | 'outstanding'
      | 'status'
      | 'remark'
      | 'approve_time'
      | 'disburse_time'
      | 'cleared_at'
      | 'accrued_days'
    >
  >,
): Promise<void> {
  const entries = Object.entries(set).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  await sql`update loans set ${sql.join(
    entries.map(([k, v]) => sql`${sql.ref(k)} = ${v as string | number | Date | null}`),
  )} where id = ${id}`.execute(h);
}

export interface InstalmentRow {
  loan_id: string;
  seq: number;
  due_date: Date;
  principal: string;
  interest: string;
  amount: string;
  accrued: string;
  paid: string;
  paid_at: Date | null;
  overdue_at: Date | null;
  overdue_amount: string;
}

export async function insertInstalments(h: Handle, rows: readonly InstalmentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`insert into loan_instalments (loan_id, seq, due_date, principal, interest, amount)
    values ${sql.join(
      rows.map(
        (r) =>
          sql`(${r.loan_id}, ${r.seq}, ${r.due_date}, ${r.principal}, ${r.interest}, ${r.amount})`,
      ),
    )}`.execute(h);
}

export async function instalmentsOf(
  h: Handle,
  loanIds: readonly string[],
): Promise<InstalmentRow[]> {
  if (loanIds.length === 0) return [];
  const { rows } = await sql<InstalmentRow>`select loan_id, seq, due_date,
    principal::text as principal, interest::text as interest, amount::text as amount,
    accrued::text as accrued, paid::text as paid, paid_at, overdue_at, overdue_amount::text as overdue_amount
    from loan_instalments where loan_id in (${sql.join([...loanIds])})
    order by loan_id, seq`.execute(h);
  return rows;
}

export async function updateInstalment(
  h: Handle,
  loanId: string,
  seq: number,
  set: {
    accrued?: string;
    paid?: string;
    paid_at?: Date | null;
    overdue_at?: Date;
    overdue_amount?: string;
  },
): Promise<void> {
  const entries = Object.entries(set).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  await sql`update loan_instalments set ${sql.join(
    entries.map(([k, v]) => sql`${sql.ref(k)} = ${v as string | Date | null}`),
  )} where loan_id = ${loanId} and seq = ${seq}`.execute(h);
}

export interface RepaymentRow {
  id: string;
  tenant_id: string;
  loan_id: string;
  currency: string;
  amount: string;
  outstanding: string;
  interest: string;
  principal: string;
  created_at: Date;
}

export async function insertRepayment(h: Handle, r: RepaymentRow): Promise<void> {
  await sql`insert into loan_repayments (id, tenant_id, loan_id, currency, amount, outstanding,
    interest, principal, created_at)
    values (${r.id}, ${r.tenant_id}, ${r.loan_id}, ${r.currency}, ${r.amount}, ${r.outstanding},
    ${r.interest}, ${r.principal}, ${r.created_at})`.execute(h);
}

/** The facts the trust score reads (trustScore.ts), from the client's loans and user row. */
export async function trustFacts(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<
  | {
      kyc_status: string;
      vip: number;
      score: number;
      created_at: Date;
      on_time: string;
      late: string;
      cleared: string;
    }
  | undefined
> {
  const { rows } = await sql<{
    kyc_status: string;
    vip: number;
    score: number;
    created_at: Date;
    on_time: string;
    late: string;
    cleared: string;
  }>`select u.kyc_status, u.vip, u.score, u.created_at,
      (select count(*) from loan_instalments i join loans l on l.id = i.loan_id
        where l.tenant_id = u.tenant_id and l.user_id = u.id and i.paid_at is not null
        and i.overdue_at is null)::text as on_time,
      (select count(*) from loan_instalments i join loans l on l.id = i.loan_id
        where l.tenant_id = u.tenant_id and l.user_id = u.id and i.overdue_at is not null)::text
        as late,
      (select count(*) from loans l where l.tenant_id = u.tenant_id and l.user_id = u.id
        and l.status = 'clear')::text as cleared
    from users u where u.tenant_id = ${tenantId} and u.id = ${userId}`.execute(h);
  return rows[0];
}

/** The client's level, score and KYC, FOR SHARE (ledger/service.ts 'Lock order' step 2). */
export async function clientFacts(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<{ kyc_status: string; vip: number; score: number } | undefined> {
  const { rows } = await sql<{ kyc_status: string; vip: number; score: number }>`
    select u.kyc_status, u.vip, u.score from users u
    where u.tenant_id = ${tenantId} and u.id = ${userId} for share of u`.execute(h);
  return rows[0];
}

/** The overdue instalments of a client's loans, as overdrawn records (spec 7). */
export async function overdueInstalments(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<(InstalmentRow & { currency: string })[]> {
  const { rows } = await sql<InstalmentRow & { currency: string }>`select i.loan_id, i.seq,
    i.due_date, i.principal::text as principal, i.interest::text as interest,
    i.amount::text as amount, i.accrued::text as accrued, i.paid::text as paid, i.paid_at, i.overdue_at,
    i.overdue_amount::text as overdue_amount, l.currency
    from loan_instalments i join loans l on l.id = i.loan_id
    where l.tenant_id = ${tenantId} and l.user_id = ${userId} and i.overdue_at is not null
    order by i.overdue_at desc, i.loan_id, i.seq`.execute(h);
  return rows;
}

/**
 * The client's loans in `currency` with an amount outstanding, oldest first, FOR UPDATE (the
 * loan row before the balances, as a repayment and the overdue step take them).
 */
export async function owingLoans(
  h: Handle,
  tenantId: string,
  userId: string,
  currency: string,
): Promise<LoanRow[]> {
  const { rows } = await sql<LoanRow>`select ${loanColumns} from loans
    where tenant_id = ${tenantId} and user_id = ${userId} and currency = ${currency}
      and outstanding > 0
    order by disburse_time, id for update`.execute(h);
  return rows;
}
