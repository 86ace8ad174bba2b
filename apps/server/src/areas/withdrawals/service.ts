// spec 5/6 withdrawals: submit (the rules, then a hold freezes the amount), cancel (the hold is
// voided), and the back office's approve / mark paid (the hold is posted to cash in transit) or
// reject (voided, with a reason and a message to the client).
import type { WithdrawalRecord, WithdrawRequest } from '@invest/api/contract';
import {
  maskBankAcc,
  Money,
  validateWithdrawal,
  validateWithdrawForm,
  type WithdrawalCode,
} from '@invest/domain';
import { newId } from '../../platform/auth/tokens';
import { AppError, formFieldErrors, ruleFieldErrors } from '../../platform/errors';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { bankAccountRows } from '../bank';
import {
  placeHold,
  postHold,
  voidHold,
  formatAmount,
  listOwnRequests,
  lockClientBuckets,
  lockForDecision,
  rejectionReason,
} from '../ledger';
import { listAccounts } from '../accounts';
import { postMessage } from '../messages';
import * as repo from './repo';
import type { WithdrawalRow } from './repo';

export const toWithdrawalRecord = (r: WithdrawalRow): WithdrawalRecord => ({
  id: r.id,
  currency: r.currency,
  amount: formatAmount(r.amount, r.currency),
  bank_id: r.bank_account_id,
  bank_name: r.bank_name,
  bank_acc: maskBankAcc(r.bank_acc),
  status: r.status as WithdrawalRecord['status'],
  reason: r.reason,
  created_at: r.created_at.toISOString(),
  decided_at: r.decided_at ? r.decided_at.toISOString() : null,
});

/** spec 5/6 rule codes as the failure's stable code (422: the request is fine, the state refuses). */
const RULE_ERRORS: Record<
  WithdrawalCode,
  { code: ConstructorParameters<typeof AppError>[0]; message: string }
> = {
  outstanding_balance: {
    code: 'OUTSTANDING_BALANCE',
    message: 'Withdrawal blocked with outstanding balance.',
  },
  credit_score_too_low: {
    code: 'CREDIT_SCORE_TOO_LOW',
    message: 'Credit score too low to withdraw.',
  },
  no_bank_account: {
    code: 'NO_BANK_ACCOUNT',
    message: 'You need to add a bank account to withdraw.',
  },
  no_bank_account_for_country: {
    code: 'NO_BANK_ACCOUNT_FOR_COUNTRY',
    message: 'No bank account for the country.',
  },
  bank_account_required: { code: 'VALIDATION_FAILED', message: 'Choose a bank account.' },
  bank_account_not_default: {
    code: 'BANK_ACCOUNT_NOT_DEFAULT',
    message: 'Only the default bank account may be used.',
  },
};

/**
 * POST /withdraw/app/v1 (its declared step-up was checked by the platform before): KYC approved (403 KYC_REQUIRED);
 * the form (currency, amount, bank account; 400); the account of the currency; spec 5/6 rules
 * in order (outstanding balance, credit score, a bank account, one for the country, the default
 * one; 422 with their codes); the amount within available (422 INSUFFICIENT_BALANCE, also when
 * a concurrent withdrawal took it first); then the hold and the record, in the caller's unit
 * of work.
 */
