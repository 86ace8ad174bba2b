import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { MigrationError, migrateToLatest } from './migrate';
import { migrations } from './migrations/index';
import type { NewTenant, NewUser } from './schema';
import type { TestDatabase } from './test-support';
import { databaseKinds, openTestDatabase } from './test-support';

const tenant = (id: string): NewTenant => ({
  id,
  name: `Tenant ${id}`,
  app_name: 'Invest',
  web_logo: '',
  app_version: '1.0.0',
  app_template: null,
  co_name: 'Invest Ltd',
  icp_no: '',
  co_address: '',
  app_video: '',
  locale: JSON.stringify({ default: 'en' }),
});

const user = (tenantId: string, id: string, username: string, mobile = id): NewUser => ({
  id,
  tenant_id: tenantId,
  username,
  mobile_country_code: '+1',
  mobile,
  password_hash: 'x',
  full_name: '',
  avatar: '',
  pin_hash: null,
  totp_secret: null,
});

const uid = () => Math.random().toString(36).slice(2, 10);

describe('databaseKinds', () => {
  it('runs PGlite alone without a server, both kinds with one, PostgreSQL alone when asked', () => {
    expect(databaseKinds({})).toEqual(['pglite']);
    expect(databaseKinds({ DATABASE_KINDS: 'postgres' })).toEqual(['pglite']);
    expect(databaseKinds({ DATABASE_URL: 'postgres://x' })).toEqual(['pglite', 'postgres']);
    expect(databaseKinds({ DATABASE_URL: 'postgres://x', DATABASE_KINDS: 'postgres' })).toEqual([
      'postgres',
    ]);
  });
});

