// Area accounts and portfolio (spec 3, 7: the money views, empty until the money issue fills
// them). Routes and schemas of the area; the balances are domain's asset buckets.
import {
  accountSchema,
  assetBucketsSchema,
  commonStatuses,
  decimalString,
  overdrawnRecordSchema,
} from '@invest/domain';
import { array, enum as zEnum, object, type infer as Infer } from 'zod';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';

export const accountsRoutes = {
  accountList: def({ method: 'GET', path: '/acc/app/v1/list', auth: 'user' }),
  portfolio: def({ method: 'GET', path: '/stat/app/v1/portfolio', auth: 'user' }),
  assets: def({ method: 'GET', path: '/stat/app/v1/asset', auth: 'user' }),
  overdrawnRecords: def({ method: 'GET', path: '/overdrawn/app/v1/record/list', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

export { accountSchema, type Account } from '@invest/domain';
export const accountListSchema = wireSchema(() => array(accountSchema));

import { portfolioSchema } from '@invest/domain';
export { portfolioSchema, type Portfolio } from '@invest/domain';

/** GET /stat/app/v1/asset: the buckets summed over the accounts of the currency. */
export const assetSummarySchema = wireSchema(() =>
  assetBucketsSchema.extend({ total: decimalString }),
);
export type AssetSummary = Infer<typeof assetSummarySchema>;

export const overdrawnQuerySchema = wireSchema(() =>
  object({ status: zEnum(commonStatuses).optional() }),
);
export const overdrawnListSchema = wireSchema(() => array(overdrawnRecordSchema));
export { overdrawnRecordSchema, type OverdrawnRecord } from '@invest/domain';

export const accountsSchemas = {
  accountList: { response: accountListSchema },
  portfolio: { response: portfolioSchema },
  assets: { response: assetSummarySchema },
  overdrawnRecords: { query: overdrawnQuerySchema, response: overdrawnListSchema },
} as const;
