// spec 1/3/5 deposits: the tenant's methods (bank details and crypto addresses the back office
// sets), the client's submission with a proof image (pending until the back office approves:
// the amount reaches available, or rejects with a reason sent to the client).
import type {
  DepositFields,
  DepositMethod,
  DepositMethods,
  DepositRecord,
} from '@invest/api/contract';
import { randomBytes } from 'node:crypto';
import {
  cryptoNetworkName,
  cryptoNetworkOf,
  Money,
  paymentReferenceOf,
  validateDepositForm,
} from '@invest/domain';
import { newId } from '../../platform/auth/tokens';
import { AppError, formFieldErrors } from '../../platform/errors';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { listOwnRequests, lockForDecision, rejectionReason, formatAmount, post } from '../ledger';
import { postMessage } from '../messages';
import { storeUpload, uploadUrl } from '../uploads';
import * as repo from './repo';
import type { DepositRow } from './repo';

/** The id of the tenant's deposit bank (settings' deposit-bank:set) as a method. */
export const TENANT_BANK_METHOD_ID = 'tenant-bank';

type MethodRow = Awaited<ReturnType<typeof repo.listMethods>>[number];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function toMethod(r: MethodRow): DepositMethod {
  const d = r.details;
  const optional = (key: string) => (text(d[key]) === undefined ? {} : { [key]: d[key]! });
  return {
    id: r.id,
    type: r.type as DepositMethod['type'],
    currency: r.currency,
    label: r.label,
    ...optional('bank_name'),
    ...optional('bank_acc'),
    ...optional('bank_holder'),
    ...optional('swift'),
    ...optional('reference_note'),
    ...optional('asset'),
    ...optional('address'),
    ...(text(d.network) === undefined
      ? {}
      : {
          // the network by its code and the name clients know ('TRON (TRC-20)'), however the
          // back office wrote it
          network: cryptoNetworkOf(d.network) ?? d.network!,
          network_name: cryptoNetworkName(d.network!),
        }),
  };
}

/**
 * The client's payment reference for a bank method: issued once (stable for the client and the
 * method), unique within the tenant so the back office can match a transfer to its client. A
 * reference another client already holds is drawn again.
 */
async function paymentReference(deps: ServiceDeps, owner: Caller, methodId: string) {
  for (;;) {
    const held = await repo.findPaymentReference(deps.db, owner, methodId);
    if (held !== undefined) return held;
    await repo.insertPaymentReference(deps.db, owner, methodId, paymentReferenceOf(randomBytes(8)));
  }
}

/** The methods with the client's payment reference on each bank method. */
async function withReferences(deps: ServiceDeps, owner: Caller, methods: DepositMethod[]) {
  const out: DepositMethod[] = [];
  for (const m of methods) {
    out.push(
      m.type === 'bank'
        ? { ...m, payment_reference: await paymentReference(deps, owner, m.id) }
        : m,
    );
  }
  return out;
}

/** The tenant's live methods: its own, then its deposit bank (settings) when one is set. */
async function methodsOf(deps: ServiceDeps, tenantId: string): Promise<DepositMethod[]> {
  const methods = (await repo.listMethods(deps.db, tenantId)).map(toMethod);
  const tenant = await repo.tenantDepositBank(deps.db, tenantId);
  const bank = tenant?.deposit_bank;
  if (tenant && bank && text(bank.bank_name) && text(bank.bank_acc)) {
    methods.push({
      id: TENANT_BANK_METHOD_ID,
      type: 'bank',
      currency: tenant.currency,
      label: bank.bank_name!,
      bank_name: bank.bank_name!,
      bank_acc: bank.bank_acc!,
      ...(text(bank.bank_holder) ? { bank_holder: bank.bank_holder! } : {}),
      ...(text(bank.swift) ? { swift: bank.swift! } : {}),
      ...(text(bank.reference_note) ? { reference_note: bank.reference_note! } : {}),
    });
  }
  return methods;
}

