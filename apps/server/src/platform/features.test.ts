// spec 6 Feature access on the server, for every route at once: each contract route that names a
// feature answers 403 PERMISSION_DENIED to a client without its permission, and the database is
// exactly as it was. A new gated route is covered by being declared; a money-moving route that
// forgets its feature fails here.
import { routes, type RouteDef, type RouteName } from '@invest/api/contract';
import { gatedFeatures } from '@invest/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../db/test-support';
import { insertTenant } from '../testing/fixtures';
import { call, startTestServer, type TestServer } from '../testing/harness';
import { permissionDenied, setAccess } from '../areas/client/testSupport';
import { addBank, credit, keyed, moneyClient, PIN } from '../areas/withdrawals/testSupport';
import { requireFeature } from './features';
import type { Db } from './serviceDeps';

const gated = (Object.entries(routes) as [RouteName, RouteDef][]).filter(
  ([, def]) => def.feature !== undefined,
);

/** Every table's rows, hashed: equal fingerprints mean nothing was written. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    db,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ h: string | null }>`
      select md5(string_agg(t::text, '|' order by t::text)) as h from ${sql.table(name)} t`.execute(
      db,
    );
    out[name] = row.rows[0]?.h ?? '';
  }
  return out;
}

describe('the contract: which routes are gated', () => {
  it('names the spec 6 features of withdraw, deposit and FX; every money-moving route names one', () => {
    expect(Object.fromEntries(gated.map(([name, def]) => [name, def.feature]))).toMatchObject({
      withdrawSubmit: 'withdraw',
      depositSubmit: 'deposit',
      fxRate: 'fx',
      fxExchange: 'fx',
    });
    // the money a client moves back to themselves is never behind a permission: a client whose
    // access was narrowed can still pay what they owe and take back what they hold
    const ungated: Record<string, string> = {
      loanRepay: 'repaying a loan pays the client’s own debt from their own cash',
      productHoldingRedeem: 'a redemption returns the client’s own holding to their cash',
      productSubscriptionRedeem: 'a redemption returns the client’s own principal to their cash',
    };
    const moneyMoving = Object.entries(routes).filter(
      ([name, def]) => 'moneyMoving' in def && !(name in ungated),
    );
    for (const name of Object.keys(ungated)) {
      expect(routes[name as RouteName], name).toMatchObject({ moneyMoving: true });
      expect((routes[name as RouteName] as RouteDef).feature, name).toBeUndefined();
    }
    for (const [name, def] of moneyMoving) {
      expect({ name, feature: (def as RouteDef).feature }).toEqual({
        name,
        feature: expect.any(String),
      });
    }
    for (const [, def] of gated) {
      expect(def.auth).toBe('user');
      expect(gatedFeatures).toContain(def.feature);
    }
  });
});

describe.each(databaseKinds())('every gated route on %s', (kind) => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  it('is registered', () => {
    for (const [, def] of gated) {
      expect(s.app.hasRoute({ method: def.method, url: def.path })).toBe(true);
    }
  });

  it.each(gated)(
    '%s: a client without its permission gets 403 PERMISSION_DENIED and nothing changes',
    async (name, def) => {
      const feature = def.feature!;
      // everything else a money action asks for, and every other feature
      const who = await moneyClient(s, 'demo', {
        perms: gatedFeatures.filter((f) => f !== feature),
      });
      await addBank(s, who);
      await credit(s, who, '100.00');
      const before = await fingerprint(s.db.db);
      const res = await call(s, name, {
        token: who.token,
        headers: keyed(),
        params: { id: 'any-id' },
        query: { from: 'USD', to: 'PLN' },
        ...(def.method === 'GET'
          ? {}
          : { body: { amount: '1.00', currency: 'USD', pin: PIN, quote_id: 'q' } }),
      });
      expect({ status: res.status, ...res.json }).toMatchObject(
        permissionDenied(feature, 'missing_permission', { permission: feature }),
      );
      expect(await fingerprint(s.db.db)).toEqual(before);
      // the same client with the permission is past the gate (whatever the body then earns)
      await setAccess(s, who, { perms: [...gatedFeatures] });
      const granted = await call(s, name, {
        token: who.token,
        headers: keyed(),
        params: { id: 'any-id' },
        query: { from: 'USD', to: 'PLN' },
        ...(def.method === 'GET' ? {} : { body: {} }),
      });
      expect(granted.json.code).not.toBe('PERMISSION_DENIED');
    },
  );

  it('callers checked at once are read together, each judged on its own row', async () => {
    const feature = gatedFeatures[0]!;
    const allowed = await moneyClient(s, 'demo', { perms: [...gatedFeatures] });
    const refused = await moneyClient(s, 'demo', {
      perms: gatedFeatures.filter((f) => f !== feature),
    });
    const callers = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? refused : allowed));
    const outcomes = await Promise.allSettled(
      callers.map((who) =>
        requireFeature(s.db.db, { tenantId: who.tenant, userId: who.id }, feature),
      ),
    );
    for (const [i, outcome] of outcomes.entries()) {
      if (callers[i] === allowed) expect(outcome.status).toBe('fulfilled');
      else {
        expect(outcome).toMatchObject({
          status: 'rejected',
          reason: { code: 'PERMISSION_DENIED', status: 403 },
        });
      }
    }
    // a permission taken away holds from the next check on, and one given back too
    await setAccess(s, allowed, { perms: gatedFeatures.filter((f) => f !== feature) });
    await expect(
      requireFeature(s.db.db, { tenantId: allowed.tenant, userId: allowed.id }, feature),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await setAccess(s, allowed, { perms: [...gatedFeatures] });
    await requireFeature(s.db.db, { tenantId: allowed.tenant, userId: allowed.id }, feature);
    // a caller whose user is gone is granted nothing
    await expect(
      requireFeature(s.db.db, { tenantId: 'demo', userId: 'no-such-user' }, feature),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
