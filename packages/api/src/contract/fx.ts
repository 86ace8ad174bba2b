// Area FX (spec 1/5): a quote (the rate with the tenant's spread, locked for
// QUOTE_VALIDITY_MS) and the exchange between two of the client's accounts at that quote.
import { fxExchangeSchema, fxQuoteSchema } from '@invest/domain';
import { object, type infer as Infer } from 'zod';
import { idField } from './fields';
import { amountField, currencyField } from './money';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';

export const fxRoutes = {
  // a quote is the first step of an exchange (it is stored and locked for the client)
  fxRate: def({ method: 'GET', path: '/fx/app/v1/rate', auth: 'user', feature: 'fx' }),
  fxExchange: def({
    method: 'POST',
    path: '/fx/app/v1/exchange',
    auth: 'user',
    moneyMoving: true,
    feature: 'fx',
  }),
} as const satisfies Record<string, RouteDef>;

export const fxRateQuerySchema = wireSchema(() =>
  object({ from: currencyField(), to: currencyField() }),
);
export type FxRateQuery = Infer<typeof fxRateQuerySchema>;

// the area's entities are the domain's (one definition each); named here too for the area's users
export { fxExchangeSchema, fxQuoteSchema, type FxExchange, type FxQuote } from '@invest/domain';

/**
 * POST /fx/app/v1/exchange (Idempotency-Key): `amount` of `from` at the quote. After the quote's
 * window: `fx_quote_expired` ("Please get the latest quotation again"). Rules: domain's
 * `validateFxForm` (spec 5: two accounts, a funded source, the amount; insufficient judged
 * after conversion).
 */
export const fxExchangeRequestSchema = wireSchema(() =>
  object({
    quote_id: idField(),
    from: currencyField(),
    to: currencyField(),
    amount: amountField(),
  }),
);
export type FxExchangeRequest = Infer<typeof fxExchangeRequestSchema>;

export const fxSchemas = {
  fxRate: { query: fxRateQuerySchema, response: fxQuoteSchema },
  fxExchange: { body: fxExchangeRequestSchema, response: fxExchangeSchema },
} as const;
