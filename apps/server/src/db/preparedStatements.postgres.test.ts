// Named prepared statements (preparedStatements.ts): which texts get a name, and on a PostgreSQL
// server that a named statement is parsed once per connection and answers as an unnamed one,
// through a rollback, an error and a changed table.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementNames } from './preparedStatements';
import { openTestDatabase, type TestDatabase } from './test-support';
import { withTransaction } from './transaction';

describe('statementNames', () => {
  it('names a text from its second sending on, always with the same name', () => {
    const names = statementNames({ max: 10, after: 2 });
    expect(names.of('select $1')).toBeUndefined();
    const name = names.of('select $1');
    expect(name).toMatch(/^invest_\d+$/);
    expect(names.of('select $1')).toBe(name);
    expect(names.of('select $1, $2')).toBeUndefined();
    const other = names.of('select $1, $2');
    expect(other).not.toBe(name);
  });

  it('names no more than max texts, and keeps the names it gave', () => {
    const names = statementNames({ max: 2, after: 1 });
    const a = names.of('a');
    const b = names.of('b');
    expect([a, b].every((n) => n !== undefined)).toBe(true);
    expect(names.of('c')).toBeUndefined();
    expect(names.of('c')).toBeUndefined();
    expect(names.of('a')).toBe(a);
  });

  it('forgets the counts of texts seen once when they pile up (texts that vary)', () => {
    const names = statementNames({ max: 2, after: 2 });
    names.of('kept');
    // 4 × max texts seen once: the counts are cleared, 'kept' starts again
    for (let i = 0; i < 8; i++) names.of(`in (${'$1,'.repeat(i)}$1)`);
    expect(names.of('kept')).toBeUndefined();
    expect(names.of('kept')).toBeDefined();
  });

  it('gives a renewed text a new name at its next sending', () => {
    const names = statementNames({ max: 2, after: 2 });
    names.of('t');
    const first = names.of('t');
    names.renew('t');
    const second = names.of('t');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(names.of('t')).toBe(second);
  });
});

// *.postgres.test.ts run only with DATABASE_URL set (vitest.config.ts)
describe('named statements on PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('postgres');
    await sql`create table prepared_probe (id int primary key, v text not null)`.execute(t.db);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const prepared = (c: typeof t.db) =>
    sql<{ statement: string }>`select statement from pg_prepared_statements`
      .execute(c)
      .then((r) => r.rows.map((row) => row.statement));

  it('parses a repeated text once on a connection and answers as before', async () => {
    await t.db.connection().execute(async (c) => {
      const text = 'select $1::int + 1 as n';
      const answers: number[] = [];
      for (let i = 0; i < 7; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(c);
        answers.push(rows[0]!.n);
      }
      expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect((await prepared(c)).filter((s) => s === text)).toHaveLength(1);
    });
  });

  it('keeps a statement through a rollback and an error, and sees a changed table', async () => {
    const insert = (id: number, v: string) =>
      sql`insert into prepared_probe (id, v) values (${id}, ${v})`;
    await t.db.connection().execute(async (c) => {
      await insert(1, 'a').execute(c);
      await insert(2, 'b').execute(c);
      // named from its second sending: a duplicate key fails it, the next sending runs
      await expect(insert(1, 'again').execute(c)).rejects.toThrow(/duplicate key/);
      await sql`begin`.execute(c);
      await insert(3, 'c').execute(c);
      await sql`rollback`.execute(c);
      await insert(3, 'c').execute(c);
      const read = () => sql<{ v: string }>`select v from prepared_probe where id = ${3}`;
      expect((await read().execute(c)).rows).toEqual([{ v: 'c' }]);
      expect((await read().execute(c)).rows).toEqual([{ v: 'c' }]);
      // a change of the result's columns fails a prepared statement ("cached plan must not
      // change result type"): outside a transaction it is sent again under a new name at once
      await sql`alter table prepared_probe alter column v type varchar(20)`.execute(c);
      expect((await read().execute(c)).rows).toEqual([{ v: 'c' }]);
      expect((await read().execute(c)).rows).toEqual([{ v: 'c' }]);
      const { rows } = await sql<{ n: string }>`
        select count(*)::text as n from prepared_probe where id <= ${3}`.execute(c);
      expect(rows).toEqual([{ n: '3' }]);
    });
  });

  it('retries a transaction whose named statement went stale under a schema change', async () => {
    const read = () => sql<{ v: string }>`select v from prepared_probe where id = ${1}`;
    // named, and parsed on every connection of the pool that ran it
    await Promise.all(Array.from({ length: 6 }, () => read().execute(t.db)));
    await sql`alter table prepared_probe alter column v type varchar(40)`.execute(t.db);
    let attempts = 0;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        withTransaction(t.db, async (trx) => (await read().execute(trx)).rows[0]?.v, {
          onAttempt: () => attempts++,
        }),
      ),
    );
    expect(answers).toEqual(['a', 'a', 'a', 'a']);
    // a stale attempt was retried, at most once per transaction
    expect(attempts).toBeGreaterThanOrEqual(4);
    expect(attempts).toBeLessThanOrEqual(8);
  });
});
