// Area accounts and portfolio (spec 3, 7: the money views, empty until the money issue fills
// them). Routes and schemas of the area; the balances are domain's asset buckets.
import {
  accountSchema,
  assetBucketsSchema,
  commonStatuses,
  currencyCodeSchema,
  decimalString,
  overdrawnRecordSchema,
} from '@invest/domain';
import { array, enum as zEnum, object, type infer as Infer } from 'zod';
import { schema } from './pure';
import { def, type RouteDef } from './route';

export const accountsRoutes = {
  accountList: def({ method: 'GET', path: '/acc/app/v1/list', auth: 'user' }),
  portfolio: def({ method: 'GET', path: '/stat/app/v1/portfolio', auth: 'user' }),
  assets: def({ method: 'GET', path: '/stat/app/v1/asset', auth: 'user' }),
  overdrawnRecords: def({ method: 'GET', path: '/overdrawn/app/v1/record/list', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

export { accountSchema, type Account } from '@invest/domain';
export const accountListSchema = /* @__PURE__ */ schema(() => array(accountSchema));

/** GET /stat/app/v1/portfolio: value, invested and P&L in the tenant's currency. */
export const portfolioSchema = /* @__PURE__ */ schema(() =>
  object({
    currency: currencyCodeSchema,
    total_value: decimalString,
    invested_value: decimalString,
    cash_value: decimalString,
    pnl: decimalString,
    pnl_percent: decimalString,
    /** Holdings at the live price (issue 22), in `currency`. */
    market_value: decimalString.optional(),
    /** Realised P&L of the sales so far, in `currency`. */
    realised_pnl: decimalString.optional(),
    /** Today's change of the holdings' value, in `currency`. */
    day_change: decimalString.optional(),
    /** The same figures per listing or account currency, before conversion. */
    by_currency: array(
      object({
        currency: currencyCodeSchema,
        cash: decimalString,
        market_value: decimalString,
        cost: decimalString,
        pnl: decimalString,
        realised_pnl: decimalString,
        day_change: decimalString,
      }),
    ).optional(),
  }),
);
export type Portfolio = Infer<typeof portfolioSchema>;

/** GET /stat/app/v1/asset: the buckets summed over the accounts of the currency. */
export const assetSummarySchema = /* @__PURE__ */ schema(() =>
  assetBucketsSchema.extend({ total: decimalString }),
);
export type AssetSummary = Infer<typeof assetSummarySchema>;

export const overdrawnQuerySchema = /* @__PURE__ */ schema(() =>
  object({ status: zEnum(commonStatuses).optional() }),
);
export const overdrawnListSchema = /* @__PURE__ */ schema(() => array(overdrawnRecordSchema));
export { overdrawnRecordSchema, type OverdrawnRecord } from '@invest/domain';

export const accountsSchemas = {
  accountList: { response: accountListSchema },
  portfolio: { response: portfolioSchema },
  assets: { response: assetSummarySchema },
  overdrawnRecords: { query: overdrawnQuerySchema, response: overdrawnListSchema },
} as const;
