// Request and answer pieces the money areas share: an amount as typed (a decimal
// string; the server runs domain's amount rules on it), a currency, paging.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@invest/domain';
import { array, int, object, type ZodType } from 'zod';
import { text } from './text';

/**
 * An amount as the client sends it: a string (a JSON number is refused by the contract, never
 * rounded), taken as sent: not trimmed, so ' 10 ' reaches the amount rules and is refused like
 * '.5' or '007'. Its rules (a wire decimal, the grammar of domain's decimal.ts; the currency's
 * decimals, above zero, within available) are domain's `validateAmount`, run by the server,
 * answered as field errors (400 `invalid_amount`, ...). A view writes what a person typed in
 * that grammar before sending (`canonicalDecimal`).
 */
export const amountField = () => text({ max: 40 });
/** ISO 4217 currency code of a request ('USD'). */
export const currencyField = () => text({ max: 3 }).regex(/^[A-Z]{3}$/);
/** A page number or size in a query string (digits; the server caps the size). */
export const pageField = () =>
  text({ max: 6 })
    .regex(/^[1-9]\d{0,5}$/)
    .optional();

/** The paging query of a record list: page (from 1) and size (at most MAX_PAGE_SIZE). */
export const pageQueryShape = () => ({ page: pageField(), size: pageField() });
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

/**
 * A page of records: the list (at most a page: the server caps the size at MAX_PAGE_SIZE), the
 * total count and the page asked for.
 */
export const pagedSchema = <T extends ZodType>(item: T) =>
  object({ list: array(item).max(MAX_PAGE_SIZE), total: int(), page: int(), size: int() });
