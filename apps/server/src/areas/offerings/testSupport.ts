// Test helpers of offerings: an offering created through the back office's service on the
// server's clock, subscribing over HTTP with a fresh Idempotency-Key, running the scheduler.
import { randomUUID } from 'node:crypto';
import type { OfferingSubscription } from '@invest/api/contract';
import { call, type CallResult, type TestServer } from '../../testing/harness';
import { accessToken, type SignedIn } from '../client/testSupport';
import { unlock } from '../orders/testSupport';
import { unitOfWork } from '../../platform/unitOfWork';
import { createOffering, type OfferingInput } from './admin';
import { offeringDeps } from './routes';
import { runOfferingJobs, type SchedulerResult } from './scheduler';

export const MINUTE = 60_000;

/**
 * An offering on the server's clock: open since a minute ago, closing in 10 minutes, allotted at
 * 20 and listed at 30 (minutes from now), 10 lots of 100 shares at 12.50 USD unless `over` says
 * otherwise.
 */
export async function openOffering(
  s: TestServer,
  over: Partial<OfferingInput> & {
    at?: { start: number; end: number; pub: number; listed: number | null };
  } = {},
) {
  const now = s.clock.now.getTime();
  const at = over.at ?? { start: -MINUTE, end: 10 * MINUTE, pub: 20 * MINUTE, listed: 30 * MINUTE };
  const iso = (ms: number) => new Date(now + ms).toISOString();
  const { at: _at, ...fields } = over;
  const input: OfferingInput = {
    kind: 'ipo',
    exchange: 'NASDAQ',
    symbol: 'MSFT',
    offer_price: '12.50',
    lot_size: '100',
    total_lots: 10,
    min_lots: 1,
    max_lots: 10,
    timeline: {
      start_time: iso(at.start),
      end_time: iso(at.end),
      pub_time: iso(at.pub),
      listed_time: at.listed === null ? null : iso(at.listed),
    },
    ...fields,
  };
  return unitOfWork(offeringDeps(s.app.deps), (tx) => createOffering(tx, 'demo', input));
}

/** Subscribes with a fresh Idempotency-Key (or `key`). */
export function subscribeTo(
  s: TestServer,
  who: SignedIn,
  offeringId: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
): Promise<CallResult<OfferingSubscription>> {
  return call<OfferingSubscription>(s, 'productSubscribe', {
    token: who.token,
    tenant: who.tenant,
    params: { id: offeringId },
    body,
    headers: { 'Idempotency-Key': key },
  });
}

/** The scheduler once, on the server's clock. */
export const runJobs = (s: TestServer): Promise<SchedulerResult> =>
  runOfferingJobs(offeringDeps(s.app.deps));

/**
 * Moves the server's clock by `ms`; the clients' access tokens and trading unlocks, which live
 * about 15 minutes, are renewed as the web app would.
 */
export async function later(s: TestServer, ms: number, ...clients: SignedIn[]): Promise<void> {
  s.clock.advance(ms);
  for (const who of clients) {
    who.token = await accessToken(s, who.tenant, who);
    await unlock(s, who);
  }
}
