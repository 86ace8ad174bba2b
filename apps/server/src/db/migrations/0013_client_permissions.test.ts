// Migration 0013: clients registered before feature access was enforced keep what they could do.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/auth/tokens';
import { insertTenant } from '../../testing/fixtures';
import { migrateToLatest } from '../migrate';
import { databaseKinds, openTestDatabase } from '../test-support';
import { migrations } from './index';

describe.each(databaseKinds())('migration 0013 on %s', (kind) => {
  it('grants existing clients the gated permissions they lack and keeps their others', async () => {
    const t = await openTestDatabase(kind);
    try {
      const before = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < '0013'),
      );
      await migrateToLatest(t.db, before);
      const tenantId = `t_${newId()}`;
      await insertTenant(t.db, tenantId);
      const insert = (id: string, perms: string[]) =>
        sql`insert into users (id, tenant_id, username, mobile_country_code, mobile, password_hash,
              full_name, avatar, perms)
            values (${id}, ${tenantId}, ${id}, '1', ${id}, 'x', '', '', ${JSON.stringify(perms)}::jsonb)`.execute(
          t.db,
        );
      await insert('u_none', []);
      await insert('u_some', ['ipo', 'withdraw']);
      const through0013 = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name <= '0013_client_permissions'),
      );
      expect(await migrateToLatest(t.db, through0013)).toEqual(['0013_client_permissions']);
      const perms = async (id: string) =>
        (
          await sql<{ perms: string[] }>`select perms from users where id = ${id}`.execute(t.db)
        ).rows[0]!.perms.sort();
      const gated = ['deposit', 'fx', 'loan', 'subscribe', 'trade', 'withdraw'];
      expect(await perms('u_none')).toEqual(gated);
      expect(await perms('u_some')).toEqual([...gated, 'ipo'].sort());
    } finally {
      await t.cleanup();
    }
  }, 60_000);
});
