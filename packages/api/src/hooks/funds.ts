// Area funds: the client's fund records, the ledger history.
import type { FundRecordsQuery } from '../contract/funds';
import { useApiQuery, type QueryConfig } from './query';

export const fundsKeys = {
  fundRecords: (query: FundRecordsQuery = {}) => ['fundRecords', query] as const,
};

/** GET /fund/app/v1/records?type=&currency=&from=&to=&page=&size= */
export const useFundRecords = (query: FundRecordsQuery = {}, config?: QueryConfig<'fundRecords'>) =>
  useApiQuery('fundRecords', fundsKeys.fundRecords(query), config);

// the CSV's shape is the wire's (one line per operation), shared with whoever reads the contract
export { fundRecordsCsv } from '../contract/funds';
