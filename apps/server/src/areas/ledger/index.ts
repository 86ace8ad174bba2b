// The ledger area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { ledgerCommands as commands } from './commands';
export {
  clientBalances,
  clientBalancesOf,
  clientBalancesQuery,
  formatAmount,
  lockClientBuckets,
  post,
  postMany,
  verifyLedger,
} from './service';
export {
  findRequest,
  listOwnRequests,
  lockForDecision,
  lockRequest,
  pageRequests,
  queueListCommand,
  queueRejectCommand,
  queuedRequests,
  rejectionReason,
  type RequestFilter,
} from './requestQueue';
export { placeHold, postHold, postHolds, voidHold, voidHolds } from './holds';
export {
  CUSTODY,
  clientSecurities,
  instrumentKey,
  moveSecurities,
  moveSecuritiesMany,
  postTrade,
  postTrades,
  type AnyRowWrite,
  type RowWrite,
  type Trade,
  type TradeTransactions,
  type SecuritiesAccount,
  type SecuritiesLeg,
  type SecuritiesMove,
} from './securities';
export { clientHistory, type CashHistoryRow } from './history';
export type { Handle } from './repo';
