// Area accounts and portfolio: the money views (signed-in reads).
import type { CommonStatus } from '@invest/domain';
import { useApiQuery, type QueryConfig } from './query';

export const accountsKeys = {
  accountList: () => ['accountList'] as const,
  portfolio: () => ['portfolio'] as const,
  assets: () => ['assets'] as const,
  overdrawnRecords: (query: { status?: CommonStatus } = {}) =>
    ['overdrawnRecords', query.status === undefined ? {} : { status: query.status }] as const,
};

/** GET /acc/app/v1/list. */
export const useAccounts = (config?: QueryConfig<'accountList'>) =>
  useApiQuery('accountList', accountsKeys.accountList(), config);
/** GET /stat/app/v1/portfolio. */
export const usePortfolio = (config?: QueryConfig<'portfolio'>) =>
  useApiQuery('portfolio', accountsKeys.portfolio(), config);
/** GET /stat/app/v1/asset. */
export const useAssets = (config?: QueryConfig<'assets'>) =>
  useApiQuery('assets', accountsKeys.assets(), config);
/** GET /overdrawn/app/v1/record/list?status= */
export const useOverdrawn = (status?: CommonStatus, config?: QueryConfig<'overdrawnRecords'>) =>
  useApiQuery(
    'overdrawnRecords',
    accountsKeys.overdrawnRecords(status === undefined ? {} : { status }),
    config,
  );
