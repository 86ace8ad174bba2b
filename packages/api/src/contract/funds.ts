// Area funds (spec 2/3): the client's fund records, the ledger history of its
// accounts (every entry on an own bucket), filtered by type and date, paged. CSV export is the
// client's (the rows as they are).
import { fundRecordSchema, fundRecordTypes } from '@invest/domain';
import { enum as zEnum, object, type infer as Infer } from 'zod';
import { pagedSchema, pageQueryShape } from './money';
import { schema } from './pure';
import { def, type RouteDef } from './route';
import { text } from './text';

export const fundsRoutes = {
  fundRecords: def({ method: 'GET', path: '/fund/app/v1/records', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

// the area's entity is the domain's (one definition); named here too for the area's users
export {
  fundRecordSchema,
  fundRecordTypes,
  type FundRecord,
  type FundRecordType,
} from '@invest/domain';

export const fundRecordsSchema = /* @__PURE__ */ schema(() => pagedSchema(fundRecordSchema));
export type FundRecords = Infer<typeof fundRecordsSchema>;

/** Filters: a type, a currency, and a date range of calendar days 'YYYY-MM-DD' (UTC, inclusive). */
export const fundRecordsQuerySchema = /* @__PURE__ */ schema(() =>
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
