import type { Migration } from 'kysely/migration';
import { migration0001Tenants } from './0001_tenants';
import { migration0002Users } from './0002_users';
import { migration0003Platform } from './0003_platform';
import { migration0004UsernameCi } from './0004_username_ci';
import { migration0005SecretsDevices } from './0005_secrets_devices';
import { migration0006Ledger } from './0006_ledger';
import { migration0007Security } from './0007_security';
import { migration0008Money } from './0008_money';
import { migration0009Markets } from './0009_markets';
import { migration0011MessageKeys } from './0011_message_keys';
import { migration0012LedgerShards } from './0012_ledger_shards';
import { migration0013ClientPermissions } from './0013_client_permissions';
import { migration0014Trading } from './0014_trading';
import { migration0015FeeSchedules } from './0015_fee_schedules';
import { migration0016WorkingOrdersIdx } from './0016_working_orders_idx';
import { migration0017DepositReferences } from './0017_deposit_references';
import { migration0018SignInGrouping } from './0018_sign_in_grouping';
import { migration0019TradingMatchIdx } from './0019_trading_match_idx';
import { migration0020Offerings } from './0020_offerings';
import { migration0021QuoteOnce } from './0021_quote_once';
import { migration0022Products } from './0022_products';
import { migration0023Loans } from './0023_loans';
import { migration0024ChatMessages } from './0024_chat_messages';
import { migration0025LoanJobs } from './0025_loan_jobs';
import { migration0026OfferingAi } from './0026_offering_ai';
import { migration0027ProductFigures } from './0027_product_figures';
import { migration0028PacCodes } from './0028_pac_codes';
import { migration0029LedgerEntryAccountTenant } from './0029_ledger_entry_account_tenant';
import { migration0030TradeWriteKeys } from './0030_trade_write_keys';
import { migration0031LoansInterestColumn } from './0031_loans_interest_column';

/**
 * Every migration, by name. Kysely runs them in the alphabetical order of their names, so a new
 * migration gets the next number. Listed statically (no folder scan) so a bundled server has them.
 */
export const migrations: Record<string, Migration> = {
  '0001_tenants': migration0001Tenants,
  '0002_users': migration0002Users,
  '0003_platform': migration0003Platform,
  '0004_username_ci': migration0004UsernameCi,
  '0005_secrets_devices': migration0005SecretsDevices,
  '0006_ledger': migration0006Ledger,
  '0007_security': migration0007Security,
  '0008_money': migration0008Money,
  '0009_markets': migration0009Markets,
  '0011_message_keys': migration0011MessageKeys,
  '0012_ledger_shards': migration0012LedgerShards,
  '0013_client_permissions': migration0013ClientPermissions,
  '0014_trading': migration0014Trading,
  '0015_fee_schedules': migration0015FeeSchedules,
  '0016_working_orders_idx': migration0016WorkingOrdersIdx,
  '0017_deposit_references': migration0017DepositReferences,
  '0018_sign_in_grouping': migration0018SignInGrouping,
  '0019_trading_match_idx': migration0019TradingMatchIdx,
  '0020_offerings': migration0020Offerings,
  '0021_quote_once': migration0021QuoteOnce,
  '0022_products': migration0022Products,
  '0023_loans': migration0023Loans,
  '0024_chat_messages': migration0024ChatMessages,
  '0025_loan_jobs': migration0025LoanJobs,
  '0026_offering_ai': migration0026OfferingAi,
  '0027_product_figures': migration0027ProductFigures,
  '0028_pac_codes': migration0028PacCodes,
  '0029_ledger_entry_account_tenant': migration0029LedgerEntryAccountTenant,
  '0030_trade_write_keys': migration0030TradeWriteKeys,
  '0031_loans_interest_column': migration0031LoansInterestColumn,
};
