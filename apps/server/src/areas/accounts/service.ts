// Money views of spec 7 (accounts, portfolio, assets, overdrawn records), from the ledger
// and the loans' overdue instalments (overdrawn records).
import type { Account, AssetSummary, OverdrawnRecord, Portfolio } from '@invest/api/contract';
import {
  CLIENT_BUCKETS,
  DEFAULT_CURRENCY,
  Money,
  roundDecimal,
  type AssetBuckets,
  type CommonStatus,
} from '@invest/domain';
import type { Caller, Db } from '../../platform/serviceDeps';
import { clientBalances } from '../ledger';
import { overdrawnRecords as loanOverdrawnRecords } from '../loans';
import { fxProvider } from '../../platform/fxRates';
import { accountCountries, tenantCurrencyOf } from './repo';

export type PortfolioOwner = Caller;

async function tenantCurrency(db: Db, tenantId: string): Promise<string> {
  return (await tenantCurrencyOf(db, tenantId)) ?? DEFAULT_CURRENCY;
}

/** Zero written with the currency's minor units ('0.00' USD, '0' JPY). */
const zero = (currency: string): string => Money.zero(currency).toString();

/**
 * GET /acc/app/v1/list: one account per currency of the tenant's account countries
 * (and any other the client holds), with the spec 3 buckets from the ledger; zero for one not yet
 * opened. The tenant's currency is the default account.
 */
export async function listAccounts(db: Db, owner: PortfolioOwner): Promise<Account[]> {
  const currency = await tenantCurrency(db, owner.tenantId);
  const countries = await accountCountries(db, owner.tenantId);
  const held = await clientBalances(db, owner.tenantId, owner.userId);
  const currencies = [
    ...new Set([...countries.map((c) => c.currency), ...held.map((h) => h.currency)]),
  ];
  return currencies.map((c) => {
    const buckets = held.find((h) => h.currency === c) ?? zeroBuckets(c);
    return {
      ...buckets,
      id: c,
      country: countries.find((x) => x.currency === c)?.code ?? '',
      is_default: c === currency,
    };
  });
}

/**
 * The client's account in `currency` as `listAccounts` lists it, its buckets only (undefined:
 * the client has none in it), from `held`, the client's balances, when the caller has read them
 * in its transaction already: an order's eligibility reads them once.
 */
export async function accountIn(
  db: Db,
  owner: PortfolioOwner,
  currency: string,
  held?: readonly AssetBuckets[],
): Promise<AssetBuckets | undefined> {
  const balances = held ?? (await clientBalances(db, owner.tenantId, owner.userId));
  const mine = balances.find((h) => h.currency === currency);
  if (mine) return mine;
  const countries = await accountCountries(db, owner.tenantId);
  return countries.some((c) => c.currency === currency) ? zeroBuckets(currency) : undefined;
}

function zeroBuckets(currency: string): AssetBuckets {
  const z = zero(currency);
  return { currency, available: z, bonus: z, frozen: z, invested: z, loan: z, outstanding: z };
}

/**
 * The client's buckets summed in the tenant's currency (other currencies at the feed's mid
 * rate, rounded half-even per amount); a currency without a rate is left out.
 */
async function summed(db: Db, owner: PortfolioOwner, currency: string): Promise<AssetBuckets> {
  return sumBuckets(await clientBalances(db, owner.tenantId, owner.userId), currency);
}

function sumBuckets(held: readonly AssetBuckets[], currency: string): AssetBuckets {
  const now = new Date();
  const total = zeroBuckets(currency);
  for (const b of held) {
    const rate = b.currency === currency ? '1' : fxProvider().midRate(b.currency, currency, now);
    if (rate === undefined) continue;
    for (const k of CLIENT_BUCKETS) {
      const add = Money.of(b[k], b.currency).convert(rate, currency);
      total[k] = Money.of(total[k], currency).add(add).toString();
    }
  }
  return total;
}

/** A client's holdings in one listing currency at the live price (orders/service.ts). */
export interface HoldingsFigures {
  currency: string;
  market_value: string;
  cost: string;
  realised: string;
  /** Null when it cannot be known (a product holding's, products area). */
  day_change: string | null;
}

