// The loans area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { loansArea as plugin } from './routes';
export { loansCommands as commands } from './commands';
export {
  approveLoan,
  createLoanProduct,
  disburseLoan,
  rejectLoan,
  type LoanProductInput,
} from './admin';
export { runLoanJobs } from './scheduler';
export { overdrawnRecords, settleToOutstanding } from './service';
