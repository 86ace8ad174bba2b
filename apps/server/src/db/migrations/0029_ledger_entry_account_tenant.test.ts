// Migration 0029: a ledger entry's account and tenant are one foreign key, so an entry can book
// only to an account of its own tenant; the ledger's entries are written as before.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState, withTransaction } from '../transaction';
import { fund, openLedgerFixture, type LedgerFixture } from '../../areas/ledger/testSupport';
import { verifyLedger } from '../../areas/ledger';
import { databaseKinds } from '../test-support';

describe.each(databaseKinds())('migration 0029 on %s', (kind) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await openLedgerFixture(kind, 1);
    await fund(f, f.clients, '100');
  });
  afterAll(() => f.t.cleanup());

  /** Appends a transaction with entries on `accountId` booked under `tenantId`. */
  const append = (tenantId: string, accountId: string) =>
    withTransaction(f.t.db, async (trx) => {
      const id = `tx_${tenantId}_${accountId}`.slice(0, 60);
      await sql`insert into ledger_transactions (id, tenant_id, kind, reference)
        values (${id}, ${tenantId}, 'test.entry', '')`.execute(trx);
      // a balanced pair (an entry is never zero): the account's balance is unchanged
      await sql`insert into ledger_entries (transaction_id, tenant_id, account_id, bucket,
          currency, amount)
        values (${id}, ${tenantId}, ${accountId}, 'available', 'USD', 1),
          (${id}, ${tenantId}, ${accountId}, 'available', 'USD', -1)`.execute(trx);
    });

  it('refuses an entry booked to another tenant’s account, or to no account', async () => {
    const { rows } = await sql<{ id: string }>`
      select id from ledger_accounts where tenant_id = ${f.tenantId} and owner_kind = 'client'`.execute(
      f.t.db,
    );
    const account = rows[0]!.id;
    const refused = async (p: Promise<unknown>) => {
      try {
        await p;
        return undefined;
      } catch (error) {
        return sqlState(error);
      }
    };
    expect(await refused(append(f.otherTenantId, account))).toBe('23503');
    expect(await refused(append(f.tenantId, 'no-such-account'))).toBe('23503');
    expect(await refused(append('no-such-tenant', account))).toBe('23503');
    // the same entry under the account's own tenant is taken
    await append(f.tenantId, account);
    expect((await verifyLedger(f.t.db, { tenantId: f.tenantId })).ok).toBe(true);
  });
});
