// The withdrawals area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { withdrawalsArea as plugin } from './routes';
export { withdrawalsCommands as commands } from './commands';
export { markWithdrawalPaid, submitWithdrawal } from './service';
