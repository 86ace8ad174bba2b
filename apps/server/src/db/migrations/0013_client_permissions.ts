import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * spec 6 Feature access: the gated actions (deposit, withdraw, fx, trade, subscribe, loan) now
 * need their permission string on the server. Before, `perms` was never enforced, so no advisor
 * relied on it: every existing client keeps what they could do by getting the gated permissions
 * they lack. From here on an advisor removes one with `client:set --perms`.
 */
const GATED = ['deposit', 'withdraw', 'fx', 'trade', 'subscribe', 'loan'];

export const migration0013ClientPermissions: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      update users set perms = (
        select coalesce(jsonb_agg(distinct p), '[]'::jsonb)
        from jsonb_array_elements_text(users.perms || ${JSON.stringify(GATED)}::jsonb) as p
      )
    `.execute(db);
  },
  // nothing to undo: the permissions granted were what these clients could already do
  async down() {},
};
