// GET /stat/app/v1/portfolio/performance (issue 'Portfolio': a performance chart of value over
// time with time-weighted return against the client's market index).
//
// The value at a past instant is rebuilt, never estimated: the cash of the client's accounts
// from the ledger's entries up to that instant, plus each holding's quantity from the
// securities ledger's entries up to it at the simulator's price of that instant, converted into
// the tenant's currency at the feed's mid rate of that instant (as the portfolio's figures are).
// Points: where the range starts (or the client's first money, if later), each close of the
// index market's sessions in between (GIPS: daily valuation), every external flow (so no flow
// is ever counted as performance), and now. The client's market index is read at the same
// instants. Both returns are chain-linked in domain (trading/performance.ts).
//
// Clocks: the ledgers stamp their entries with the app's clock; the simulator runs on its own,
// shifted by MARKET_TIME (zero in production), so a ledger instant is read on the market's clock
// with that shift.
import type { PortfolioPerformance, PortfolioPerformanceQuery } from '@invest/api/contract';
import {
  DEFAULT_CURRENCY,
  EXCHANGES,
  MARKET_EXCHANGES,
  Money,
  performanceRangeStart,
  marketIds,
  seriesReturn,
  timeWeightedReturn,
  toDecimal,
  type Decimal,
  type ExchangeId,
  type MarketId,
} from '@invest/domain';
import type { Caller } from '../../platform/serviceDeps';
import { fxProvider } from '../../platform/fxRates';
import { listAccounts } from '../accounts';
import { clientHistory } from '../ledger';
import {
  INDICES,
  indexLevelAt,
  isTradingDay,
  localTime,
  minuteStartUtc,
  priceAt,
  sessionLength,
} from '../market';
import { listingOf } from './market';
import type { TradingDeps } from './service';

/** The buckets the portfolio's value counts (as its total_value): cash less debts. */
const ASSETS = ['available', 'bonus', 'frozen'] as const;
const DEBTS = ['loan', 'outstanding'] as const;

/**
 * Ledger kinds that move value inside the portfolio (cash into shares and back, fees and
 * taxes of a trade, a conversion between the client's accounts, a hold between two buckets):
 * not flows. Every other movement of the client's cash crosses the portfolio's boundary
 * (deposits, withdrawals, adjustments, and whatever money area comes next) and is a flow.
 */
const INTERNAL_KINDS = ['trade.', 'order.', 'fx.', 'hold.'];
const isFlow = (kind: string) => !INTERNAL_KINDS.some((k) => kind.startsWith(k));

/** The market whose listings trade in `currency` (the client's market), else the US. */
function marketOf(currency: string): MarketId {
  return (
    marketIds.find((m) => EXCHANGES[MARKET_EXCHANGES[m][0] as ExchangeId].currency === currency) ??
    'US'
  );
}

/** The closes of `exchange`'s sessions strictly between `from` and `to` (epoch ms). */
function closesBetween(exchange: ExchangeId, from: number, to: number): number[] {
  const out: number[] = [];
  const last = localTime(exchange, to).day;
  for (let day = localTime(exchange, from).day; day <= last; day += 1) {
    if (!isTradingDay(exchange, day)) continue;
    const close = minuteStartUtc(exchange, day, sessionLength(exchange));
    if (close > from && close < to) out.push(close);
  }
  return out;
}

