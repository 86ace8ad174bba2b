// The quote of an order before it is placed: price, gross, fees and taxes, total, and the total
// in the paying account's currency (spec 5: insufficient balance is judged after conversion).
// Pure: the server computes it for POST /trade/app/v1/quote and again on placement; the ticket
// shows the same figures. zod-free.
import { QUOTE_VALIDITY_MS } from '../constants';
import { isDecimalString } from '../decimal';
import { EXCHANGES, type ExchangeId } from '../market/exchanges';
import { compareDecimal, Money } from '../money';
import type { CommissionSchedule, OrderPreview } from '../entities/trading';
import { computeFees, grossAmount, type FeeRule } from './fees';
import { quantityForAmount } from './lots';
import type { OrderSide, OrderType } from './orderKinds';

export interface OrderPreviewInput {
  exchange: ExchangeId;
  side: OrderSide;
  /** Shares; exactly one of `quantity` and `amount`. */
  quantity?: string;
  /**
   * A cash amount to invest, in the listing's currency (a fractional buy on a US listing):
   * it buys the quantity `quantityForAmount` gives; fees and taxes come on top of it.
   */
  amount?: string;
  /** The price the estimate uses (`previewPrice`). */
  price: string;
  commission: CommissionSchedule;
  /** The trade date, YYYY-MM-DD in the exchange's time zone. */
  tradeDate: string;
  /** The listing is on Spain's financial-transaction-tax list. */
  financialTransactionTax?: boolean;
  /** The currency of the cash account that pays or is paid. */
  accountCurrency: string;
  /**
   * Units of the account's currency per unit of the listing's, when they differ (the FX
   * quote); absent, malformed or not positive: the converted total is unknown.
   */
  fxRate?: string | null;
  /** The market's fee rules, when not the default table. */
  rules?: readonly FeeRule[];
}

const usableRate = (rate: string | null | undefined): rate is string =>
  isDecimalString(rate) && compareDecimal(rate, '0') > 0;

/**
 * The estimate of an order (the `OrderPreview` entity): the quantity (typed, or bought by the
 * amount), price, gross, fee and tax lines with trade_fees, tax_fees and total_fees, and what
 * moves in cash, `total` (a buy pays gross + fees; a sell receives gross - fees, below zero
 * when the charges exceed the proceeds), converted into the account's currency half-even at
 * `fx_rate` (null, and no converted total, when a rate is needed and missing; null rate and the
 * same total when the currencies are the same). Throws on input a validated form cannot produce: neither or both
 * of quantity and amount, malformed figures.
 */
export function previewOrder(input: OrderPreviewInput): OrderPreview {
  if ((input.quantity === undefined) === (input.amount === undefined)) {
    throw new TypeError('An order preview takes exactly one of quantity and amount');
  }
  const { currency } = EXCHANGES[input.exchange];
  const quantity = input.quantity ?? quantityForAmount(input.amount!, input.price);
  const gross = grossAmount(quantity, input.price, currency);
  const fees = computeFees({
    exchange: input.exchange,
    side: input.side,
    quantity,
    price: input.price,
    commission: input.commission,
    tradeDate: input.tradeDate,
    financialTransactionTax: input.financialTransactionTax,
    rules: input.rules,
  });
  const feeTotal = Money.of(fees.total_fees, currency);
  const total = input.side === 'buy' ? gross.add(feeTotal) : gross.sub(feeTotal);
  let fxRate: string | null = null;
  let converted: Money | null = total;
  if (input.accountCurrency !== currency) {
    fxRate = usableRate(input.fxRate) ? input.fxRate : null;
    converted = fxRate === null ? null : total.convert(fxRate, input.accountCurrency);
  }
  return {
    exchange: input.exchange,
    side: input.side,
    currency,
    quantity,
    price: input.price,
    gross: gross.toString(),
    fees: fees.lines,
    trade_fees: fees.trade_fees,
    tax_fees: fees.tax_fees,
    total_fees: fees.total_fees,
    total: total.toString(),
    account_currency: input.accountCurrency,
    fx_rate: fxRate,
    converted_total: converted === null ? null : converted.toString(),
  };
}

/**
 * The price an estimate uses: the quote for a market order; the limit for a limit or
 * stop-limit order (the most a buy pays, the least a sell takes); the stop for a stop order
 * (where it turns into a market order). The quote while that price is not typed yet.
 */
export function previewPrice(
  type: OrderType,
  prices: { quote: string; limit_price?: string; stop_price?: string },
): string {
  if (type === 'limit' || type === 'stop_limit') return prices.limit_price ?? prices.quote;
  if (type === 'stop') return prices.stop_price ?? prices.quote;
  return prices.quote;
}

/** Codes of the quote (namespace `validation`): spec 8 'Quotation expired. Refresh price.' */
export const quoteCodes = ['quote_expired'] as const;
export type QuoteCode = (typeof quoteCodes)[number];

/** spec 4: a price quote expires after a countdown (`QUOTE_VALIDITY_MS`, open in the spec). */
export const quoteExpiresAt = (quotedAt: Date, validityMs: number = QUOTE_VALIDITY_MS): Date =>
  new Date(quotedAt.getTime() + validityMs);

/** spec 4/8: 'Quotation expired. Refresh price.' from the expiry instant on. */
export const isQuoteExpired = (expiresAt: Date, now: Date): boolean =>
  now.getTime() >= expiresAt.getTime();
