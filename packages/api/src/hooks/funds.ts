// Area funds: the client's fund records, the ledger history.
import type { FundRecord, FundRecordsQuery } from '../contract/funds';
import { useApiQuery, type QueryConfig } from './query';

export const fundsKeys = {
  fundRecords: (query: FundRecordsQuery = {}) => ['fundRecords', query] as const,
};

/** GET /fund/app/v1/records?type=&currency=&from=&to=&page=&size= */
export const useFundRecords = (query: FundRecordsQuery = {}, config?: QueryConfig<'fundRecords'>) =>
  useApiQuery('fundRecords', fundsKeys.fundRecords(query), config);

const CSV_COLUMNS = [
  'created_at',
  'type',
  'kind',
  'currency',
  'bucket',
  'amount',
  'reference',
] as const;

const csvCell = (value: string): string => {
  // a leading =, +, -, @ would be a formula in a spreadsheet: quote it with a leading apostrophe
  const safe =
    /^[=+@\t\r]/.test(value) || (/^-/.test(value) && !/^-\d/.test(value)) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The records as CSV (header row, then one line per record; amounts as exact decimals). */
export function fundRecordsCsv(records: readonly FundRecord[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const record of records) lines.push(CSV_COLUMNS.map((c) => csvCell(record[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
