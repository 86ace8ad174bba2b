// Test helpers of the money areas: a KYC-approved client with a PIN, a bank account and cash.
import { randomUUID } from 'node:crypto';
import { gatedFeatures } from '@invest/domain';
import { withTransaction } from '../../db/transaction';
import { hashSecret } from '../../platform/auth/passwords';
import { call, type TestServer } from '../../testing/harness';
import { signedInClient, type SignedIn } from '../client/testSupport';
import { totpAt } from '../auth/testUtils';
import { ledgerSnapshot } from '../ledger/testSupport';
import { post } from '../ledger';

export const PIN = '135790';
let pinHash: Promise<string> | undefined;

/**
 * A signed-in client who may withdraw: KYC approved, score 700, a PIN, deposits allowed, and
 * every gated feature's permission (spec 6) unless `perms` says otherwise.
 */
export async function moneyClient(
  s: TestServer,
  tenant = 'demo',
  facts: {
    kyc_status?: string;
    score?: number;
    client_deposit?: boolean;
    perms?: readonly string[];
  } = {},
): Promise<SignedIn> {
  const who = await signedInClient(s, tenant);
  pinHash ??= hashSecret(PIN);
  await s.db.db
    .updateTable('users')
    .set({
      kyc_status: facts.kyc_status ?? 'approved',
      score: facts.score ?? 700,
      client_deposit: facts.client_deposit ?? true,
      perms: JSON.stringify(facts.perms ?? gatedFeatures),
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

/** Adds a bank account through the API (confirmed with the client's PIN); answers its id. */
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
      step_up: { pin: PIN },
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

/** The test clock's step of an authenticator code. */
export const TOTP_STEP = 30_000;

/**
 * Turns two-step verification on for the client through the API, with the step-up of
 * a factor change (the client's PIN); answers the authenticator secret and the client with the
 * new access token. The clock moves one step on, so the next code is fresh.
 */
export async function withMfa(
  s: TestServer,
  who: SignedIn,
): Promise<{ who: SignedIn; secret: string; codes: string[] }> {
  const enrol = await call<{ secret: string }>(s, 'totpEnrol', {
    token: who.token,
    body: { step_up: { pin: PIN } },
  });
  if (enrol.status !== 200) throw new Error(`totpEnrol ${enrol.status} ${enrol.text}`);
  const { secret } = enrol.json.data!;
  const confirm = await call<{ backup_codes: string[]; tokens: { access_token: string } }>(
    s,
    'totpConfirm',
    { token: who.token, body: { code: totpAt(secret, s.clock.now.getTime()) } },
  );
  if (confirm.status !== 200) throw new Error(`totpConfirm ${confirm.status} ${confirm.text}`);
  s.clock.advance(TOTP_STEP);
  const { backup_codes: codes, tokens } = confirm.json.data!;
  return { who: { ...who, token: tokens.access_token }, secret, codes };
}

/** A valid authenticator code now. */
export const codeNow = (s: TestServer, secret: string) => totpAt(secret, s.clock.now.getTime());
