// The fill engine's set-based match (engine.ts, migration 0019) through real HTTP: one tick fills
// every order its prices cross exactly once, in batches, with the ledger balanced, and leaves
// every other working order as it was (no write for an order the price leaves alone); the
// portfolio's sums agree with the positions; the working-order indexes exist.
import type { Portfolio, TradeOrder, TradePositions } from '@invest/api/contract';
import { Money } from '@invest/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/program';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import { verifyLedger } from '../ledger';
import { runTick } from './engine';
import { tradingDeps } from './routes';
import {
  expectFilledOnce,
  filledCount,
  place,
  quote,
  tick,
  trader,
  tradingServer,
  usd,
} from './testSupport';

describe.each(databaseKinds())('the fill engine on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  }, 120_000);
  afterAll(() => s.close());

  const liveOf = async (who: Parameters<typeof quote>[1], symbol: string) =>
    Number((await quote(s, who, { symbol, quantity: '1' })).json.data!.price);

  const limitBuy = async (
    who: Parameters<typeof quote>[1],
    symbol: string,
    limit: number,
    over: Record<string, unknown> = {},
  ) => {
    const res = await place(s, who, {
      symbol,
      type: 'limit',
      limit_price: limit.toFixed(2),
      time_in_force: 'gtc',
      quantity: '1',
      ...over,
    });
    expect(res.status, res.text).toBe(200);
    return res.json.data!.id;
  };

  const detailOf = async (who: Parameters<typeof quote>[1], id: string) =>
    (
      await call<TradeOrder>(s, 'tradeOrderDetail', {
        token: who.token,
        tenant: who.tenant,
        params: { id },
      })
    ).json.data!;

  /** A back-office command, as an operator runs it. */
  const bo = async (...argv: string[]) => {
    let output = '';
    const code = await run(argv, {
      db: s.db.db,
      clock: () => s.clock.now,
      out: (t) => void (output += t),
      err: (t) => void (output += t),
    });
    expect(code, output).toBe(0);
  };

  /** The back office adjusts the client's USD `bucket` by `amount` (ledger:adjust). */
  const adjust = (who: { username: string }, bucket: string, amount: string) =>
    bo(
      'ledger:adjust',
      '--tenant',
      'demo',
      '--client',
      who.username,
      '--currency',
      'USD',
      '--bucket',
      bucket,
      `--amount=${amount}`,
      '--reason',
      'deposit reversed',
    );

  const rowsOf = async (ids: readonly string[]) =>
    (
      await sql<Record<string, unknown>>`
        select * from trade_orders where id in (${sql.join(ids)}) order by id`.execute(s.db.db)
    ).rows;

  it('fills every crossed order exactly once and leaves the others untouched', async () => {
    const who = await trader(s, '1000000.00');
    const symbols = ['AAPL', 'MSFT', 'NVDA', 'AMZN'];
    const crossed: string[] = [];
    const left: string[] = [];
    for (const symbol of symbols) {
      const live = await liveOf(who, symbol);
      for (let i = 0; i < 3; i++) crossed.push(await limitBuy(who, symbol, live * 1.2));
      for (let i = 0; i < 2; i++) left.push(await limitBuy(who, symbol, live * 0.5));
    }
    const before = await rowsOf(left);
    s.clock.advance(1_000);
    const ticked = await tick(s);
    expect(ticked).toMatchObject({ filled: crossed.length, rejected: 0, expired: 0 });
    await expectFilledOnce(s.db.db, crossed);
    // the orders the price leaves alone: still working, their rows as they were
    expect(await rowsOf(left)).toEqual(before);
    s.clock.advance(1_000);
    expect((await tick(s)).filled).toBe(0);
    await expectFilledOnce(s.db.db, crossed);
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  });

  it("posts a batch's fills with their clients' legs and its charges once: trade_settlement -> fees and taxes", async () => {
    const seller = await trader(s, '10000.00');
    expect((await place(s, seller, { symbol: 'NVDA', quantity: '2' })).status).toBe(200);
    const sale = await limitBuy(seller, 'NVDA', (await liveOf(seller, 'NVDA')) * 0.8, {
      side: 'sell',
    });
    const who = await trader(s, '100000.00');
    const buys: string[] = [];
    for (const symbol of ['AAPL', 'MSFT']) {
      const live = await liveOf(who, symbol);
      for (let i = 0; i < 2; i++) buys.push(await limitBuy(who, symbol, live * 1.2));
    }
    const db = s.db.db;
    const charges = async () =>
      (
        await sql<{ id: string; entries: string[] }>`
          select t.id, array_agg(a.owner || ' ' || e.currency || ' ' || e.amount::numeric(28, 2)
            order by a.owner) as entries
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id
          where t.tenant_id = 'demo' and t.kind = 'trade.charges'
          group by t.id`.execute(db)
      ).rows;
    const earlier = new Set((await charges()).map((c) => c.id));
    s.clock.advance(1_000);
    const orders = [...buys, sale];
    // this tick fills these orders and no other
    expect(await tick(s)).toMatchObject({ filled: orders.length, rejected: 0 });
    await expectFilledOnce(db, orders);
    // each fill's cash transaction: its client's legs, and trade_settlement's net of them only
    const { rows: legs } = await sql<{ reference: string; owner_kind: string; owner: string }>`
      select t.reference, a.owner_kind, a.owner
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where t.kind = 'trade.fill' and t.reference in (${sql.join(orders)})`.execute(db);
    const houses = (id: string) =>
      [...new Set(legs.filter((l) => l.reference === id && l.owner_kind === 'system'))].map(
        (l) => l.owner,
      );
    for (const id of buys) expect(houses(id)).toEqual([]);
    expect(houses(sale)).toEqual(['trade_settlement']);
    // the batch's charges: the sums of its fills' fees and taxes, in one transaction
    const { rows: sums } = await sql<{ trade: string; tax: string }>`
      select sum(trade_fees)::numeric(28, 2)::text as trade, sum(tax_fees)::numeric(28, 2)::text as tax
      from trade_fills where order_id in (${sql.join(orders)})`.execute(db);
    const { trade, tax } = sums[0]!;
    const all = Money.of(trade, 'USD').add(Money.of(tax, 'USD'));
    expect(all.isPositive()).toBe(true);
    expect((await charges()).filter((c) => !earlier.has(c.id))).toEqual([
      {
        id: expect.any(String),
        // a charge of nothing (US listings' taxes on these) is no entry
        entries: [
          `fees USD ${trade}`,
          `taxes_payable USD ${tax}`,
          `trade_settlement USD -${all.toString()}`,
        ].filter((e) => !e.endsWith(' 0.00')),
      },
    ]);
    expect(await verifyLedger(db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  });

  it('fills more crossed orders than one claim takes, each once', async () => {
    const who = await trader(s, '100000.00');
    const live = await liveOf(who, 'MSFT');
    const crossed = await Promise.all(
      Array.from({ length: 11 }, () => limitBuy(who, 'MSFT', live * 1.2)),
    );
    s.clock.advance(1_000);
    // claims of 4 orders (CLAIM_BATCH in production): three claims, the last one short
    expect((await runTick(tradingDeps(s.app.deps), { batch: 4 })).filled).toBe(crossed.length);
    await expectFilledOnce(s.db.db, crossed);
    const detail = await call<TradeOrder>(s, 'tradeOrderDetail', {
      token: who.token,
      tenant: who.tenant,
      params: { id: crossed[0]! },
    });
    expect(detail.json.data!.status).toBe('settle');
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  });

  // in the session (a later test lets the clock run past its close)
  it('fills stops and stop-limits the price reaches, once; triggers a stop-limit whose limit it misses', async () => {
    const who = await trader(s, '1000000.00');
    const live = await liveOf(who, 'AAPL');
    const at = (x: number) => (live * x).toFixed(2);
    const stop = async (side: 'buy' | 'sell', stopAt: number, limitAt?: number) => {
      const res = await place(s, who, {
        symbol: 'AAPL',
        side,
        type: limitAt === undefined ? 'stop' : 'stop_limit',
        stop_price: at(stopAt),
        ...(limitAt === undefined ? {} : { limit_price: at(limitAt) }),
        time_in_force: 'gtc',
        quantity: '1',
      });
      expect(res.status, res.text).toBe(200);
      return res.json.data!.id;
    };
    // shares to sell: a market buy fills at once
    expect((await place(s, who, { symbol: 'AAPL', quantity: '4' })).status).toBe(200);
    const buyStop = await stop('buy', 1.5);
    const sellStop = await stop('sell', 0.5);
    const stopLimit = await stop('buy', 1.5, 1.6);
    const triggered = await stop('buy', 1.5);
    const away = [await stop('buy', 1.5), await stop('sell', 0.5), await stop('buy', 1.5, 1.6)];
    // the market moves past the stops (their stop prices moved behind the price stand for it);
    // the stop-limit's limit stays out of reach; one stop was triggered before a restart
    const set = (id: string, fields: ReturnType<typeof sql>) =>
      sql`update trade_orders set ${fields} where id = ${id}`.execute(s.db.db);
    await set(buyStop, sql`stop_price = ${at(0.5)}`);
    await set(sellStop, sql`stop_price = ${at(1.5)}`);
    await set(stopLimit, sql`stop_price = ${at(0.5)}, limit_price = ${at(0.4)}`);
    await set(triggered, sql`triggered = true`);
    const before = await rowsOf(away);
    s.clock.advance(1_000);
    expect(await tick(s)).toMatchObject({ filled: 3, rejected: 0, refused: 0 });
    await expectFilledOnce(s.db.db, [buyStop, sellStop, triggered]);
    // the stop-limit is a limit order now, still working; the others as they were
    const [limitRow] = await rowsOf([stopLimit]);
    expect(limitRow).toMatchObject({ status: 'pending', triggered: true });
    expect(await rowsOf(away)).toEqual(before);
    // its limit reached, it fills at the next tick, once
    await set(stopLimit, sql`limit_price = ${at(1.6)}`);
    s.clock.advance(1_000);
    expect(await tick(s)).toMatchObject({ filled: 1 });
    s.clock.advance(1_000);
    expect(await tick(s)).toMatchObject({ filled: 0 });
    await expectFilledOnce(s.db.db, [buyStop, sellStop, triggered, stopLimit]);
    expect(await rowsOf(away)).toEqual(before);
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  });

  it('sums the portfolio from the positions: value, cost, day change and realised P&L', async () => {
    const who = await trader(s, '100000.00');
    for (const symbol of ['AAPL', 'MSFT', 'NVDA', 'AMZN']) {
      expect((await place(s, who, { symbol, quantity: '3' })).status).toBe(200);
    }
    // a holding sold out keeps its realised P&L
    expect((await place(s, who, { symbol: 'AMZN', side: 'sell', quantity: '3' })).status).toBe(200);
    s.clock.freeze();
    try {
      const positions = (
        await call<TradePositions>(s, 'tradePositions', { token: who.token, tenant: who.tenant })
      ).json.data!;
      const res = await call<Portfolio>(s, 'portfolio', { token: who.token, tenant: who.tenant });
      expect(res.status).toBe(200);
      const sum = (k: 'market_value' | 'cost' | 'day_change') =>
        positions.list.reduce((a, p) => a.add(Money.of(p[k], 'USD')), Money.zero('USD')).toString();
      const { rows } = await sql<{ realised: string }>`
        select coalesce(sum(realised), 0)::text as realised from trade_positions
        where user_id = ${who.id}`.execute(s.db.db);
      expect(positions.list.map((p) => p.symbol).sort()).toEqual(['AAPL', 'MSFT', 'NVDA']);
      expect(res.json.data!.by_currency).toEqual([
        expect.objectContaining({
          currency: 'USD',
          market_value: sum('market_value'),
          cost: sum('cost'),
          day_change: sum('day_change'),
          realised_pnl: Money.of(rows[0]!.realised, 'USD').toString(),
        }),
      ]);
      expect(res.json.data!.realised_pnl).not.toBe('0.00');
    } finally {
      s.clock.thaw();
    }
  });

  it('leaves working only the order whose fill is refused for want of its held cash; the others of its batch fill once', async () => {
    const short = await trader(s, '10000.00');
    const stuck = await limitBuy(short, 'AAPL', (await liveOf(short, 'AAPL')) * 1.2);
    // the cash its hold counted on is taken back: the fill cannot take it, nor can a rejection
    // give it back
    const taken = (await usd(s, short)).frozen;
    await adjust(short, 'frozen', `-${taken}`);
    const who = await trader(s, '100000.00');
    const live = await liveOf(who, 'MSFT');
    const crossed = [];
    for (let i = 0; i < 3; i++) crossed.push(await limitBuy(who, 'MSFT', live * 1.2));
    s.clock.advance(1_000);
    expect(await tick(s)).toMatchObject({ filled: crossed.length, rejected: 0, refused: 1 });
    await expectFilledOnce(s.db.db, crossed);
    expect(await filledCount(s.db.db, [stuck])).toBe(0);
    expect(await detailOf(short, stuck)).toMatchObject({ status: 'pending', reason: null });
    // the next tick meets it again, and again fills nothing twice
    s.clock.advance(1_000);
    expect(await tick(s)).toMatchObject({ filled: 0, refused: 1 });
    await expectFilledOnce(s.db.db, crossed);
    expect(await detailOf(short, stuck)).toMatchObject({ status: 'pending' });
    // the cash put back, it fills at the next tick, once
    await adjust(short, 'frozen', taken);
    s.clock.advance(1_000);
    expect(await tick(s)).toMatchObject({ filled: 1, refused: 0 });
    await expectFilledOnce(s.db.db, [...crossed, stuck]);
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  });

  it('rejects alone the sale refused at its fill, its shares back to available; the others of its batch fill once', async () => {
    const seller = await trader(s, '10000.00');
    expect((await place(s, seller, { symbol: 'NVDA', quantity: '2' })).status).toBe(200);
    const live = await liveOf(seller, 'NVDA');
    const sale = await limitBuy(seller, 'NVDA', live * 0.8, { side: 'sell' });
    // the cost basis the sale must take out of `invested` is no longer there
    await adjust(seller, 'invested', `-${(await usd(s, seller)).invested}`);
    const who = await trader(s, '100000.00');
    const amzn = await liveOf(who, 'AMZN');
    const crossed = [];
    for (let i = 0; i < 3; i++) crossed.push(await limitBuy(who, 'AMZN', amzn * 1.2));
    s.clock.advance(1_000);
    expect(await tick(s)).toMatchObject({ filled: crossed.length, rejected: 1 });
    await expectFilledOnce(s.db.db, crossed);
    expect(await filledCount(s.db.db, [sale])).toBe(0);
    expect(await detailOf(seller, sale)).toMatchObject({
      status: 'rejected',
      reason: 'insufficient_balance',
    });
    const positions = await call<TradePositions>(s, 'tradePositions', {
      token: seller.token,
      tenant: seller.tenant,
    });
    expect(positions.json.data!.list).toEqual([
      expect.objectContaining({ symbol: 'NVDA', quantity: '2', available: '2', frozen: '0' }),
    ]);
    s.clock.advance(1_000);
    expect(await tick(s)).toMatchObject({ filled: 0, rejected: 0 });
    await expectFilledOnce(s.db.db, crossed);
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  });

  it('goes on past an expiry the rules refuse: the other day orders lapse, that one stays', async () => {
    const short = await trader(s, '10000.00');
    const live = await liveOf(short, 'MSFT');
    const stuck = await limitBuy(short, 'MSFT', live * 0.5, { time_in_force: 'day' });
    const taken = (await usd(s, short)).frozen;
    await adjust(short, 'frozen', `-${taken}`);
    const who = await trader(s, '100000.00');
    const lapsing = [];
    for (let i = 0; i < 2; i++) {
      lapsing.push(await limitBuy(who, 'MSFT', live * 0.5, { time_in_force: 'day' }));
    }
    // past the New York close (21:00 UTC): the day orders lapse (the sessions' tokens with them:
    // the orders are read from their rows)
    s.clock.advance(7 * 3_600_000);
    const ended = async (ids: string[]) =>
      (await rowsOf(ids)).map((r) => [r.status, r.reason, r.last_event]);
    expect(await tick(s)).toMatchObject({ expired: lapsing.length, refused: 1 });
    expect(await ended(lapsing)).toEqual(lapsing.map(() => ['rejected', 'expired', 'expire']));
    expect(await ended([stuck])).toEqual([['pending', null, 'place']]);
    // the cash put back, the next tick lets it lapse too
    await adjust(short, 'frozen', taken);
    s.clock.advance(1_000);
    expect(await tick(s)).toMatchObject({ expired: 1, refused: 0 });
    expect(await ended([stuck])).toEqual([['rejected', 'expired', 'expire']]);
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  });

  it('matches through the working-order indexes of migration 0019', async () => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'trade_orders'
      order by indexname`.execute(s.db.db);
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'trade_orders_limit_idx',
        'trade_orders_stop_idx',
        'trade_orders_first_look_idx',
        'trade_orders_expiry_idx',
      ]),
    );
  });
});
