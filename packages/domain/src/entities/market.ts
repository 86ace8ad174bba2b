import { object, string, type infer as Infer } from 'zod';
import { currencyCodeSchema, nonNegativeDecimalString } from './fields';

/**
 * spec 2/3, Stock search result (header symbol search): symbol, market, name, country,
 * currency, price, countryImage, an optional image and two optional detail lines. Choosing one
 * opens /quote with symbol, market (`ex`) and country.
 */
export const stockSearchResultSchema = object({
  symbol: string().min(1),
  market: string().min(1),
  name: string(),
  country: string().min(1),
  currency: currencyCodeSchema,
  price: nonNegativeDecimalString,
  /** URL of the country's flag. */
  countryImage: string(),
  /** URL of the company's logo. */
  image: string().optional(),
  /** First optional detail line (e.g. the sector). */
  detail1: string().optional(),
  /** Second optional detail line. */
  detail2: string().optional(),
});
/** spec 3, Stock search result. */
export type StockSearchResult = Infer<typeof stockSearchResultSchema>;