/** GET /deposit/app/v1/methods: whether the client may deposit (client_deposit) and how. */
export async function depositMethods(deps: ServiceDeps, owner: Caller): Promise<DepositMethods> {
  const user = await repo.userDepositFacts(deps.db, owner);
  const methods = await methodsOf(deps, owner.tenantId);
  return {
    allowed: user?.client_deposit === true,
    methods: await withReferences(deps, owner, methods),
  };
}

export const toDepositRecord = (r: DepositRow): DepositRecord => ({
  id: r.id,
  method_id: r.method_id,
  method_type: r.method_type as DepositRecord['method_type'],
  currency: r.currency,
  amount: formatAmount(r.amount, r.currency),
  reference: r.reference,
  proof_url: r.proof_upload_id === null ? null : uploadUrl(r.proof_upload_id),
  status: r.status as DepositRecord['status'],
  reason: r.reason,
  created_at: r.created_at.toISOString(),
  decided_at: r.decided_at ? r.decided_at.toISOString() : null,
});

/**
 * POST /deposit/app/v1: the client may deposit (client_deposit; 403 DEPOSIT_NOT_ALLOWED); the
 * tenant has a method (422 NO_DEPOSIT_METHOD: 'No suitable deposit account available') and the
 * one named (404); the form (amount in the method's currency, reference, proof; 400); the proof
 * is an image (the uploads area's checks, stored under deposit_proof). A pending record.
 */
export async function submitDeposit(
  deps: ServiceDeps,
  owner: Caller,
  fields: DepositFields,
  proof: Uint8Array | undefined,
): Promise<DepositRecord> {
  // the client row in share mode, first (ledger/service.ts 'Lock order'): a back-office switch of
  // client_deposit in progress is waited for, one started later waits for this submission
  const user = await repo.userDepositFacts(deps.db, owner, { lock: true });
  if (user?.client_deposit !== true) {
    throw new AppError('DEPOSIT_NOT_ALLOWED', 403, 'Deposits are not enabled for this account.');
  }
  const methods = await methodsOf(deps, owner.tenantId);
  if (methods.length === 0) {
    throw new AppError('NO_DEPOSIT_METHOD', 422, 'No suitable deposit account available.');
  }
  const method = methods.find((m) => m.id === fields.method_id);
  if (!method) throw AppError.notFound('Deposit method not found.');
  const crypto = method.type === 'crypto';
  const form = validateDepositForm(fields, {
    method: method.type,
    network: method.network ?? '',
    hasProof: proof !== undefined && proof.length > 0,
  });
  if (!form.ok) throw AppError.validation(formFieldErrors(form.issues));
  if (form.value.currency !== method.currency) {
    throw AppError.validation([{ path: 'currency', message: 'currency_required' }]);
  }
  // a bank transfer is matched by the client's payment reference and proven by its image; a
  // crypto transfer by its transaction hash
  const reference = crypto ? form.value.tx_hash! : await paymentReference(deps, owner, method.id);
  const upload = crypto
    ? null
    : await storeUpload(deps, owner, { purpose: 'deposit_proof', bytes: proof! });
  const id = newId();
  await repo.insertDeposit(deps.db, {
    id,
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    method_id: method.id,
    method_type: method.type,
    currency: method.currency,
    amount: Money.of(form.value.amount, method.currency).toString(),
    reference,
    proof_upload_id: upload?.id ?? null,
    created_at: deps.clock(),
  });
  return toDepositRecord((await repo.findDeposit(deps.db, owner.tenantId, id))!);
}

/** GET /deposit/app/v1/list. */
export async function listDeposits(
  deps: ServiceDeps,
  owner: Caller,
  query: { status?: string | undefined; page?: string | undefined; size?: string | undefined },
) {
  return listOwnRequests(
    owner,
    query,
    (filter, page) => repo.listOwn(deps.db, filter, page),
    toDepositRecord,
  );
}

// ---- back office ---------------------------------------------------------------------------

export async function depositQueue(deps: ServiceDeps, tenantId: string, limit = 100) {
  return (await repo.listPending(deps.db, tenantId, limit)).map((r) => ({
    ...toDepositRecord(r),
    user_id: r.user_id,
  }));
}

