// The back-office commands of loans (spec 1: advisors manage loan products and decide loans
// through the back office): loan products, the loans with approve (possibly a lower amount),
// reject with a remark and disburse, and the steps on a clock run by hand at a given time (a
// demo or a test moves its own clock: loan:overdue --at).
import { table, CliError, type CommandKit } from '../../cli/kit';
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import {
  approveLoan,
  createLoanProduct,
  disburseLoan,
  editLoanProduct,
  loanProducts,
  rejectLoan,
  tenantLoans,
  type LoanProductInput,
} from './admin';
import { runLoanJobs } from './scheduler';

function json<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new CliError('--json must be a JSON object (see loan-product:create --help).');
  }
}

function instant(value: string | undefined, fallback: Date): Date {
  if (value === undefined) return fallback;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new CliError('--at must be an ISO-8601 time.');
  return at;
}

export function loansCommands(kit: CommandKit): void {
  const { program, unitOfWork, out, tenantOption, deps, clock } = kit;
  program
    .command('loan-product:create')
    .description(
      'Create a loan product from JSON: {"name","description","currency","min_amount",' +
        '"max_amount","term_months","annual_rate","schedule_kind":"annuity|equal_principal",' +
        '"min_vip","min_score","active"}.',
    )
    .addOption(tenantOption())
    .requiredOption('--json <product>', 'the product')
    .action(async (o: { tenant: string; json: string }) => {
      const p = await unitOfWork((tx) =>
        createLoanProduct(tx, o.tenant, json<LoanProductInput>(o.json)),
      );
      out(`Loan product created: ${p.id} ${p.name}`);
    });
  program
    .command('loan-product:edit')
    .description('Change a loan product (JSON of the fields to change, as loan-product:create).')
    .addOption(tenantOption())
    .requiredOption('--id <product>', 'product id')
    .requiredOption('--json <changes>', 'the fields to change')
    .action(async (o: { tenant: string; id: string; json: string }) => {
      const p = await unitOfWork((tx) =>
        editLoanProduct(tx, o.tenant, o.id, json<Partial<LoanProductInput>>(o.json)),
      );
      out(`Loan product changed: ${p.id} ${p.name}`);
    });
  program
    .command('loan-product:list')
    .description('List the loan products.')
    .addOption(tenantOption())
    .action(async (o: { tenant: string }) => {
      const rows = await loanProducts(await deps(), o.tenant);
      out(
        table([
          ['id', 'name', 'currency', 'amounts', 'term', 'rate %', 'kind', 'vip', 'score', 'open'],
          ...rows.map((p) => [
            p.id,
            p.name,
            p.currency,
            `${p.min_amount}-${p.max_amount}`,
            String(p.term_months),
            p.annual_rate,
            p.schedule_kind,
            String(p.min_vip),
            String(p.min_score),
            p.active ? 'yes' : 'no',
          ]),
        ]),
      );
    });
  program
    .command('loan:list')
    .description('List the loans (applications), newest first.')
    .addOption(tenantOption())
    .option('--status <status>', 'awaiting|approved|rejected|using|repayment|recycled|clear')
    .action(async (o: { tenant: string; status?: string }) => {
      const { rows } = await tenantLoans(await deps(), o.tenant, o.status);
      out(
        table([
          ['id', 'client', 'product', 'asked', 'approved', 'repaid', 'status', 'submitted'],
          ...rows.map((l) => [
            l.id,
            l.user_id,
            l.product_name,
            `${l.application_amount} ${l.currency}`,
            l.approved_amount ?? '',
            l.repaid_amount,
            l.status,
            l.submit_time.toISOString(),
          ]),
        ]),
      );
    });
  program
    .command('loan:approve <id>')
    .description('Approve an awaiting application, for the amount asked or --amount (lower).')
    .addOption(tenantOption())
    .option('--amount <amount>', 'the approved amount, at most the amount asked')
    .option('--remark <remark>', 'a note the client reads')
    .action(async (id: string, o: { tenant: string; amount?: string; remark?: string }) => {
      const l = await unitOfWork((tx) =>
        approveLoan(tx, o.tenant, id, {
          ...(o.amount === undefined ? {} : { amount: o.amount }),
          ...(o.remark === undefined ? {} : { remark: o.remark }),
        }),
      );
      out(`Loan ${l.id} approved for ${l.approved_amount} ${l.currency}.`);
    });
  program
    .command('loan:reject <id>')
    .description('Reject an awaiting application with the remark the client reads.')
    .addOption(tenantOption())
    .requiredOption('--remark <remark>', 'why')
    .action(async (id: string, o: { tenant: string; remark: string }) => {
      const l = await unitOfWork((tx) => rejectLoan(tx, o.tenant, id, o.remark));
      out(`Loan ${l.id} rejected.`);
    });
  program
    .command('loan:disburse <id>')
    .description("Pay an approved loan out to the client's available cash (once).")
    .addOption(tenantOption())
    .action(async (id: string, o: { tenant: string }) => {
      const l = await unitOfWork((tx) => disburseLoan(tx, o.tenant, id), MONEY_TRANSACTION);
      out(
        `Loan ${l.id} paid out: ${l.approved_amount} ${l.currency}; first instalment due ${l.next_due_date ?? ''}.`,
      );
    });
  for (const name of ['loan:accrue', 'loan:overdue']) {
    program
      .command(name)
      .description(
        'Run the loans’ jobs due now or --at a time: the daily interest of every day ended; ' +
          'instalments falling due on their due date; those unpaid a day after it move to ' +
          'outstanding. Each effect happens once, however often this runs.',
      )
      .addOption(tenantOption())
      .option('--at <iso>', 'the time to run at (a demo’s controlled clock)')
      .action(async (o: { tenant: string; at?: string }) => {
        const r = await runLoanJobs(await deps(), instant(o.at, clock()), o.tenant);
        out(
          `Interest days posted: ${r.accrued_days}; instalments fallen due: ${r.fell_due}; ` +
            `overdue: ${r.overdue}` +
            (r.failed.length > 0 ? `; failed: ${r.failed.map((f) => f.subject).join(', ')}` : '.'),
        );
        if (r.failed.length > 0) throw new CliError(r.failed.map((f) => f.error).join('\n'));
      });
  }
}
