// Migration 0030: a securities entry is checked with its transaction's tenant, a position with
// its client's, each by one foreign key; an entry or a position under another tenant is refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState, withTransaction } from '../transaction';
import { openLedgerFixture, type LedgerFixture } from '../../areas/ledger/testSupport';
import { databaseKinds } from '../test-support';

describe.each(databaseKinds())('migration 0030 on %s', (kind) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await openLedgerFixture(kind, 1);
  });
  afterAll(() => f.t.cleanup());

  const refused = async (p: Promise<unknown>) => {
    try {
      await p;
      return undefined;
    } catch (error) {
      return sqlState(error);
    }
  };

  /** A securities transaction of `txTenant` with a balanced pair of entries booked under `entryTenant`. */
  const shares = (txTenant: string, entryTenant: string, id: string) =>
    withTransaction(f.t.db, async (trx) => {
      await sql`insert into securities_transactions (id, tenant_id, kind, reference)
        values (${id}, ${txTenant}, 'test.move', '')`.execute(trx);
      await sql`insert into securities_entries (transaction_id, tenant_id, owner_kind, owner,
          instrument, bucket, quantity)
        values (${id}, ${entryTenant}, 'system', 'custody', 'XNAS:AAPL', 'main', 1),
          (${id}, ${entryTenant}, 'system', 'custody', 'XNAS:AAPL', 'main', -1)`.execute(trx);
    });

  const position = (tenantId: string, userId: string) =>
    sql`insert into trade_positions (tenant_id, user_id, exchange, symbol, currency)
      values (${tenantId}, ${userId}, 'XNAS', 'AAPL', 'USD')`.execute(f.t.db);

  it('refuses a securities entry under another tenant than its transaction’s', async () => {
    expect(await refused(shares(f.tenantId, f.otherTenantId, 'st_cross'))).toBe('23503');
    expect(await refused(shares(f.tenantId, 'no-such-tenant', 'st_none'))).toBe('23503');
    await shares(f.tenantId, f.tenantId, 'st_own');
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from securities_entries where transaction_id = 'st_own'`.execute(
      f.t.db,
    );
    expect(rows[0]!.n).toBe('2');
  });

  it('refuses a position of another tenant’s client, or of no client', async () => {
    expect(await refused(position(f.tenantId, f.stranger))).toBe('23503');
    expect(await refused(position(f.tenantId, 'no-such-user'))).toBe('23503');
    expect(await refused(position('no-such-tenant', f.clients[0]!))).toBe('23503');
    await position(f.tenantId, f.clients[0]!);
  });
});
