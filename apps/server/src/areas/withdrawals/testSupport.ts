// Test helpers of the money areas: a KYC-approved client with a PIN, a bank account and cash.
import { randomUUID } from 'node:crypto';
import { withTransaction } from '../../db/transaction';
import { hashSecret } from '../../platform/auth/passwords';
import { call, type TestServer } from '../../testing/harness';
import { signedInClient, type SignedIn } from '../client/testSupport';
import { ledgerSnapshot } from '../ledger/testSupport';
import { post } from '../ledger/service';

export const PIN = '135790';
let pinHash: Promise<string> | undefined;

/** A signed-in client who may withdraw: KYC approved, score 700, a PIN, deposits allowed. */
export async function moneyClient(
  s: TestServer,
  tenant = 'demo',
  facts: { kyc_status?: string; score?: number; client_deposit?: boolean } = {},
): Promise<SignedIn> {
  const who = await signedInClient(s, tenant);
  pinHash ??= hashSecret(PIN);
  await s.db.db
    .updateTable('users')
    .set({
      kyc_status: facts.kyc_status ?? 'approved',
      score: facts.score ?? 700,
      client_deposit: facts.client_deposit ?? true,
      pin_hash: await pinHash,
    })
    .where('id', '=', who.id)
    .execute();
  return who;
}

/** Credits `amount` to the client's available (an approved deposit's postings). */
export async function credit(
  s: TestServer,
  who: SignedIn,
  amount: string,
  currency = 'USD',
): Promise<void> {
  await withTransaction(s.db.db, (trx) =>
    post(trx, {
      tenantId: who.tenant,
      kind: 'deposit.approve',
      postings: [
        { account: { system: 'cash_in_transit' }, currency, amount: `-${amount}` },
        { account: { client: who.id }, bucket: 'available', currency, amount },
      ],
    }),
  );
}

/** Adds a bank account through the API; answers its id. */
export async function addBank(
  s: TestServer,
  who: SignedIn,
  body: Record<string, unknown> = {},
): Promise<string> {
  const res = await call<{ id: string }>(s, 'bankSave', {
    token: who.token,
    tenant: who.tenant,
    body: {
      bank_name: 'First Bank',
      bank_acc: 'DE89 3704 0044 0532 0130 00',
      bank_holder: 'Asha Verma',
      country: 'US',
      ...body,
    },
  });
  if (res.status !== 200) throw new Error(`bankSave ${res.status} ${res.text}`);
  return res.json.data!.id;
}

/** A fresh idempotency key header. */
export const keyed = (key: string = randomUUID()) => ({ 'idempotency-key': key });

/** The client's buckets of a currency, from the API. */
export async function balanceOf(s: TestServer, who: SignedIn, currency = 'USD') {
  const res = await call<{ currency: string; available: string; frozen: string }[]>(
    s,
    'accountList',
    { token: who.token, tenant: who.tenant },
  );
  const account = res.json.data?.find((a) => a.currency === currency);
  return { available: account?.available ?? '0.00', frozen: account?.frozen ?? '0.00' };
}

export { ledgerSnapshot };
