import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A ledger entry's account and tenant checked together: one foreign key (account_id, tenant_id)
 * -> ledger_accounts (id, tenant_id) in place of the two it had (account_id -> ledger_accounts,
 * tenant_id -> tenants). It says more (an entry's tenant is its account's, so no entry books to
 * another tenant's account) and the tenant still exists through the account's own foreign key.
 * Every entry is checked on insert by a lookup per foreign key: a tick's fills write thousands of
 * entries, and the three lookups an entry were most of the statement that writes them; two
 * remain (the transaction, the account with its tenant).
 *
 * The new key is added NOT VALID and then validated, as PostgreSQL advises for a key over rows
 * that exist. The migrations run in one transaction, so the ADD's lock is held through the
 * validation's read of every entry: processes still running the previous version wait with their
 * inserts until the migration commits (a read of the ledger's entries, not a rewrite).
 */
export const migration0029LedgerEntryAccountTenant: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table ledger_accounts
      add constraint ledger_accounts_id_tenant_key unique (id, tenant_id)`.execute(db);
    await sql`alter table ledger_entries
      add constraint ledger_entries_account_tenant_fkey foreign key (account_id, tenant_id)
      references ledger_accounts (id, tenant_id) not valid`.execute(db);
    await sql`alter table ledger_entries
      validate constraint ledger_entries_account_tenant_fkey`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_account_id_fkey`.execute(
      db,
    );
    await sql`alter table ledger_entries drop constraint ledger_entries_tenant_id_fkey`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table ledger_entries
      add constraint ledger_entries_tenant_id_fkey foreign key (tenant_id) references tenants (id)`.execute(
      db,
    );
    await sql`alter table ledger_entries
      add constraint ledger_entries_account_id_fkey foreign key (account_id)
      references ledger_accounts (id)`.execute(db);
    await sql`alter table ledger_entries
      drop constraint ledger_entries_account_tenant_fkey`.execute(db);
    await sql`alter table ledger_accounts drop constraint ledger_accounts_id_tenant_key`.execute(
      db,
    );
  },
};
