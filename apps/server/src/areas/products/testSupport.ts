// Test helpers of products: a product created through the back office's service on the server's
// clock, subscribing and redeeming over HTTP with a fresh Idempotency-Key, the jobs run on the
// server's clock, an advisor's decision.
import { randomUUID } from 'node:crypto';
import type { ProductOrder } from '@invest/api/contract';
import { call, type CallResult, type TestServer } from '../../testing/harness';
import type { SignedIn } from '../client/testSupport';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { createProduct, type ProductInput } from './admin';
import { runProductJobs, type ProductJobsResult } from './scheduler';
import { decideOrder } from './service';

export const DAY = 86_400_000;

const depsOf = (s: TestServer) => ({ db: s.app.deps.db, clock: s.app.deps.clock });

let codes = 0;

/** A flexible USD fund of risk 3 at a NAV of 10, open to everybody, unless `over` says otherwise. */
export async function product(s: TestServer, over: Partial<ProductInput> = {}) {
  codes += 1;
  const input: ProductInput = {
    code: `P${codes}`,
    name: `Product ${codes}`,
    type: 'fund',
    subtype: 'fund',
    asset_class: 'fund',
    market: 'US',
    currency: 'USD',
    risk_level: 3,
    price: '10',
    annual_return: '6.5',
    key_information: { 'en-US': 'What you should know.', 'pl-PL': 'Co warto wiedzieć.' },
    ...over,
  };
  return unitOfWork(depsOf(s), (tx) => createProduct(tx, 'demo', input));
}

/** A savings product paying `daily` % a day, flexible or locked `lock` days. */
export const savings = (s: TestServer, daily: string, over: Partial<ProductInput> = {}) =>
  product(s, {
    type: 'savings',
    subtype: over.lock_days === undefined ? 'flex' : 'fixed',
    asset_class: 'cash',
    risk_level: 1,
    daily_return: daily,
    ...(over.lock_days === undefined ? {} : { term: 'fixed' }),
    ...over,
    price: undefined,
    annual_return: undefined,
  } as Partial<ProductInput>);

/** Subscribes with a fresh Idempotency-Key (or `key`). */
export function subscribeTo(
  s: TestServer,
  who: SignedIn,
  productId: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
): Promise<CallResult<ProductOrder>> {
  return call<ProductOrder>(s, 'catalogueSubscribe', {
    token: who.token,
    tenant: who.tenant,
    params: { id: productId },
    body,
    headers: { 'Idempotency-Key': key },
  });
}

/** Redeems a holding with a fresh Idempotency-Key (or `key`). */
export function redeemHolding(
  s: TestServer,
  who: SignedIn,
  holdingId: string,
  body: Record<string, unknown> = {},
  key: string = randomUUID(),
): Promise<CallResult<ProductOrder>> {
  return call<ProductOrder>(s, 'productHoldingRedeem', {
    token: who.token,
    tenant: who.tenant,
    params: { id: holdingId },
    body,
    headers: { 'Idempotency-Key': key },
  });
}

/** The products jobs once, on the server's clock. */
export const runJobs = (s: TestServer): Promise<ProductJobsResult> => runProductJobs(depsOf(s));

/** The advisor's decision on an awaiting order. */
export const decide = (
  s: TestServer,
  orderId: string,
  decision: { approve: true } | { approve: false; remark: string },
) => unitOfWork(depsOf(s), (tx) => decideOrder(tx, 'demo', orderId, decision), MONEY_TRANSACTION);
