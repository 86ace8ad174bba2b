// Crash: the real server process is killed (SIGKILL) in the middle of a burst of
// money POSTs and restarted on the same database. No transaction is half-posted, the kept balances
// equal the entries, and every request replayed with its Idempotency-Key is applied exactly once;
// a request answered before the kill gets the same answer on replay. PostgreSQL only: a killed
// process's connections die and PostgreSQL rolls their transactions back (PGlite lives inside the
// process, one per data directory; its own start-up is covered by the scale-out test).
import { randomUUID } from 'node:crypto';
import { gatedFeatures, Money } from '@invest/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import { createScratchDatabase } from '../../db/test-support';
import { withTransaction } from '../../db/transaction';
import { hashSecret } from '../../platform/auth/passwords';
import { DEMO_TENANT } from '../../seed';
import { insertUser, TEST_PASSWORD } from '../../testing/fixtures';
import { call } from '../../testing/harness';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../testing/serverProcess';
import { post, verifyLedger } from './service';

const PIN = '135790';
const CLIENTS = 3;
/** Per client: this many withdrawals and as many FX exchanges. */
const PER_CLIENT = 20;
const FUNDS = '10000.00';
const WITHDRAWAL = '10.00';
const EXCHANGE = '5.00';
/** The kill lands once this many answers are in (of CLIENTS * PER_CLIENT * 2). */
const KILL_AFTER = 10;

interface Client {
  id: string;
  token: string;
  bank: string;
}

interface Answer {
  status: number;
  data: unknown;
  code: unknown;
  replayed: boolean;
}

interface Fired {
  client: Client;
  route: 'withdrawSubmit' | 'fxExchange';
  key: string;
  body: Record<string, string>;
  /** The answer read before the kill, if any. */
  before?: Answer;
  replay?: Answer;
}

async function send(url: string, f: Fired): Promise<Answer> {
  const res = await call({ url }, f.route, {
    token: f.client.token,
    tenant: DEMO_TENANT,
    headers: { 'idempotency-key': f.key },
    body: f.body,
  });
  return {
    status: res.status,
    data: res.json.data,
    code: res.json.code,
    replayed: res.headers.get('idempotent-replayed') === 'true',
  };
}

const count = async (db: Kysely<Database>, table: 'withdrawals', userId: string) =>
  (await db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).map(
    (r) => r.id,
  );

