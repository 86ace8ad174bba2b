// The deposits area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { depositsArea as plugin } from './routes';
export { depositsCommands as commands } from './commands';
export {
  TENANT_BANK_METHOD_ID,
  addDepositMethod,
  approveDeposit,
  rejectDeposit,
  submitDeposit,
} from './service';