/**
 * GET /stat/app/v1/portfolio: the client's figures in the tenant's currency (other
 * currencies at the feed's mid rate): total value = cash + holdings at the live price - debts;
 * invested = the cost basis (the `invested` bucket, average cost); pnl = holdings' value - cost
 * (unrealised) and its percent of the cost; realised P&L and today's change; and the same per
 * currency before conversion. `holdingsRead` may still be under way (the orders and products
 * areas' reads): the reads here go alongside it, not one round trip after another.
 */
export async function portfolioSummary(
  db: Db,
  owner: PortfolioOwner,
  holdingsRead: readonly HoldingsFigures[] | Promise<readonly HoldingsFigures[]> = [],
): Promise<Portfolio> {
  // one read of the balances serves the cash and the per-currency rows
  const [currency, held, holdings] = await Promise.all([
    tenantCurrency(db, owner.tenantId),
    clientBalances(db, owner.tenantId, owner.userId),
    holdingsRead,
  ]);
  const b = sumBuckets(held, currency);
  const m = (v: string) => Money.of(v, currency);
  const cash = m(b.available).add(m(b.bonus)).add(m(b.frozen));
  const now = new Date();
  const currencies = [
    ...new Set([...held.map((h) => h.currency), ...holdings.map((h) => h.currency)]),
  ].sort();
  let value = m(zero(currency));
  let cost = m(zero(currency));
  let realised = m(zero(currency));
  // null once a currency's change of the day is unknown: a partial sum is no figure
  let dayChange: Money | null = m(zero(currency));
  const byCurrency: NonNullable<Portfolio['by_currency']> = [];
  for (const c of currencies) {
    const z = zero(c);
    const bal = held.find((h) => h.currency === c);
    const h = holdings.find((x) => x.currency === c) ?? {
      currency: c,
      market_value: z,
      cost: z,
      realised: z,
      day_change: z,
    };
    const own = (v: string) => Money.of(v, c);
    const ownCash = bal ? own(bal.available).add(own(bal.bonus)).add(own(bal.frozen)) : own(z);
    byCurrency.push({
      currency: c,
      cash: ownCash.toString(),
      market_value: h.market_value,
      cost: h.cost,
      pnl: own(h.market_value).sub(own(h.cost)).toString(),
      realised_pnl: h.realised,
      day_change: h.day_change,
    });
    const rate = c === currency ? '1' : fxProvider().midRate(c, currency, now);
    if (rate === undefined) continue;
    const conv = (v: string) => own(v).convert(rate, currency);
    value = value.add(conv(h.market_value));
    cost = cost.add(conv(h.cost));
    realised = realised.add(conv(h.realised));
    dayChange =
      dayChange === null || h.day_change === null ? null : dayChange.add(conv(h.day_change));
  }
  const pnl = value.sub(cost);
  return {
    currency,
    total_value: cash.add(value).sub(m(b.loan)).sub(m(b.outstanding)).toString(),
    invested_value: b.invested,
    cash_value: cash.toString(),
    pnl: pnl.toString(),
    pnl_percent: cost.isPositive()
      ? roundDecimal(pnl.value.div(cost.value).times('100'), 2, 'half_even').toFixed(2)
      : '0.00',
    market_value: value.toString(),
    realised_pnl: realised.toString(),
    day_change: dayChange === null ? null : dayChange.toString(),
    by_currency: byCurrency,
  };
}

/** GET /stat/app/v1/asset: the spec 3 buckets summed in the tenant's currency. */
export async function assetSummary(db: Db, owner: PortfolioOwner): Promise<AssetSummary> {
  const currency = await tenantCurrency(db, owner.tenantId);
  const b = await summed(db, owner, currency);
  const m = (v: string) => Money.of(v, currency);
  const total = m(b.available).add(m(b.bonus)).add(m(b.frozen)).add(m(b.invested));
  return { ...b, total: total.toString() };
}

/**
 * GET /overdrawn/app/v1/record/list?status=: the client's overdrawn records, what moved to
 * `outstanding` (the loans' overdue instalments), filtered by spec 4 common status.
 */
export async function overdrawnRecords(
  db: Db,
  owner: PortfolioOwner,
  status: CommonStatus | undefined,
): Promise<OverdrawnRecord[]> {
  return loanOverdrawnRecords(db, owner, status);
}