const notPending = () => new AppError('DEPOSIT_NOT_PENDING', 409, 'The deposit is not pending.');

const lockPending = (deps: ServiceDeps, tenantId: string, id: string) =>
  lockForDecision(() => repo.lockDeposit(deps.db, tenantId, id), {
    from: ['pending'],
    notFound: 'Deposit not found.',
    conflict: notPending,
  });

/** Approves a pending deposit: cash in transit → the client's available, one ledger transaction. */
export async function approveDeposit(deps: ServiceDeps, tenantId: string, id: string) {
  const row = await lockPending(deps, tenantId, id);
  const amount = formatAmount(row.amount, row.currency);
  const posted = await post(deps.db, {
    tenantId,
    kind: 'deposit.approve',
    reference: id,
    postings: [
      { account: { system: 'cash_in_transit' }, currency: row.currency, amount: `-${amount}` },
      { account: { client: row.user_id }, bucket: 'available', currency: row.currency, amount },
    ],
  });
  await repo.decide(deps.db, tenantId, id, {
    status: 'approved',
    transaction_id: posted.transactionId,
    decided_at: deps.clock(),
  });
  return toDepositRecord((await repo.findDeposit(deps.db, tenantId, id))!);
}

/** Rejects a pending deposit with a reason, sent to the client as a message. */
export async function rejectDeposit(
  deps: ServiceDeps,
  tenantId: string,
  id: string,
  reason: string,
) {
  const text = rejectionReason(reason);
  const row = await lockPending(deps, tenantId, id);
  await repo.decide(deps.db, tenantId, id, {
    status: 'rejected',
    reason: text,
    decided_at: deps.clock(),
  });
  const amount = formatAmount(row.amount, row.currency);
  await postMessage(deps.db, {
    tenantId,
    userId: row.user_id,
    title: 'Deposit rejected',
    body: `Your deposit of ${amount} ${row.currency} was rejected: ${text}`,
    // the client reads it in their language; the reason is the advisor's own text
    message: {
      key: 'depositRejected',
      params: { amount, currency: row.currency, reason: text },
    },
  });
  return toDepositRecord((await repo.findDeposit(deps.db, tenantId, id))!);
}

/** Back office: adds a deposit method (bank details or a crypto network and address). */
export async function addDepositMethod(
  deps: ServiceDeps,
  tenantId: string,
  input: {
    type: 'bank' | 'crypto';
    currency: string;
    label: string;
    details: Record<string, string>;
  },
): Promise<DepositMethod> {
  if (!/^[A-Z]{3}$/.test(input.currency)) throw AppError.field('currency', 'invalid_currency');
  const label = input.label.trim();
  if (label === '' || label.length > 100)
    throw AppError.field('label', 'A label of 1 to 100 characters.');
  const required = input.type === 'bank' ? ['bank_name', 'bank_acc'] : ['network', 'address'];
  for (const key of required) {
    const value = input.details[key]?.trim() ?? '';
    if (value === '' || value.length > 200)
      throw AppError.field(key, `${key} is required (at most 200 characters).`);
  }
  const id = newId();
  await repo.insertMethod(deps.db, {
    id,
    tenant_id: tenantId,
    type: input.type,
    currency: input.currency,
    label,
    details: JSON.stringify(input.details),
  });
  return toMethod((await repo.findMethod(deps.db, tenantId, id))!);
}

export async function setDepositMethodEnabled(
  deps: ServiceDeps,
  tenantId: string,
  id: string,
  enabled: boolean,
) {
  if (!(await repo.setMethodEnabled(deps.db, tenantId, id, enabled)))
    throw AppError.notFound('Unknown method.');
}

export async function listDepositMethods(deps: ServiceDeps, tenantId: string) {
  return (await repo.listMethods(deps.db, tenantId, { all: true })).map((r) => ({
    ...toMethod(r),
    enabled: r.enabled,
  }));
}
