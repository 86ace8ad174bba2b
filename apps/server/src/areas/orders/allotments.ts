// Shares that come from an offering's allotment (areas/offerings), at its listing: they become
// a position like a bought one, on the same ledgers, so the orders area can sell them. Called in
// the caller's transaction.
import { applyBuy, Money, type Posting } from '@invest/domain';
import { CUSTODY, instrumentKey, moveSecurities, post, type Handle } from '../ledger';
import * as repo from './repo';

export interface ListedAllotment {
  tenantId: string;
  userId: string;
  exchange: string;
  symbol: string;
  /** The listing's (and the offering's) currency. */
  currency: string;
  /** Shares allotted (a decimal string). */
  quantity: string;
  /** What the client paid for them (taken from the hold at the allotment). */
  cost: string;
  /** The subscription: the reference of both ledger transactions. */
  reference: string;
}

/**
 * The allotted shares at their listing: custody -> the client's available shares; their cost
 * into the client's `invested` bucket against `subscription_clearing` (where the allotment put
 * the cash); the average-cost position grows as a buy at the offer price with no fees would
 * (domain applyBuy). Answers the cash and securities transactions' ids.
 */
export async function creditListedAllotment(
  h: Handle,
  a: ListedAllotment,
): Promise<{ ledgerTransactionId: string; securitiesTransactionId: string }> {
  const { currency } = a;
  // the position first, then the cash, then the shares: the lock order of a fill (execution.ts)
  const key = {
    tenantId: a.tenantId,
    userId: a.userId,
    exchange: a.exchange,
    symbol: a.symbol,
    currency,
  };
  const position = await repo.lockPosition(h, key);
  const cost = Money.of(a.cost, currency);
  const postings: Posting[] = [
    { account: { client: a.userId }, bucket: 'invested', currency, amount: cost.toString() },
    {
      account: { system: 'subscription_clearing' },
      currency,
      amount: Money.zero(currency).sub(cost).toString(),
    },
  ];
  const posted = await post(h, {
    tenantId: a.tenantId,
    kind: 'subscription.listed',
    reference: a.reference,
    postings,
  });
  const instrument = instrumentKey(a.exchange, a.symbol);
  const securitiesTransactionId = await moveSecurities(h, {
    tenantId: a.tenantId,
    kind: 'subscription.listed',
    reference: a.reference,
    legs: [
      { account: { system: CUSTODY }, instrument, quantity: `-${a.quantity}` },
      { account: { client: a.userId }, instrument, bucket: 'available', quantity: a.quantity },
    ],
  });
  await repo.updatePosition(
    h,
    key,
    applyBuy({ ...position }, { quantity: a.quantity, gross: cost.toString(), fees: '0' }),
  );
  return { ledgerTransactionId: posted.transactionId, securitiesTransactionId };
}
