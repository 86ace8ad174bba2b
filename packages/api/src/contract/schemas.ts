// The schemas of every route of ./routes, by the same name: each area's table, gathered.
// Request objects strip unknown keys, so a client cannot set what it does not own (vip, score,
// KYC status...): mass assignment has no effect. Every request string is a `text` field.
import type { ZodType } from 'zod';
import { accountsSchemas } from './accounts';
import { authSchemas } from './auth';
import { clientSchemas } from './client';
import { kycSchemas } from './kyc';
import { messagesSchemas } from './messages';
import type { RouteName } from './routes';
import { securitySchemas } from './security';
import { settingsSchemas } from './settings';
import { uploadsSchemas } from './uploads';
import { stockSchemas } from './stock';
import { watchlistSchemas } from './watchlist';
import { newsSchemas } from './news';
import { bankSchemas } from './bank';
import { depositsSchemas } from './deposits';
import { fundsSchemas } from './funds';
import { fxSchemas } from './fx';
import { nomineesSchemas } from './nominees';
import { withdrawalsSchemas } from './withdrawals';
import { ordersSchemas } from './orders';
import { offeringsSchemas } from './offerings';

export interface RouteSchemas {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  /** The `data` of the success envelope; absent for a file answer. */
  response?: ZodType;
}

/** The schemas of every route, by name (the server registers each route with its own). */
export const schemas = {
  ...settingsSchemas,
  ...authSchemas,
  ...clientSchemas,
  ...uploadsSchemas,
  ...kycSchemas,
  ...accountsSchemas,
  ...messagesSchemas,
  ...stockSchemas,
  ...watchlistSchemas,
  ...newsSchemas,
  ...securitySchemas,
  ...bankSchemas,
  ...nomineesSchemas,
  ...depositsSchemas,
  ...withdrawalsSchemas,
  ...ordersSchemas,
  ...fxSchemas,
  ...fundsSchemas,
  ...offeringsSchemas,
} as const satisfies Record<RouteName, RouteSchemas>;
