import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The security centre:
 * - `users.totp_last_step`: the last TOTP time step accepted, so a code is never accepted twice
 *   (nor an older one after it);
 * - `backup_codes`: the ten one-time codes of two-step verification, stored as SHA-256 hashes;
 * - `passkeys`: WebAuthn credentials (a second factor), with their signature counter;
 * - `webauthn_challenges`: the challenge of a ceremony under way, usable once, short-lived;
 * - `sign_in_events`: sign-ins and failed attempts (the history of the last 50);
 * - `sessions.device_id`, `user_agent`, `ip`, and `device_tokens.last_ip`: which device and
 *   where from, for the device and session lists.
 */
export const migration0007Security: Migration = {
  async up(db: Kysely<any>) {
    const now = sql`now()`;
    await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
    await db.schema
      .alterTable('sessions')
      .addColumn('device_id', 'text')
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('device_tokens')
      .addColumn('last_ip', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('backup_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('backup_codes_user_idx')
      .on('backup_codes')
      .columns(['tenant_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('credential_id', 'text', (c) => c.notNull().unique())
      .addColumn('public_key', 'bytea', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('device_type', 'text', (c) => c.notNull().defaultTo('singleDevice'))
      .addColumn('backed_up', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('last_used_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('passkeys_user_idx')
      .on('passkeys')
      .columns(['tenant_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('webauthn_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      // 'register' | 'login' | 'step_up'
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('challenge', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('webauthn_challenges_user_idx')
      .on('webauthn_challenges')
      .columns(['tenant_id', 'user_id', 'purpose'])
      .execute();

    await db.schema
      .createTable('sign_in_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      // 'success' | 'failure'
      .addColumn('outcome', 'text', (c) => c.notNull())
      // 'password' | 'totp' | 'backup_code' | 'passkey'
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text')
      .addColumn('new_device', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('sign_in_events_user_idx')
      .on('sign_in_events')
      .columns(['tenant_id', 'user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['sign_in_events', 'webauthn_challenges', 'passkeys', 'backup_codes']) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('device_tokens').dropColumn('last_ip').execute();
    await db.schema
      .alterTable('sessions')
      .dropColumn('ip')
      .dropColumn('user_agent')
      .dropColumn('device_id')
      .execute();
    await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
  },
};
