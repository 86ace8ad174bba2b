import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A message can be news everywhere but in one browser: the new-sign-in notice is read already
 * in the session whose sign-in it tells of (the client is there, doing it), and unread in their
 * other sessions until read there.
 */
export const migration0018SignInGrouping: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table messages add column read_session_id text`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table messages drop column if exists read_session_id`.execute(db);
  },
};
