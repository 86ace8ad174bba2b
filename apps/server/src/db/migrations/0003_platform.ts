import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

const now = sql`now()`;

/**
 * The platform of sessions and refresh tokens, invitation / reset / verification codes,
 * rate-limit events, uploads, KYC submissions, messages, the SMS outbox, and the tenant and user
 * columns the platform calls need. Every row carries its tenant.
 */
export const migration0003Platform: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('tenants')
      .addColumn('default_locale', 'text', (c) => c.notNull().defaultTo('en-US'))
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
      .addColumn('cs_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('deposit_bank', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await db.schema
      .alterTable('tenant_countries')
      .addColumn('emoji', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await db.schema
      .alterTable('users')
      .addColumn('kyc_status', 'text', (c) => c.notNull().defaultTo('unverified'))
      .addColumn('totp_pending_secret', 'text')
      .addColumn('advisor', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    // the features column of 0002 mapped names to booleans; spec 3 maps them to requirements
    await sql`alter table users alter column features set default '{}'::jsonb`.execute(db);

    // one login = one session (a refresh-token family); its refresh tokens rotate on every use
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('revoked_reason', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_session_idx')
      .on('refresh_tokens')
      .column('session_id')
      .execute();

    // codes are stored as SHA-256 hashes; the plain code is shown once to whoever issued it
    await db.schema
      .createTable('invitation_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('advisor', 'text', (c) => c.notNull())
      .addColumn('max_uses', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('invitation_codes_tenant_hash_uq', ['tenant_id', 'code_hash'])
      .execute();

    await db.schema
      .createTable('one_time_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      // 'reset_pwd' (advisor-issued), 'register' | 'change_mobile' (sent by SMS)
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('country_code', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('one_time_codes_lookup_idx')
      .on('one_time_codes')
      .columns(['tenant_id', 'purpose', 'country_code', 'mobile'])
      .execute();

    // rate-limit events (failed logins per account and per address, codes sent, PIN failures)
    await db.schema
      .createTable('rate_events')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('rate_events_lookup_idx')
      .on('rate_events')
      .columns(['scope', 'key', 'created_at'])
      .execute();

    // uploaded images: stored in the database under a generated id, never under the client's name
    await db.schema
      .createTable('uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('data', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('uploads_user_idx').on('uploads').column('user_id').execute();

    await db.schema
      .createTable('kyc_submissions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('country_code', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('dob', 'text', (c) => c.notNull())
      .addColumn('id_no', 'text', (c) => c.notNull())
      .addColumn('id_kind', 'text', (c) => c.notNull())
      .addColumn('id_front', 'text', (c) => c.notNull().references('uploads.id'))
      .addColumn('id_back', 'text', (c) => c.notNull().references('uploads.id'))
      .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('decided_at', 'timestamptz')
      .addColumn('decided_by', 'text')
      .addColumn('reject_reason', 'text')
      .execute();
    await db.schema
      .createIndex('kyc_submissions_user_idx')
      .on('kyc_submissions')
      .columns(['user_id', 'submitted_at'])
      .execute();

    await db.schema
      .createTable('messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('read_at', 'timestamptz')
      .addColumn('deleted_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('messages_user_idx')
      .on('messages')
      .columns(['user_id', 'created_at'])
      .execute();

    // what an SMS gateway would send (no gateway runs here): read by the back office
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of [
      'outbox',
      'messages',
      'kyc_submissions',
      'uploads',
      'rate_events',
      'one_time_codes',
      'invitation_codes',
      'refresh_tokens',
      'sessions',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
