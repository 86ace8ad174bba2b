import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A system message (a deposit or withdrawal rejected, a new sign-in, two-step
 * verification reset) is stored as a message key and its parameters, which the web translates;
 * title and body keep the English text (the back office reads it, and older rows have only it).
 */
export const migration0011MessageKeys: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table messages add column message_key text`.execute(db);
    await sql`alter table messages add column message_params jsonb`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table messages drop column if exists message_params`.execute(db);
    await sql`alter table messages drop column if exists message_key`.execute(db);
  },
};
