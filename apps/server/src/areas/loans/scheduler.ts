// The loans' work on a clock (ARCHITECTURE 'Work on a clock'): every live loan's steps
// (admin.ts runLoanSteps) in a transaction of its own, on the loan's row lock; a step already
// done is recorded on its instalment, so any number of processes may run this at once and each
// effect happens once. A loan whose transaction fails is reported and runs again next time.
import type { ServiceDeps } from '../../platform/serviceDeps';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { liveLoanIds, runLoanSteps, type LoanStepResult } from './admin';

export interface LoanJobsResult {
  loans: number;
  fell_due: number;
  overdue: number;
  failed: { loan: string; error: string }[];
}

/** Runs the steps of every live loan (of `tenantId`, or every tenant) at `at`. */
export async function runLoanJobs(
  deps: ServiceDeps,
  at: Date,
  tenantId: string | null = null,
): Promise<LoanJobsResult> {
  const result: LoanJobsResult = { loans: 0, fell_due: 0, overdue: 0, failed: [] };
  for (const loan of await liveLoanIds(deps, tenantId)) {
    try {
      const r: LoanStepResult = await unitOfWork(
        deps,
        (tx) => runLoanSteps(tx, loan.tenantId, loan.id, at),
        MONEY_TRANSACTION,
      );
      result.loans += 1;
      result.fell_due += r.fell_due;
      result.overdue += r.overdue;
    } catch (error) {
      result.failed.push({ loan: loan.id, error: String(error) });
    }
  }
  return result;
}
