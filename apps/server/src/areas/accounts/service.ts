// Money views of spec 7 (accounts, portfolio, assets, overdrawn records). Issue 4 answers them
// empty and zero in the tenant's currency; the money issue fills them from the ledger.
import type { Account, AssetSummary, OverdrawnRecord, Portfolio } from '@invest/api/contract';
import { Money } from '@invest/domain';
import type { Caller, Db } from '../../platform/serviceDeps';
import { DEFAULT_CURRENCY } from '../settings/service';
import { tenantCurrencyOf } from './repo';

export type PortfolioOwner = Caller;

async function tenantCurrency(db: Db, tenantId: string): Promise<string> {
  return (await tenantCurrencyOf(db, tenantId)) ?? DEFAULT_CURRENCY;
}

/** Zero written with the currency's minor units ('0.00' USD, '0' JPY). */
const zero = (currency: string): string => Money.zero(currency).toString();

/** GET /acc/app/v1/list: the client's accounts (none before the ledger exists). */
export async function listAccounts(_db: Db, _owner: PortfolioOwner): Promise<Account[]> {
  return [];
}

/** GET /stat/app/v1/portfolio: value, invested, cash and P&L in the tenant's currency. */
export async function portfolioSummary(db: Db, owner: PortfolioOwner): Promise<Portfolio> {
  const currency = await tenantCurrency(db, owner.tenantId);
  const z = zero(currency);
  return {
    currency,
    total_value: z,
    invested_value: z,
    cash_value: z,
    pnl: z,
    pnl_percent: '0.00',
  };
}

/** GET /stat/app/v1/asset: the spec 3 buckets summed in the tenant's currency. */
export async function assetSummary(db: Db, owner: PortfolioOwner): Promise<AssetSummary> {
  const currency = await tenantCurrency(db, owner.tenantId);
  const z = zero(currency);
  return {
    currency,
    available: z,
    bonus: z,
    frozen: z,
    invested: z,
    loan: z,
    outstanding: z,
    total: z,
  };
}

/** GET /overdrawn/app/v1/record/list?status=: the client's overdrawn records (none yet). */
export async function overdrawnRecords(
  _db: Db,
  _owner: PortfolioOwner,
  _status: string | undefined,
): Promise<OverdrawnRecord[]> {
  return [];
}
