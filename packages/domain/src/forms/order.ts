// The order ticket's form (POST /trade/app/v1/quote and /order): one validator, run by the
// view before asking for a quote and by the server's service on the request. The account-level
// rules (levels, PAC, minimums, cash after conversion) are `checkOrderEligibility`'s, on the
// quote. zod-free.
import { FRACTIONAL_MIN_AMOUNT } from '../constants';
import type { OrderTicket } from '../entities/trading';
import { EXCHANGES, type ExchangeId } from '../market/exchanges';
import { compareDecimal, Money } from '../money';
import { fail, ok, type RuleResult } from '../result';
import { eligibilityCodes } from '../trading/eligibility';
import {
  checkOrderQuantity,
  lotCodes,
  normalizeQuantity,
  supportsFractional,
} from '../trading/lots';
import {
  isOrderSide,
  isOrderType,
  isTimeInForce,
  needsLimitPrice,
  needsStopPrice,
  type OrderSide,
} from '../trading/orderKinds';
import { quoteCodes } from '../trading/orderPreview';
import { checkPriceTick, tickCodes } from '../trading/ticks';
import { validateAmount } from '../validation/amount';
import { isBlank, textOf } from '../validation/text';
import { formResult, type FieldRule, type FormResult } from './formResult';

/** Codes of the order form's own rules (namespace `validation`). */
export const orderFormCodes = [
  'order_side_required',
  'order_type_required',
  'time_in_force_required',
  'quantity_or_amount',
  'amount_order_unsupported',
  'limit_price_required',
  'stop_price_required',
  'limit_price_below_stop',
  'limit_price_above_stop',
  'stop_price_below_market',
  'stop_price_above_market',
] as const;
export type OrderFormCode = (typeof orderFormCodes)[number];

/**
 * Every code of the order ticket, its quote and its eligibility that `amountCodes` does not
 * already have (namespace `validation`): the keys `@invest/i18n` needs before a screen shows
 * them.
 */
export const orderCodes = [
  ...new Set([...orderFormCodes, ...lotCodes, ...tickCodes, ...eligibilityCodes, ...quoteCodes]),
] as const;

/** The fields a person fills in. */
type OrderFormValues = Partial<
  Record<
    'side' | 'type' | 'time_in_force' | 'quantity' | 'amount' | 'limit_price' | 'stop_price',
    unknown
  >
>;

export interface OrderFormContext {
  /** The listing the ticket is for. */
  exchange: ExchangeId;
  symbol: string;
  /** Shares of it held free for sale (sells), a wire decimal. @default '0' */
  holding?: string;
  /**
   * The last price, a wire decimal: a stop must be above it for a buy and below it for a sell
   * (else it would trigger at once); not checked when absent.
   */
  marketPrice?: string;
}

const text = (value: unknown): string => textOf(value) ?? '';

/**
 * spec 3/5, the order ticket: a side, a type and a time in force; a quantity (the exchange's
 * lot rules, `checkOrderQuantity`) or, for a market buy for the day of a US listing, a cash
 * amount (a valid amount of at least `FRACTIONAL_MIN_AMOUNT`), not both; the limit and stop
 * prices the type needs, above zero on the exchange's tick grid (`checkPriceTick`); a
 * stop-limit's limit at or beyond its stop (a buy's at or above, a sell's at or below); a stop
 * beyond the market price when it is known. Every problem at once, one per field.
 */
