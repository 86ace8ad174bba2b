// Money views of spec 7 (accounts, portfolio, assets, overdrawn records), from the ledger
// (issue 14); overdrawn records stay empty until loans bring them.
import type { Account, AssetSummary, OverdrawnRecord, Portfolio } from '@invest/api/contract';
import { CLIENT_BUCKETS, DEFAULT_CURRENCY, Money, type AssetBuckets } from '@invest/domain';
import type { Caller, Db } from '../../platform/serviceDeps';
import { clientBalances } from '../ledger/service';
import { fxProvider } from '../fx/provider';
import { accountCountries, tenantCurrencyOf } from './repo';

export type PortfolioOwner = Caller;

async function tenantCurrency(db: Db, tenantId: string): Promise<string> {
  return (await tenantCurrencyOf(db, tenantId)) ?? DEFAULT_CURRENCY;
}

/** Zero written with the currency's minor units ('0.00' USD, '0' JPY). */
const zero = (currency: string): string => Money.zero(currency).toString();

/**
 * GET /acc/app/v1/list (issue 14): one account per currency of the tenant's account countries
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

function zeroBuckets(currency: string): AssetBuckets {
  const z = zero(currency);
  return { currency, available: z, bonus: z, frozen: z, invested: z, loan: z, outstanding: z };
}

/**
 * The client's buckets summed in the tenant's currency (other currencies at the feed's mid
 * rate, rounded half-even per amount); a currency without a rate is left out.
 */
async function summed(db: Db, owner: PortfolioOwner, currency: string): Promise<AssetBuckets> {
  const held = await clientBalances(db, owner.tenantId, owner.userId);
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

/** GET /stat/app/v1/portfolio: value, invested, cash and P&L in the tenant's currency. */
export async function portfolioSummary(db: Db, owner: PortfolioOwner): Promise<Portfolio> {
  const currency = await tenantCurrency(db, owner.tenantId);
  const z = zero(currency);
  const b = await summed(db, owner, currency);
  const m = (v: string) => Money.of(v, currency);
  const cash = m(b.available).add(m(b.bonus)).add(m(b.frozen));
  return {
    currency,
    total_value: cash.add(m(b.invested)).sub(m(b.loan)).sub(m(b.outstanding)).toString(),
    invested_value: b.invested,
    cash_value: cash.toString(),
    pnl: z,
    pnl_percent: '0.00',
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

/** GET /overdrawn/app/v1/record/list?status=: the client's overdrawn records (none yet). */
export async function overdrawnRecords(
  _db: Db,
  _owner: PortfolioOwner,
  _status: string | undefined,
): Promise<OverdrawnRecord[]> {
  return [];
}
