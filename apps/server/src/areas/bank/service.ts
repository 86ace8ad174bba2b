// spec 3/5 bank accounts: add, edit, delete; one default per country (the first of a country is
// its default); bank_acc masked in every answer.
import type { BankAccountView, BankSaveRequest } from '@invest/api/contract';
import { maskBankAcc, validateBankAccountForm } from '@invest/domain';
import { AppError, formFieldErrors } from '../../platform/errors';
import { newId } from '../../platform/auth/tokens';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import type { StepUp } from '../../platform/stepUp';
import * as repo from './repo';

type Row = Awaited<ReturnType<typeof repo.listBankAccounts>>[number];

export const toBankView = (r: Row): BankAccountView => ({
  id: r.id,
  bank_name: r.bank_name,
  bank_acc: maskBankAcc(r.bank_acc),
  bank_holder: r.bank_holder,
  country: r.country,
  is_default: r.is_default,
  created_at: r.created_at.toISOString(),
});

/** GET /bank/app/v1/list. */
export async function listBankAccounts(
  deps: ServiceDeps,
  owner: Caller,
): Promise<BankAccountView[]> {
  return (await repo.listBankAccounts(deps.db, owner)).map(toBankView);
}

/**
 * The owner's live accounts as rows (withdrawals read them). `lock`: FOR UPDATE, so that in a
 * READ COMMITTED money flow a concurrent deletion or change of default is either seen (committed)
 * or waits for the flow (whose withdrawal it then sees).
 */
export const bankAccountRows = (
  deps: ServiceDeps,
  owner: Caller,
  options: { lock?: boolean } = {},
) => repo.listBankAccounts(deps.db, owner, options);

/** One of the owner's accounts, deleted ones included (withdrawal records show them). */
export const bankAccountRow = (deps: ServiceDeps, owner: Caller, id: string) =>
  repo.findBankAccount(deps.db, owner, id, { deleted: true });

/**
 * POST /bank/app/v1: creates (no id) or updates the owner's account (another's id: 404). The
 * country must be one of the tenant's. Making it the default takes the flag from the country's
 * previous default; the first account of a country is its default. `stepUp`: the route's
 * declared step-up, run when where money may go changes.
 */
export async function saveBankAccount(
  deps: ServiceDeps,
  owner: Caller,
  body: BankSaveRequest,
  stepUp: StepUp<'money_destination'>,
): Promise<BankAccountView> {
  const editing = body.id !== undefined;
  const form = validateBankAccountForm(body, { editing });
  if (!form.ok) throw AppError.validation(formFieldErrors(form.issues));
  const value = form.value;
  const countries = await repo.tenantCountries(deps.db, owner.tenantId);
  if (!countries.some((c) => c.code === value.country && c.enabled)) {
    throw AppError.validation([{ path: 'country', message: 'bank_country_required' }]);
  }
  // where money may go (a new account, or another number) needs the step-up
  // (the password where no PIN or second factor is set), in this unit of work (a wrong proof
  // changes nothing but the failure count)
  if (!editing || value.bank_acc !== undefined) {
    await stepUp(deps);
  }
  const existing = await repo.listBankAccounts(deps.db, owner);
  const now = deps.clock();
  let id: string;
  if (editing) {
    const found = await repo.findBankAccount(deps.db, owner, body.id!);
    if (!found) throw AppError.notFound('Bank account not found.');
    id = found.id;
    const othersInCountry = existing.filter((a) => a.country === value.country && a.id !== id);
    const makeDefault =
      value.is_default === true ||
      othersInCountry.length === 0 ||
      (found.is_default && found.country === value.country);
    if (makeDefault) await repo.clearDefault(deps.db, owner, value.country);
    await repo.updateBankAccount(deps.db, owner, id, {
      bank_name: value.bank_name,
      ...(value.bank_acc === undefined ? {} : { bank_acc: value.bank_acc }),
      bank_holder: value.bank_holder,
      country: value.country,
      is_default: makeDefault,
    });
    // the country it left keeps a default when it has accounts
    if (found.is_default && found.country !== value.country)
      await promoteDefault(deps, owner, found.country, id);
  } else {
    const first = !existing.some((a) => a.country === value.country);
    const makeDefault = value.is_default === true || first;
    if (makeDefault) await repo.clearDefault(deps.db, owner, value.country);
    id = newId();
    await repo.insertBankAccount(deps.db, {
      id,
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      bank_name: value.bank_name,
      bank_acc: value.bank_acc!,
      bank_holder: value.bank_holder,
      country: value.country,
      is_default: makeDefault,
      created_at: now,
    });
  }
  const saved = await repo.findBankAccount(deps.db, owner, id);
  return toBankView(saved!);
}

async function promoteDefault(deps: ServiceDeps, owner: Caller, country: string, except: string) {
  const next = (await repo.listBankAccounts(deps.db, owner)).find(
    (a) => a.country === country && a.id !== except,
  );
  if (next) await repo.updateBankAccount(deps.db, owner, next.id, { is_default: true });
}

/**
 * DELETE /bank/app/v1/:id: hides the owner's account (kept for its withdrawal records); another
 * of its country becomes the default. 409 CONFLICT while a withdrawal to it is open.
 */
export async function deleteBankAccount(
  deps: ServiceDeps,
  owner: Caller,
  id: string,
): Promise<{ id: string }> {
  // the owner's accounts locked first (as a withdrawal request locks them): a request in progress
  // is waited for, and in the route's READ COMMITTED transaction its withdrawal is then seen
  await repo.listBankAccounts(deps.db, owner, { lock: true });
  const found = await repo.findBankAccount(deps.db, owner, id);
  if (!found) throw AppError.notFound('Bank account not found.');
  if (await repo.hasOpenWithdrawal(deps.db, owner, id)) {
    throw AppError.conflict('A withdrawal to this account is still open.');
  }
  await repo.updateBankAccount(deps.db, owner, id, { deleted_at: deps.clock(), is_default: false });
  if (found.is_default) await promoteDefault(deps, owner, found.country, id);
  return { id };
}
