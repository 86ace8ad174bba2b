// Migration 0031: a loan row no longer holds an unpaid-interest column; the loan's detail still
// answers its interest accrued, from the instalments (areas/loans/scheduler.test.ts shows the
// figure day by day).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from '../test-support';

describe.each(databaseKinds())('migration 0031 on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openMigratedTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  const columns = async () =>
    (
      await sql<{ column_name: string }>`select column_name from information_schema.columns
        where table_name = 'loans' and table_schema = current_schema()`.execute(t.db)
    ).rows.map((r) => r.column_name);

  it('leaves loans without interest_accrued and keeps the columns the loans area reads', async () => {
    const names = await columns();
    expect(names).not.toContain('interest_accrued');
    expect(names).toEqual(
      expect.arrayContaining(['repaid_amount', 'outstanding', 'accrued_days', 'status']),
    );
  });
});
