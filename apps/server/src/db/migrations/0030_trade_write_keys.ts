import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Two more of a fill's rows checked with their tenant by one foreign key each, as migration 0029
 * did for a ledger entry's account (docs/decisions/0022):
 * - a securities entry: (transaction_id, tenant_id) -> securities_transactions (id, tenant_id),
 *   in place of transaction_id -> securities_transactions and tenant_id -> tenants;
 * - a position: (user_id, tenant_id) -> users (id, tenant_id), in place of user_id -> users and
 *   tenant_id -> tenants.
 * Each says more (an entry's tenant is its transaction's, a position's its client's) and the
 * tenant still exists through the parent's own key. A tick's fills write thousands of these rows,
 * each checked on insert and a position again on its update in the same transaction: one lookup
 * a write instead of two.
 *
 * The new keys are added NOT VALID and then validated (a read of the rows, not a rewrite), in the
 * migrations' one transaction, as 0029's.
 */
export const migration0030TradeWriteKeys: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table securities_transactions
      add constraint securities_transactions_id_tenant_key unique (id, tenant_id)`.execute(db);
    await sql`alter table securities_entries
      add constraint securities_entries_transaction_tenant_fkey
      foreign key (transaction_id, tenant_id)
      references securities_transactions (id, tenant_id) not valid`.execute(db);
    await sql`alter table securities_entries
      validate constraint securities_entries_transaction_tenant_fkey`.execute(db);
    await sql`alter table securities_entries
      drop constraint securities_entries_transaction_id_fkey`.execute(db);
    await sql`alter table securities_entries
      drop constraint securities_entries_tenant_id_fkey`.execute(db);

    await sql`alter table users add constraint users_id_tenant_key unique (id, tenant_id)`.execute(
      db,
    );
    await sql`alter table trade_positions
      add constraint trade_positions_user_tenant_fkey foreign key (user_id, tenant_id)
      references users (id, tenant_id) not valid`.execute(db);
    await sql`alter table trade_positions
      validate constraint trade_positions_user_tenant_fkey`.execute(db);
    await sql`alter table trade_positions drop constraint trade_positions_user_id_fkey`.execute(db);
    await sql`alter table trade_positions drop constraint trade_positions_tenant_id_fkey`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    await sql`alter table trade_positions
      add constraint trade_positions_tenant_id_fkey foreign key (tenant_id) references tenants (id)`.execute(
      db,
    );
    await sql`alter table trade_positions
      add constraint trade_positions_user_id_fkey foreign key (user_id) references users (id)`.execute(
      db,
    );
    await sql`alter table trade_positions drop constraint trade_positions_user_tenant_fkey`.execute(
      db,
    );
    await sql`alter table users drop constraint users_id_tenant_key`.execute(db);

    await sql`alter table securities_entries
      add constraint securities_entries_tenant_id_fkey foreign key (tenant_id) references tenants (id)`.execute(
      db,
    );
    await sql`alter table securities_entries
      add constraint securities_entries_transaction_id_fkey foreign key (transaction_id)
      references securities_transactions (id)`.execute(db);
    await sql`alter table securities_entries
      drop constraint securities_entries_transaction_tenant_fkey`.execute(db);
    await sql`alter table securities_transactions
      drop constraint securities_transactions_id_tenant_key`.execute(db);
  },
};