export function validateOrderForm(
  values: OrderFormValues,
  context: OrderFormContext,
): FormResult<OrderTicket> {
  const { exchange, symbol } = context;
  const side = isOrderSide(values.side) ? values.side : undefined;
  const type = isOrderType(values.type) ? values.type : undefined;
  const tif = isTimeInForce(values.time_in_force) ? values.time_in_force : undefined;
  const byAmount = !isBlank(values.amount);
  const byQuantity = !isBlank(values.quantity);
  const fractional = type === 'market' && tif === 'day';
  const checks: FieldRule[] = [
    ['side', side ? ok() : fail('order_side_required')],
    ['type', type ? ok() : fail('order_type_required')],
    ['time_in_force', tif ? ok() : fail('time_in_force_required')],
  ];
  if (byAmount && byQuantity) {
    checks.push(['quantity', fail('quantity_or_amount')]);
  } else if (byAmount) {
    checks.push(['amount', amountRule(values.amount, exchange, side, fractional)]);
  } else {
    checks.push([
      'quantity',
      checkOrderQuantity({
        exchange,
        symbol,
        // the lot rules of a buy while the side is not chosen
        side: side ?? 'buy',
        quantity: values.quantity,
        holding: context.holding,
        fractional,
      }),
    ]);
  }
  const limit =
    type && needsLimitPrice(type) ? priceRule(exchange, values.limit_price, 'limit') : undefined;
  const stop =
    type && needsStopPrice(type) ? priceRule(exchange, values.stop_price, 'stop') : undefined;
  if (limit) checks.push(['limit_price', limit]);
  if (stop) checks.push(['stop_price', stop]);
  if (side && limit?.ok && stop?.ok) {
    checks.push([
      'limit_price',
      stopLimitRule(side, text(values.limit_price), text(values.stop_price)),
    ]);
  }
  if (side && stop?.ok && context.marketPrice !== undefined) {
    checks.push(['stop_price', stopMarketRule(side, text(values.stop_price), context.marketPrice)]);
  }
  // every check passed: the side, type and prices the type needs are there
  return formResult(
    checks,
    () =>
      ({
        exchange,
        symbol,
        side: side!,
        type: type!,
        time_in_force: tif!,
        ...(byAmount
          ? { amount: amountText(values.amount, exchange) }
          : { quantity: normalizeQuantity(text(values.quantity)) }),
        ...(limit ? { limit_price: clean(text(values.limit_price)) } : {}),
        ...(stop ? { stop_price: clean(text(values.stop_price)) } : {}),
      }) as OrderTicket,
  );
}

/** A buy by amount: US listings, market orders for the day, at least the fractional minimum. */
function amountRule(
  value: unknown,
  exchange: ExchangeId,
  side: OrderSide | undefined,
  fractional: boolean,
): RuleResult {
  if (!supportsFractional(exchange) || side === 'sell') return fail('amount_order_unsupported');
  if (!fractional) return fail('fractional_market_day_only');
  return validateAmount(value, {
    currency: EXCHANGES[exchange].currency,
    minAmount: FRACTIONAL_MIN_AMOUNT,
  });
}

function priceRule(exchange: ExchangeId, value: unknown, which: 'limit' | 'stop'): RuleResult {
  if (isBlank(value))
    return fail(which === 'limit' ? 'limit_price_required' : 'stop_price_required');
  return checkPriceTick(exchange, text(value));
}

/** A stop-limit buy's limit is at or above its stop; a sell's at or below. */
function stopLimitRule(side: OrderSide, limit: string, stop: string): RuleResult {
  const order = compareDecimal(clean(limit), clean(stop));
  if (side === 'buy' && order < 0) return fail('limit_price_below_stop');
  if (side === 'sell' && order > 0) return fail('limit_price_above_stop');
  return ok();
}

/** A buy stop is above the market, a sell stop below: else it triggers at once. */
function stopMarketRule(side: OrderSide, stop: string, market: string): RuleResult {
  const order = compareDecimal(clean(stop), market);
  if (side === 'buy' && order <= 0) return fail('stop_price_below_market', { price: market });
  if (side === 'sell' && order >= 0) return fail('stop_price_above_market', { price: market });
  return ok();
}

/** A checked amount as a wire decimal with the currency's minor units ('.5' is '0.50'). */
function amountText(value: unknown, exchange: ExchangeId): string {
  const parsed = Money.parse(value, EXCHANGES[exchange].currency);
  /* v8 ignore next: validateAmount accepted it, so it parses */
  return parsed.ok ? parsed.money.toString() : text(value);
}

/** A checked price as a wire decimal (leading zeros dropped: '007.50' is '7.50'). */
const clean = (price: string): string => price.replace(/^0+(?=\d)/, '');
