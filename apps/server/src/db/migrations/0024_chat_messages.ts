import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The support chat (spec 1, 4): one conversation per client with their advisor. The conversation
 * row numbers its messages (`last_seq`, taken under its row lock, so two sends never share a
 * number), holds each side's read mark (the `seq` read up to) and when the automatic greeting
 * last went out (spec 7: at most once per 4 hours per user). A message is never changed; a
 * client's retry finds its message by the client's own id (unique per client).
 */
export const migration0024ChatMessages: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('chat_conversations')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('client_read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('advisor_read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('greeted_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('chat_conversations_pk', ['tenant_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('author', 'text', (c) =>
        c.notNull().check(sql`author in ('client', 'advisor', 'system')`),
      )
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('client_message_id', 'text')
      .addColumn('message_key', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addForeignKeyConstraint(
        'chat_messages_conversation_fk',
        ['tenant_id', 'user_id'],
        'chat_conversations',
        ['tenant_id', 'user_id'],
      )
      .addUniqueConstraint('chat_messages_seq_uq', ['tenant_id', 'user_id', 'seq'])
      .execute();
    await sql`create unique index chat_messages_client_id_uq
      on chat_messages (tenant_id, user_id, client_message_id)
      where client_message_id is not null`.execute(db);
    // the back office's list: conversations whose client wrote after the advisor's read mark
    await db.schema
      .createIndex('chat_conversations_unread_idx')
      .on('chat_conversations')
      .columns(['tenant_id', 'last_seq'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('chat_messages').ifExists().execute();
    await db.schema.dropTable('chat_conversations').ifExists().execute();
  },
};
