// spec 3/5 nominees: the client's list, saved whole (the share rules hold for the set).
import type { NomineeInputBody, NomineeView } from '@invest/api/contract';
import { validateNomineesForm } from '@invest/domain';
import { newId } from '../../platform/auth/tokens';
import { AppError, formFieldErrors } from '../../platform/errors';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import * as repo from './repo';

/** A share as the wire shows it: '50', '33.34' (no trailing zeros). */
const shareText = (share: string): string => {
  const [int, frac = ''] = share.split('.');
  const f = frac.replace(/0+$/, '');
  return f === '' ? int! : `${int}.${f}`;
};

/** GET /nominee/app/v1/list. */
export async function listNominees(deps: ServiceDeps, owner: Caller): Promise<NomineeView[]> {
  const rows = await repo.listNominees(deps.db, owner);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    dob: r.dob,
    relation: r.relation,
    share: shareText(r.share),
  }));
}

/**
 * POST /nominee/app/v1: validates the whole list (spec 5: every nominee complete, each share
 * within its bounds, a total of at most 100 %, exactly 100 % with several) and replaces the
 * stored one. An id that is not one of the owner's nominees is a new nominee.
 */
export async function saveNominees(
  deps: ServiceDeps,
  owner: Caller,
  nominees: readonly NomineeInputBody[],
): Promise<NomineeView[]> {
  const today = deps.clock().toISOString().slice(0, 10);
  const form = validateNomineesForm(nominees, { today });
  if (!form.ok) {
    const totalRule = form.issues.some((i) => i.path === 'nominees');
    const error = AppError.validation(formFieldErrors(form.issues));
    if (totalRule) {
      throw new AppError('NOMINEE_SHARES_INVALID', 400, 'Invalid nominee shares.', error.errors);
    }
    throw error;
  }
  const current = new Set((await repo.listNominees(deps.db, owner)).map((n) => n.id));
  await repo.replaceNominees(
    deps.db,
    owner,
    form.value.map((n) => ({
      id: n.id !== undefined && current.has(n.id) ? n.id : newId(),
      name: n.name,
      phone: n.phone,
      dob: n.dob,
      relation: n.relation,
      share: n.share,
    })),
  );
  return listNominees(deps, owner);
}

/**
 * DELETE /nominee/app/v1/:id: removes one (404 for another's); refused when the rest would
 * break the total rule (several left that do not total 100 %).
 */
export async function deleteNominee(
  deps: ServiceDeps,
  owner: Caller,
  id: string,
): Promise<NomineeView[]> {
  const all = await listNominees(deps, owner);
  if (!all.some((n) => n.id === id)) throw AppError.notFound('Nominee not found.');
  return saveNominees(
    deps,
    owner,
    all.filter((n) => n.id !== id),
  );
}
