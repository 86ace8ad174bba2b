// Loans: the products, applying, the client's loans, repaying, the trust profile; the steps on a
// clock (daily interest, instalments falling due, overdue: scheduler.ts) run by every process
// but a test's. HTTP only: the
// Idempotency-Keys and the 'loan' feature are declared in the contract and run by the platform.
import type { FastifyInstance } from 'fastify';
import { runOnSchedule } from '../../platform/scheduledJobs';
import { route } from '../../platform/route';
import { runLoanJobs } from './scheduler';
import {
  applyForLoan,
  listLoanProducts,
  listLoans,
  loanDetail,
  repayLoan,
  trustProfile,
} from './service';

/** How often a server process runs the loans' steps on a clock. */
export const LOAN_SCHEDULER_MS = 60_000;

export async function loansArea(app: FastifyInstance): Promise<void> {
  route(app, 'loanProducts', async ({ deps, auth }) => listLoanProducts(deps, auth));
  route(app, 'loanApply', async ({ deps, auth, body }) => applyForLoan(deps, auth, body));
  route(app, 'loanApplications', async ({ deps, auth, query }) => listLoans(deps, auth, query));
  route(app, 'loanDetail', async ({ deps, auth, params }) => loanDetail(deps, auth, params.id));
  route(app, 'loanRepay', async ({ deps, auth, params, body }) =>
    repayLoan(deps, auth, params.id, body),
  );
  route(app, 'creditScore', async ({ deps, auth }) => trustProfile(deps, auth));

  runOnSchedule(app, 'loans', LOAN_SCHEDULER_MS, () => runLoanJobs(app.deps, app.deps.clock()));
}
