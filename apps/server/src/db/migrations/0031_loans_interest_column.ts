import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A loan's unpaid interest is what its instalments have accrued and not been paid
 * (`loan_instalments.accrued` less the interest repayments paid: the loans area's `owed`),
 * which the loan's detail answers (spec 3 `interest_accrued`). `loans.interest_accrued` was meant
 * to hold the same figure and was never written after the application's 0, so it is dropped: a
 * second copy of a money figure that nothing keeps true is one a later reader could show.
 */
export const migration0031LoansInterestColumn: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table loans drop column interest_accrued`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table loans add column interest_accrued numeric(28, 8) not null default 0
      check (interest_accrued >= 0)`.execute(db);
  },
};
