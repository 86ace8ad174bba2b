import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The AI day-trading product's running subscriptions (spec 1, 3 'period, daily return').
 *
 * - offerings.early_redemption: whether a client may take the principal back before the period
 *   ends (the product says so; otherwise it is locked for the period).
 * - offering_subscriptions: the return credited so far (`ai_accrued`, in the currency's minor
 *   units) and the exact, unrounded return it comes from (`ai_exact`: the house's rounding rule,
 *   domain aiDayReturn), the trading days paid (`ai_days_paid`) and the last one
 *   (`ai_paid_through`, a UTC day: the next run starts after it, so a day is never paid twice),
 *   and when the principal came back (`returned_at`); two new states, `matured` (the period
 *   ended) and `redeemed` (taken back early).
 */
const statements = [
  `alter table offerings add column early_redemption boolean not null default false`,
  `alter table offering_subscriptions add column ai_accrued numeric(28, 8) not null default 0
    check (ai_accrued >= 0)`,
  `alter table offering_subscriptions add column ai_exact numeric not null default 0`,
  `alter table offering_subscriptions add column ai_days_paid integer not null default 0`,
  `alter table offering_subscriptions add column ai_paid_through text`,
  `alter table offering_subscriptions add column returned_at timestamptz`,
  `alter table offering_subscriptions drop constraint offering_subscriptions_state_check`,
  `alter table offering_subscriptions add constraint offering_subscriptions_state_check
    check (state in ('awaiting', 'payment', 'cancelled', 'allotted', 'refunded', 'listed',
      'matured', 'redeemed'))`,
];

export const migration0026OfferingAi: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<any>) {
    await sql
      .raw(`alter table offering_subscriptions drop constraint offering_subscriptions_state_check`)
      .execute(db);
    for (const column of [
      'ai_accrued',
      'ai_exact',
      'ai_days_paid',
      'ai_paid_through',
      'returned_at',
    ]) {
      await sql.raw(`alter table offering_subscriptions drop column ${column}`).execute(db);
    }
    await sql.raw(`alter table offerings drop column early_redemption`).execute(db);
  },
};