export async function submitWithdrawal(
  deps: ServiceDeps,
  owner: Caller,
  body: WithdrawRequest,
): Promise<WithdrawalRecord> {
  // the client row first, in share mode (ledger/service.ts 'Lock order'): KYC and score are
  // decided on as committed, never on a state a back-office change is replacing meanwhile
  const user = await repo.userFacts(deps.db, owner, { lock: true });
  if (!user) throw AppError.unauthorized();
  // spec 6: KYC must be complete to unlock withdrawals
  if (user.kyc_status !== 'approved') {
    throw new AppError('KYC_REQUIRED', 403, 'Complete your identity verification first.');
  }
  // every account the client sees (an account not yet opened has zero)
  const balances = await listAccounts(deps.db, owner);
  const currency = body.currency;
  const account = balances.find((b) => b.currency === currency);
  if (!account) throw AppError.validation([{ path: 'currency', message: 'currency_required' }]);
  // the proof was checked by the platform (the route's declared step-up) before the unit of work
  const form = validateWithdrawForm(body, { available: account.available, needsPin: false });
  if (!form.ok) {
    const amount = form.issues.find((i) => i.path === 'amount');
    const others = form.issues.filter((i) => i.path !== 'amount');
    if (
      others.length === 0 &&
      amount &&
      (amount.code === 'amount_exceeds_available' || amount.code === 'no_available_funds')
    ) {
      throw new AppError(
        'INSUFFICIENT_BALANCE',
        422,
        'Insufficient balance.',
        formFieldErrors([amount]),
      );
    }
    throw AppError.validation(formFieldErrors(form.issues));
  }
  // locked: a deletion or a change of default committed meanwhile is seen, one in progress waits
  const banks = await bankAccountRows(deps, owner, { lock: true });
  // another client's account (or a deleted one) is answered as missing
  if (banks.length > 0 && !banks.some((b) => b.id === body.bank_id)) {
    throw AppError.notFound('Bank account not found.');
  }
  // spec 6: an outstanding balance in any currency blocks withdrawals. The client's balances
  // are locked first, in the ledger's order (ledger/service.ts 'Lock order' step 4, after the
  // bank accounts of step 3), then read: an overdue posting (loans: `loan` to `outstanding`)
  // either committed before and is seen, or waits until this withdrawal commits. `loan` is
  // locked too: before a client's first overdue instalment there is no `outstanding` row to lock,
  // but a client with a loan has a `loan` row, which the overdue posting locks first. `frozen`
  // (the hold's) is taken here in its place in the order rather than later, out of it.
  await lockClientBuckets(deps.db, owner.tenantId, owner.userId, [
    'available',
    'frozen',
    'loan',
    'outstanding',
  ]);
  const owing = await listAccounts(deps.db, owner);
  const outstanding = owing.find((b) => Money.of(b.outstanding, b.currency).isPositive());
  const countries = await repo.countriesOfCurrency(deps.db, owner.tenantId, currency);
  const chosen = banks.find((b) => b.id === body.bank_id);
  const country = countries.includes(chosen?.country ?? '')
    ? chosen!.country
    : (countries[0] ?? '');
  const rule = validateWithdrawal({
    accounts: banks.map((b) => ({ id: b.id, country: b.country, isDefault: b.is_default })),
    country,
    selectedId: body.bank_id,
    creditScore: user.score,
    outstanding: outstanding ? outstanding.outstanding : '0',
  });
  if (!rule.ok) {
    const { code, message } = RULE_ERRORS[rule.code];
    const status = code === 'VALIDATION_FAILED' ? 400 : 422;
    throw new AppError(code, status, message, ruleFieldErrors('bank_id', rule));
  }
  const id = newId();
  const amount = Money.of(form.value.amount, currency).toString();
  const hold = await placeHold(deps.db, {
    tenantId: owner.tenantId,
    userId: owner.userId,
    currency,
    amount,
    kind: 'withdrawal',
    reference: id,
  });
  await repo.insertWithdrawal(deps.db, {
    id,
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    bank_account_id: body.bank_id,
    currency,
    amount,
    hold_id: hold.id,
    created_at: deps.clock(),
  });
  return toWithdrawalRecord((await repo.findWithdrawal(deps.db, owner.tenantId, id))!);
}

const notPending = (message: string) => new AppError('WITHDRAWAL_NOT_PENDING', 409, message);

/** The withdrawal locked for a decision: 404 (or another client's), 409 unless in `from`. */
const lockIn = (
  deps: ServiceDeps,
  tenantId: string,
  id: string,
  from: readonly string[],
  conflict: string,
  userId?: string,
) =>
  lockForDecision(() => repo.lockWithdrawal(deps.db, tenantId, id), {
    ...(userId === undefined ? {} : { userId }),
    from,
    notFound: 'Withdrawal not found.',
    conflict: () => notPending(conflict),
  });

/**
 * POST /withdraw/app/v1/:id/cancel (spec 5: a user can cancel after confirmation): only while
 * pending; the hold is voided. Another client's id: 404. Already decided (a concurrent approve
 * won): 409 WITHDRAWAL_NOT_PENDING.
 */