describe.each(databaseKinds())('database on %s', (kind) => {
  let t: TestDatabase;
  let applied: string[];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    applied = await migrateToLatest(t.db);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('reports its kind and answers a ping', async () => {
    expect(t.kind).toBe(kind);
    await expect(t.ping()).resolves.toBeUndefined();
  });

  it('applies every migration in order to an empty database, and nothing on a second run', async () => {
    expect(applied).toEqual(Object.keys(migrations).sort());
    expect(applied[0]).toBe('0001_tenants');
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('creates the tables with their defaults', async () => {
    const id = uid();
    await t.db.insertInto('tenants').values(tenant(id)).execute();
    await t.db
      .insertInto('users')
      .values(user(id, `u-${id}`, 'alice'))
      .execute();
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', `u-${id}`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenant_id: id,
      order_num: 0,
      vip: 0,
      score: 0,
      perms: [],
      features: {},
      kyc_force: true,
      client_deposit: false,
      pin_hash: null,
      totp_secret: null,
    });
    expect(row.created_at).toBeInstanceOf(Date);
    const tenantRow = await t.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(tenantRow.locale).toEqual({ default: 'en' });
    expect(tenantRow.app_template).toBeNull();

    await t.db
      .insertInto('users')
      .values({
        ...user(id, `v-${id}`, 'vera'),
        perms: JSON.stringify(['trade', 'loan']),
        features: JSON.stringify({ ipo: true }),
      })
      .execute();
    const vera = await t.db
      .selectFrom('users')
      .select(['perms', 'features'])
      .where('id', '=', `v-${id}`)
      .executeTakeFirstOrThrow();
    expect(vera).toEqual({ perms: ['trade', 'loan'], features: { ipo: true } });
  });

  it('refuses a user whose tenant does not exist (foreign key)', async () => {
    await expect(
      t.db
        .insertInto('users')
        .values(user(`missing-${uid()}`, uid(), 'bob'))
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('refuses a duplicate username or mobile within a tenant, allows them across tenants', async () => {
    const a = uid();
    const b = uid();
    await t.db
      .insertInto('tenants')
      .values([tenant(a), tenant(b)])
      .execute();
    await t.db
      .insertInto('users')
      .values(user(a, `${a}-1`, 'carol', '555'))
      .execute();
    await expect(
      t.db
        .insertInto('users')
        .values(user(a, `${a}-2`, 'carol', '556'))
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      t.db
        .insertInto('users')
        .values(user(a, `${a}-3`, 'dave', '555'))
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await t.db
      .insertInto('users')
      .values(user(b, `${b}-1`, 'carol', '555'))
      .execute();
    const { count } = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('username', '=', 'carol')
      .where('tenant_id', 'in', [a, b])
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
  });

  it('keys tenant countries by (tenant, code) and requires the tenant', async () => {
    const a = uid();
    await t.db.insertInto('tenants').values(tenant(a)).execute();
    const country = {
      tenant_id: a,
      code: 'US',
      name: 'United States',
      phone_code: '+1',
      currency: 'USD',
      timezone: 'America/New_York',
    };
    await t.db.insertInto('tenant_countries').values(country).execute();
    await expect(
      t.db.insertInto('tenant_countries').values(country).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      t.db
        .insertInto('tenant_countries')
        .values({ ...country, tenant_id: `missing-${a}` })
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
    const row = await t.db
      .selectFrom('tenant_countries')
      .selectAll()
      .where('tenant_id', '=', a)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ enabled: true, for_accounts: false });
  });

  it('stores every timestamp as timestamptz', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where (column_name like '%_at' or column_name like '%_time') and table_schema = current_schema()
        and table_name <> 'kysely_migration'
      order by table_name`.execute(t.db);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row, `${row.table_name}.${row.column_name}`).toMatchObject({
        data_type: 'timestamp with time zone',
      });
    }
  });

  it('throws a readable error naming the failed migration, and runs nothing after it', async () => {
    const scratch = await openTestDatabase(kind);
    try {
      const broken = {
        '0001_ok': {
          up: async (db: typeof scratch.db) => {
            await sql`create table ok_table (id int)`.execute(db);
          },
        },
        '0002_broken': {
          up: async (db: typeof scratch.db) => {
            await sql`create table broken (id nonexistent_type)`.execute(db);
          },
        },
        '0003_after': {
          up: async (db: typeof scratch.db) => {
            await sql`create table after_table (id int)`.execute(db);
          },
        },
      };
      const error = await migrateToLatest(scratch.db, broken).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect(error).toMatchObject({ migration: '0002_broken' });
      expect((error as Error).message).toMatch(/^database migration 0002_broken failed: .*type/);
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_name in ('ok_table', 'broken', 'after_table')`.execute(scratch.db);
      expect(rows.map((r) => r.name)).not.toContain('after_table');
    } finally {
      await scratch.cleanup();
    }
  });
});

describe.each(databaseKinds())('ping and destroy on %s', (kind) => {
  it('ping fails after destroy, and destroy can be called twice', async () => {
    const t = await openTestDatabase(kind);
    try {
      await t.ping();
      await t.destroy();
      await expect(t.ping()).rejects.toThrow();
      await expect(t.destroy()).resolves.toBeUndefined();
    } finally {
      await t.cleanup();
    }
  });
});

describe('PGlite in a directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'invest-db-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  // an on-disk PGlite runs every migration and opens twice: about 27 s on a quiet 2-core machine,
  // past vitest's 30 s under load (as the suite grows, so do the migrations)
  it(
    'creates a missing data directory and keeps data across close and reopen',
    { timeout: 120_000 },
    async () => {
      const dataDir = join(dir, 'nested', 'data');
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      expect(await migrateToLatest(first.db)).toEqual(Object.keys(migrations).sort());
      await first.db.insertInto('tenants').values(tenant('kept')).execute();
      await first.destroy();

      const second = await openDatabase({ dataDir });
      try {
        expect(await migrateToLatest(second.db)).toEqual([]);
        const row = await second.db
          .selectFrom('tenants')
          .select(['id', 'name'])
          .where('id', '=', 'kept')
          .executeTakeFirst();
        expect(row).toEqual({ id: 'kept', name: 'Tenant kept' });
      } finally {
        await second.destroy();
      }
    },
  );

  it('uses PostgreSQL when databaseUrl is set, PGlite when it is empty', async () => {
    const empty = await openDatabase({ dataDir: 'memory://', databaseUrl: '' });
    expect(empty.kind).toBe('pglite');
    await empty.destroy();
    // a pool connects lazily: opening does not touch the network
    const remote = await openDatabase({
      dataDir: 'memory://',
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(remote.kind).toBe('postgres');
    await expect(remote.ping()).rejects.toThrow();
    await remote.destroy();
  });
});
