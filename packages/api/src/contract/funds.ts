// Area funds (spec 2/3): the client's fund records, one per operation on its money (the ledger
// movements inside each as its detail), filtered by type, currency and date, paged. The CSV
// export is the client's, in the same one-row-per-operation shape (fundRecordsCsv below).
import { fundRecordSchema, fundRecordTypes, type FundRecord } from '@invest/domain';
import { enum as zEnum, object, type infer as Infer } from 'zod';
import { pagedSchema, pageQueryShape } from './money';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { text } from './text';

export const fundsRoutes = {
  fundRecords: def({ method: 'GET', path: '/fund/app/v1/records', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

// the area's entity is the domain's (one definition); named here too for the area's users
export {
  fundMovementSchema,
  fundRecordSchema,
  fundRecordStatuses,
  fundRecordTypes,
  type FundMovement,
  type FundRecord,
  type FundRecordStatus,
  type FundRecordType,
} from '@invest/domain';

export const fundRecordsSchema = wireSchema(() => pagedSchema(fundRecordSchema));
export type FundRecords = Infer<typeof fundRecordsSchema>;

/** Filters: a type, a currency, and a date range of calendar days 'YYYY-MM-DD' (UTC, inclusive). */
export const fundRecordsQuerySchema = wireSchema(() =>
  object({
    type: zEnum(fundRecordTypes).optional(),
    currency: text({ max: 3 })
      .regex(/^[A-Z]{3}$/)
      .optional(),
    from: text({ max: 10 })
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    to: text({ max: 10 })
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    ...pageQueryShape(),
  }),
);
export type FundRecordsQuery = Infer<typeof fundRecordsQuerySchema>;

export const fundsSchemas = {
  fundRecords: { query: fundRecordsQuerySchema, response: fundRecordsSchema },
} as const;

/**
 * The CSV export's columns, one line per operation (as the list shows it):
 * - created_at: when the operation began (ISO-8601 UTC);
 * - type, status: what it is and where it stands (deposit, withdrawal, exchange, trade, ...;
 *   pending, completed, cancelled, rejected, expired);
 * - currency, amount: its signed amount on the available cash (exact decimal);
 * - counter_currency, counter_amount: an exchange's credited side (empty otherwise);
 * - id: the operation's id (the withdrawal, deposit, order or quote);
 * - movements: its ledger movements in order, "bucket currency amount" joined by "; ".
 */
const CSV_COLUMNS = [
  'created_at',
  'type',
  'status',
  'currency',
  'amount',
  'counter_currency',
  'counter_amount',
  'id',
  'movements',
] as const;

const csvCell = (value: string): string => {
  // a leading =, +, -, @ would be a formula in a spreadsheet: quote it with a leading apostrophe
  const safe =
    /^[=+@\t\r]/.test(value) || (/^-/.test(value) && !/^-\d/.test(value)) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const csvValue = (record: FundRecord, column: (typeof CSV_COLUMNS)[number]): string =>
  column === 'movements'
    ? record.movements.map((m) => `${m.bucket} ${m.currency} ${m.amount}`).join('; ')
    : (record[column] ?? '');

/** The records as CSV (header row, then one line per operation; amounts as exact decimals). */
export function fundRecordsCsv(records: readonly FundRecord[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const record of records) {
    lines.push(CSV_COLUMNS.map((c) => csvCell(csvValue(record, c))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