export async function cancelWithdrawal(
  deps: ServiceDeps,
  owner: Caller,
  id: string,
): Promise<WithdrawalRecord> {
  const row = await lockIn(
    deps,
    owner.tenantId,
    id,
    ['pending'],
    'Unable to cancel withdrawal.',
    owner.userId,
  );
  await voidHold(deps.db, {
    tenantId: owner.tenantId,
    holdId: row.hold_id,
    kind: 'withdrawal.cancel',
    reference: id,
  });
  await repo.setStatus(deps.db, owner.tenantId, id, {
    status: 'cancelled',
    decided_at: deps.clock(),
  });
  return toWithdrawalRecord((await repo.findWithdrawal(deps.db, owner.tenantId, id))!);
}

/** GET /withdraw/app/v1/list. */
export async function listWithdrawals(
  deps: ServiceDeps,
  owner: Caller,
  query: { status?: string | undefined; page?: string | undefined; size?: string | undefined },
) {
  return listOwnRequests(
    owner,
    query,
    (filter, page) => repo.listOwn(deps.db, filter, page),
    toWithdrawalRecord,
  );
}

// ---- back office ---------------------------------------------------------------------------

/** The queue: pending (and approved, not yet paid) withdrawals of a tenant. */
export async function withdrawalQueue(deps: ServiceDeps, tenantId: string, limit = 100) {
  return (await repo.listByStatus(deps.db, tenantId, ['pending', 'approved'], limit)).map((r) => ({
    ...toWithdrawalRecord(r),
    user_id: r.user_id,
  }));
}

/** Approves a pending withdrawal (the money stays frozen until it is paid). 409 when not pending. */
export async function approveWithdrawal(deps: ServiceDeps, tenantId: string, id: string) {
  await lockIn(deps, tenantId, id, ['pending'], 'The withdrawal is not pending.');
  await repo.setStatus(deps.db, tenantId, id, { status: 'approved', decided_at: deps.clock() });
  return toWithdrawalRecord((await repo.findWithdrawal(deps.db, tenantId, id))!);
}

/**
 * Marks a withdrawal paid: the hold is posted (frozen → cash in transit). From pending (approve
 * and pay at once) or approved; 409 otherwise.
 */
export async function markWithdrawalPaid(deps: ServiceDeps, tenantId: string, id: string) {
  const row = await lockIn(
    deps,
    tenantId,
    id,
    ['pending', 'approved'],
    'The withdrawal is not waiting for payment.',
  );
  const amount = formatAmount(row.amount, row.currency);
  await postHold(deps.db, {
    tenantId,
    holdId: row.hold_id,
    amount,
    kind: 'withdrawal.paid',
    reference: id,
    counterpart: [{ account: { system: 'cash_in_transit' }, currency: row.currency, amount }],
  });
  await repo.setStatus(deps.db, tenantId, id, { status: 'paid', decided_at: deps.clock() });
  return toWithdrawalRecord((await repo.findWithdrawal(deps.db, tenantId, id))!);
}

/** Rejects a pending or approved withdrawal with a reason: the hold is voided. 409 otherwise. */
export async function rejectWithdrawal(
  deps: ServiceDeps,
  tenantId: string,
  id: string,
  reason: string,
) {
  const text = rejectionReason(reason);
  const row = await lockIn(
    deps,
    tenantId,
    id,
    ['pending', 'approved'],
    'The withdrawal is not pending.',
  );
  await voidHold(deps.db, {
    tenantId,
    holdId: row.hold_id,
    kind: 'withdrawal.reject',
    reference: id,
  });
  await repo.setStatus(deps.db, tenantId, id, {
    status: 'rejected',
    reason: text,
    decided_at: deps.clock(),
  });
  // the reason reaches the client as a message (the record alone does not tell them why)
  const amount = formatAmount(row.amount, row.currency);
  await postMessage(deps.db, {
    tenantId,
    userId: row.user_id,
    title: 'Withdrawal rejected',
    body: `Your withdrawal of ${amount} ${row.currency} was rejected: ${text}`,
    // the client reads it in their language; the reason is the advisor's own text
    message: {
      key: 'withdrawalRejected',
      params: { amount, currency: row.currency, reason: text },
    },
  });
  return {
    ...toWithdrawalRecord((await repo.findWithdrawal(deps.db, tenantId, id))!),
    user_id: row.user_id,
  };
}
