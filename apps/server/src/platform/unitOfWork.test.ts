// Transactions compose. Two services of two areas write inside one unit of work
// opened by the caller; a failure in the second rolls back the first. PGlite, and PostgreSQL when
// DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvitationCodes } from '../areas/auth';
import { createTenant, setDepositBank } from '../areas/settings';
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from '../db/test-support';
import { AppError } from './errors';
import type { ServiceDeps } from './serviceDeps';
import { keepWrites, unitOfWork } from './unitOfWork';

describe.each(databaseKinds())('unit of work on %s', (kind) => {
  let t: TestDatabase;
  let deps: ServiceDeps;
  beforeAll(async () => {
    t = await openMigratedTestDatabase(kind);
    deps = { db: t.db, clock: () => new Date() };
  });
  afterAll(() => t.cleanup());

  const tenantExists = async (id: string) =>
    (await t.db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;
  const codesOf = async (tenantId: string) =>
    (
      await t.db
        .selectFrom('invitation_codes')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .execute()
    ).length;

  it('two services (settings, auth) commit together', async () => {
    await unitOfWork(deps, async (tx) => {
      await createTenant(tx.db, { id: 'acme', name: 'Acme' });
      await issueInvitationCodes(tx, { tenantId: 'acme', advisor: 'desk', count: 2 });
    });
    expect(await tenantExists('acme')).toBe(true);
    expect(await codesOf('acme')).toBe(2);
  });

  it('a failure in the second service rolls back what the first wrote', async () => {
    const error = await unitOfWork(deps, async (tx) => {
      await createTenant(tx.db, { id: 'beta', name: 'Beta' });
      expect(
        await tx.db.selectFrom('tenants').select('id').where('id', '=', 'beta').execute(),
      ).toHaveLength(1);
      // refused (400): the bank details are invalid
      await setDepositBank(tx.db, 'beta', { bank_name: '', bank_acc: '1', bank_holder: 'x' });
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect(await tenantExists('beta')).toBe(false);
  });

  it('a nested unit of work joins the outer one: the outer failure rolls back both', async () => {
    const error = await unitOfWork(deps, async (tx) => {
      await unitOfWork(tx, async (inner) => {
        await createTenant(inner.db, { id: 'gamma', name: 'Gamma' });
      });
      throw AppError.conflict();
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(await tenantExists('gamma')).toBe(false);
  });

  it('keepWrites: a service records something and still fails; the record commits', async () => {
    const error = await unitOfWork(deps, async (tx) => {
      await createTenant(tx.db, { id: 'delta', name: 'Delta' });
      throw keepWrites(AppError.rateLimited(60));
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    expect(await tenantExists('delta')).toBe(true);
  });
});
