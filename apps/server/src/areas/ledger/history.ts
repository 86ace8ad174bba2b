// A client's history on both ledgers, for the portfolio's value at past instants
// (orders/performance.ts): the cash entries of the buckets that count in the portfolio's value,
// with their transaction's kind (which tells a flow from a trade), and the securities entries.
import type { Handle } from './repo';
import * as repo from './repo';

export type { CashHistoryRow } from './repo';

/** The cash entries of a client's `buckets` and every securities entry, oldest first. */
export async function clientHistory(
  h: Handle,
  owner: { tenantId: string; userId: string },
  buckets: readonly string[],
) {
  const cash = await repo.clientCashHistory(h, owner.tenantId, owner.userId, buckets);
  const securities = await repo.clientSecuritiesHistory(h, owner.tenantId, owner.userId);
  return { cash, securities };
}
