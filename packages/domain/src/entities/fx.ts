import { int, object, string, type infer as Infer } from 'zod';
import { currencyCodeSchema, decimalString, utcDateTimeSchema } from './fields';

/**
 * spec 1/5 FX: a quote. `rate` is units of `to` per one `from`, the client's rate (the tenant's
 * spread taken); valid until `expires_at` (`valid_ms` from `quoted_at`); the exchange names it by
 * `quote_id`. `mid_rate` is the feed's mid and `spread_percent` the tenant's markup on it (the
 * back office's fx:spread, "0.50" for 50 basis points), so the client sees what the exchange costs
 * (spec 5).
 */
export const fxQuoteSchema = object({
  quote_id: string(),
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  rate: decimalString,
  mid_rate: decimalString,
  spread_percent: decimalString,
  quoted_at: utcDateTimeSchema,
  expires_at: utcDateTimeSchema,
  valid_ms: int(),
});
export type FxQuote = Infer<typeof fxQuoteSchema>;

/** spec 5: an exchange done: what left `from` and what reached `to`, at `rate`. */
export const fxExchangeSchema = object({
  id: string(),
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  amount: decimalString,
  converted: decimalString,
  rate: decimalString,
  created_at: utcDateTimeSchema,
});
export type FxExchange = Infer<typeof fxExchangeSchema>;