describe('a server killed mid-burst on postgres', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let db: OpenedDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    // the secret is kept in the database, so tokens outlive the process
    env = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: '0',
      DATABASE_URL: scratch.url,
      AUTH_SECRET: '',
      WEB_ROOT: '',
    };
    server = await startServerProcess(env);
    db = await openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url });
  }, 120_000);
  afterAll(async () => {
    await stopServerProcess(server);
    await db?.destroy();
    await scratch?.drop();
  });

  it('no half-posted transaction, and every request replayed with its key applies exactly once', async () => {
    // funded clients who may withdraw and exchange (as the money areas' tests make them)
    const pinHash = await hashSecret(PIN);
    const clients: Client[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const user = await insertUser(db.db, DEMO_TENANT);
      await db.db
        .updateTable('users')
        .set({
          kyc_status: 'approved',
          score: 700,
          client_deposit: true,
          pin_hash: pinHash,
          // spec 6: the gated routes' permissions
          perms: JSON.stringify(gatedFeatures),
        })
        .where('id', '=', user.id)
        .execute();
      await withTransaction(db.db, (trx) =>
        post(trx, {
          tenantId: DEMO_TENANT,
          kind: 'deposit.approve',
          postings: [
            { account: { system: 'cash_in_transit' }, currency: 'USD', amount: `-${FUNDS}` },
            { account: { client: user.id }, bucket: 'available', currency: 'USD', amount: FUNDS },
          ],
        }),
      );
      const login = await call<{ access_token: string }>(server!, 'login', {
        tenant: DEMO_TENANT,
        body: { username: user.username, password: TEST_PASSWORD },
      });
      expect(login.status, login.text).toBe(200);
      const token = login.json.data!.access_token;
      const bank = await call<{ id: string }>(server!, 'bankSave', {
        token,
        tenant: DEMO_TENANT,
        body: {
          bank_name: 'First Bank',
          bank_acc: 'DE89 3704 0044 0532 0130 00',
          bank_holder: 'Asha Verma',
          country: 'US',
          // A new bank account asks for the PIN (no second factor here)
          step_up: { pin: PIN },
        },
      });
      expect(bank.status, bank.text).toBe(200);
      clients.push({ id: user.id, token, bank: bank.json.data!.id });
    }

    // the burst: every request with its own key, withdrawals and exchanges interleaved
    const fired: Fired[] = [];
    for (let n = 0; n < PER_CLIENT; n++) {
      for (const client of clients) {
        fired.push({
          client,
          route: 'withdrawSubmit',
          key: randomUUID(),
          body: { currency: 'USD', amount: WITHDRAWAL, bank_id: client.bank, pin: PIN },
        });
        const quote = await call<{ quote_id: string }>(server!, 'fxRate', {
          token: client.token,
          tenant: DEMO_TENANT,
          query: { from: 'USD', to: 'PLN' },
        });
        expect(quote.status, quote.text).toBe(200);
        fired.push({
          client,
          route: 'fxExchange',
          key: randomUUID(),
          body: { quote_id: quote.json.data!.quote_id, from: 'USD', to: 'PLN', amount: EXCHANGE },
        });
      }
    }
    const victim = server!;
    let answered = 0;
    let killed: Promise<void> | undefined;
    await Promise.allSettled(
      fired.map(async (f) => {
        const answer = await send(victim.url, f);
        if (killed) return; // read after the kill: not counted as answered before it
        f.before = answer;
        answered += 1;
        if (answered === KILL_AFTER) killed = stopServerProcess(victim, 'SIGKILL');
      }),
    );
    await killed;
    expect(victim.child.signalCode).toBe('SIGKILL');
    const before = fired.filter((f) => f.before);
    // the kill landed in the middle of the burst
    expect(before.length).toBe(KILL_AFTER);
    expect(before.length).toBeLessThan(fired.length);
    for (const f of before) expect(f.before!.status, JSON.stringify(f.before)).toBe(200);

    // restarted on the same database
    server = await startServerProcess(env);

    // nothing half-posted: every transaction sums to zero per currency, balances equal entries
    const verification = await verifyLedger(db.db);
    expect(verification).toEqual({
      ok: true,
      differences: [],
      unbalanced: [],
      securities: { differences: [], unbalanced: [], unbalancedInstruments: [] },
    });
    const inFlight = await db.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('status', '!=', 'done')
      .execute();
    expect(inFlight).toEqual([]);

    // every request again with its key, one after another: a stored answer or a first run
    for (const f of fired) f.replay = await send(server.url, f);
    for (const f of fired) {
      const replay = f.replay!;
      expect([200, 409, 422], JSON.stringify(replay)).toContain(replay.status);
      expect(replay.code).not.toBe('IDEMPOTENCY_IN_FLIGHT');
      if (f.before) {
        // answered before the kill: the same answer, from the store
        expect(replay).toEqual({ ...f.before, replayed: true });
      }
    }
    // a second replay changes nothing: every answer is now stored
    for (const f of fired) {
      const again = await send(server.url, f);
      expect(again).toEqual({ ...f.replay!, replayed: true });
    }

    // exactly one effect per applied key, none for a refused one
    const applied = fired.filter((f) => f.replay!.status === 200);
    for (const client of clients) {
      const mine = applied.filter((f) => f.client === client);
      const withdrawals = mine.filter((f) => f.route === 'withdrawSubmit');
      const exchanges = mine.filter((f) => f.route === 'fxExchange');
      // one withdrawal row per applied key, and it is the one answered
      expect((await count(db.db, 'withdrawals', client.id)).sort()).toEqual(
        withdrawals.map((f) => (f.replay!.data as { id: string }).id).sort(),
      );
      // one hold posting per withdrawal
      const holds = await db.db
        .selectFrom('ledger_transactions as t')
        .innerJoin('withdrawals as w', 'w.hold_id', 't.reference')
        .select('t.id')
        .where('t.kind', '=', 'hold.place')
        .where('w.user_id', '=', client.id)
        .execute();
      expect(holds).toHaveLength(withdrawals.length);
      // one ledger transaction per exchange: the one answered, on the request's own quote
      for (const f of fired.filter((g) => g.client === client && g.route === 'fxExchange')) {
        const rows = await db.db
          .selectFrom('ledger_transactions')
          .select('id')
          .where('kind', '=', 'fx.exchange')
          .where('reference', '=', f.body.quote_id!)
          .execute();
        expect(rows.map((r) => r.id)).toEqual(
          f.replay!.status === 200 ? [(f.replay!.data as { id: string }).id] : [],
        );
      }
      // and the client's money says the same
      const buckets = await call<{ currency: string; available: string; frozen: string }[]>(
        server,
        'accountList',
        { token: client.token, tenant: DEMO_TENANT },
      );
      const usd = buckets.json.data!.find((a) => a.currency === 'USD')!;
      const frozen = Money.of(WITHDRAWAL, 'USD').mul(String(withdrawals.length));
      const spent = frozen.add(Money.of(EXCHANGE, 'USD').mul(String(exchanges.length)));
      expect(usd).toMatchObject({
        available: Money.of(FUNDS, 'USD').sub(spent).toString(),
        frozen: frozen.toString(),
      });
    }
    expect((await verifyLedger(db.db)).ok).toBe(true);

    const summary = {
      fired: fired.length,
      answeredBeforeKill: before.length,
      replayed: fired.length,
      appliedWithdrawals: applied.filter((f) => f.route === 'withdrawSubmit').length,
      appliedExchanges: applied.filter((f) => f.route === 'fxExchange').length,
      storedBeforeKill: fired.filter((f) => !f.before && f.replay!.replayed).length,
      refused: fired.filter((f) => f.replay!.status !== 200).length,
    };
    process.stdout.write(`crash test: ${JSON.stringify(summary)}\n`);
  }, 240_000);
});