/** The client's portfolio value and flows over `range`, and the client's market index. */
export async function portfolioPerformance(
  deps: TradingDeps,
  owner: Caller,
  query: PortfolioPerformanceQuery,
): Promise<PortfolioPerformance> {
  const range = query.range ?? '1M';
  const accounts = await listAccounts(deps.db, owner);
  const currency = accounts.find((a) => a.is_default)?.currency ?? DEFAULT_CURRENCY;
  const market = marketOf(currency);
  const index = INDICES.find((d) => d.market === market)!;
  const now = deps.marketNow();
  const shift = now - deps.clock().getTime();
  const onMarket = (at: Date) => at.getTime() + shift;

  const history = await clientHistory(deps.db, owner, [...ASSETS, ...DEBTS]);
  const cash = history.cash
    .map((e) => ({
      ...e,
      t: onMarket(e.created_at),
      signed: (DEBTS as readonly string[]).includes(e.bucket)
        ? toDecimal(e.amount).neg()
        : toDecimal(e.amount),
    }))
    .filter((e) => e.t <= now);
  const shares = history.securities
    .map((e) => ({ ...e, t: onMarket(e.created_at) }))
    .filter((e) => e.t <= now);
  const empty: PortfolioPerformance = {
    range,
    currency,
    points: [],
    index: { id: index.id, name: index.name, points: [] },
    twr: null,
    index_twr: null,
  };
  // never invent figures: nothing before the client's first money
  const first = cash[0]?.t;
  if (first === undefined) return empty;
  const from = Math.max(first, performanceRangeStart(range, now));

  // the flows of each instant, by currency (one ledger transaction has one instant)
  const flowsAt = new Map<number, Map<string, Decimal>>();
  for (const e of cash) {
    if (e.t < from || !isFlow(e.kind)) continue;
    const byCurrency = flowsAt.get(e.t) ?? new Map<string, Decimal>();
    byCurrency.set(e.currency, (byCurrency.get(e.currency) ?? toDecimal('0')).plus(e.signed));
    flowsAt.set(e.t, byCurrency);
  }
  const instants = [
    ...new Set([
      from,
      ...closesBetween(MARKET_EXCHANGES[market][0] as ExchangeId, from, now),
      ...flowsAt.keys(),
      now,
    ]),
  ].sort((a, b) => a - b);

  // in the tenant's currency at the feed's mid rate of the instant (app clock); a currency
  // without a rate is left out, as in the portfolio's figures
  const inCurrency = (amounts: ReadonlyMap<string, Decimal>, t: number): Money => {
    let total = Money.zero(currency);
    for (const [c, amount] of amounts) {
      const rate = c === currency ? '1' : fxProvider().midRate(c, currency, new Date(t - shift));
      if (rate === undefined) continue;
      total = total.add(Money.of(amount.toFixed(), c).convert(rate, currency));
    }
    return total;
  };

  const balances = new Map<string, Decimal>();
  const quantities = new Map<string, Decimal>();
  let nextCash = 0;
  let nextShares = 0;
  const points: PortfolioPerformance['points'] = [];
  const levels: PortfolioPerformance['index']['points'] = [];
  for (const t of instants) {
    for (; nextCash < cash.length && cash[nextCash]!.t <= t; nextCash += 1) {
      const e = cash[nextCash]!;
      balances.set(e.currency, (balances.get(e.currency) ?? toDecimal('0')).plus(e.signed));
    }
    for (; nextShares < shares.length && shares[nextShares]!.t <= t; nextShares += 1) {
      const e = shares[nextShares]!;
      const q = (quantities.get(e.instrument) ?? toDecimal('0')).plus(e.quantity);
      quantities.set(e.instrument, q);
    }
    const holdings = new Map<string, Decimal>();
    for (const [instrument, quantity] of quantities) {
      if (quantity.eq('0')) continue;
      const [exchange = '', symbol = ''] = instrument.split(':');
      const listing = listingOf(exchange, symbol);
      const worth = Money.of(priceAt(deps.seed, listing, t), listing.currency)
        .mul(quantity.toFixed())
        .round();
      holdings.set(
        listing.currency,
        (holdings.get(listing.currency) ?? toDecimal('0')).plus(worth.value),
      );
    }
    const value = inCurrency(balances, t).add(inCurrency(holdings, t));
    const flows = flowsAt.get(t);
    points.push({
      at: new Date(t).toISOString(),
      value: value.toString(),
      flows: (flows ? inCurrency(flows, t) : Money.zero(currency)).toString(),
    });
    levels.push({ at: new Date(t).toISOString(), level: indexLevelAt(deps.seed, index.id, t)! });
  }
  return {
    ...empty,
    points,
    index: { ...empty.index, points: levels },
    twr: timeWeightedReturn(points.map((p) => ({ value: p.value, flow: p.flows }))),
    index_twr: seriesReturn(levels.map((l) => l.level)),
  };
}
