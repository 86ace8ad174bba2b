// How many shares an order may ask for, per exchange: board lots, the STAR Market's minimum,
// fractional shares on US listings. zod-free.
import { FRACTIONAL_QUANTITY_DECIMALS } from '../constants';
import type { ExchangeId } from '../market/exchanges';
import { roundDecimal, toDecimal, type Decimal } from '../money';
import { fail, ok, type RuleResult } from '../result';
import { isBlank, textOf } from '../validation/text';
import type { OrderSide } from './orderKinds';

/** The quantities an exchange takes for one listing. */
export interface LotRule {
  /** Fraction digits a quantity may carry: 6 on US listings (fractional shares), else 0. */
  decimals: number;
  /** The smallest buy, in shares. */
  minBuy: number;
  /** A buy is `minBuy` plus a whole number of these (a board lot when it equals `minBuy`). */
  buyStep: number;
}

const SHARES: LotRule = { decimals: 0, minBuy: 1, buyStep: 1 };
const FRACTIONAL: LotRule = { decimals: FRACTIONAL_QUANTITY_DECIMALS, minBuy: 1, buyStep: 1 };
// SSE and SZSE trading rules (main boards and ChiNext): buys in lots of 100 shares
const CHINA_BOARD_LOT: LotRule = { decimals: 0, minBuy: 100, buyStep: 100 };
// SSE STAR Market trading rules (codes 688xxx): at least 200 shares, then steps of one share
const STAR_MARKET: LotRule = { decimals: 0, minBuy: 200, buyStep: 1 };

/** Whether the exchange's listings trade in fractions of a share (US only). */
export const supportsFractional = (exchange: ExchangeId): boolean =>
  exchange === 'NYSE' || exchange === 'NASDAQ';

/**
 * The lot rule of a listing. India (NSE), Poland (WSE), Spain (BME) and Turkey (BIST, where a
 * lot is one share) trade single shares; the US adds fractions.
 */
export function lotRule(exchange: ExchangeId, symbol: string): LotRule {
  if (supportsFractional(exchange)) return FRACTIONAL;
  if (exchange === 'SSE' && symbol.startsWith('688')) return STAR_MARKET;
  if (exchange === 'SSE' || exchange === 'SZSE') return CHINA_BOARD_LOT;
  return SHARES;
}

/** Codes of the quantity rules (namespace `validation`), beside `amountCodes`' quantity ones. */
export const lotCodes = [
  'fractional_not_supported',
  'fractional_market_day_only',
  'quantity_too_many_decimals',
  'quantity_exceeds_holding',
  'quantity_odd_lot',
] as const;
export type LotCode =
  | (typeof lotCodes)[number]
  | 'quantity_required'
  | 'quantity_invalid'
  | 'quantity_below_minimum'
  | 'quantity_lot_size';

/** A quantity as typed: digits, an optional fraction; nothing else (no sign, no exponent). */
const QUANTITY_INPUT = /^\d+(\.\d+)?$/;

/** A typed quantity written canonically: '007.500' is '7.5'. Throws on a malformed one. */
export const normalizeQuantity = (value: string): string =>
  toDecimal(value.trim().replace(/^0+(?=\d)/, '')).toFixed();

const fractionDigits = (d: Decimal): number => Math.max(0, d.c.length - d.e - 1);

export interface OrderQuantityInput {
  exchange: ExchangeId;
  symbol: string;
  side: OrderSide;
  /** The quantity typed. */
  quantity: unknown;
  /** Shares of the listing held free for sale, a wire decimal (sells). @default '0' */
  holding?: string;
  /**
   * Whether this order may be fractional: US fractional shares trade as market orders for
   * the day only. @default false
   */
  fractional?: boolean;
}

/**
 * spec 5 'Quantity must be valid', per exchange: a number of shares above zero; whole shares
 * unless the listing trades fractions (then at most 6 decimals, and only in a market order for
 * the day). A buy meets the lot rule: whole lots of 100 on the Chinese main boards
 * ({lot}), at least 200 on the STAR Market ({min}). A sell takes at most the holding
 * ({available}); on the Chinese boards it is whole lots, or includes the holding's odd lot (the
 * shares short of a lot) in one go ({lot, odd}), and on the STAR Market at least 200 or the
 * whole of a smaller holding (SSE rules: 'the balance below a lot is sold in one declaration').
 */
export function checkOrderQuantity(input: OrderQuantityInput): RuleResult<LotCode> {
  const { quantity } = input;
  if (isBlank(quantity)) return fail('quantity_required');
  const text = textOf(quantity);
  if (text === undefined || !QUANTITY_INPUT.test(text)) return fail('quantity_invalid');
  const q = toDecimal(normalizeQuantity(text));
  if (!q.gt('0')) return fail('quantity_invalid');
  const rule = lotRule(input.exchange, input.symbol);
  const digits = fractionDigits(q);
  if (digits > 0) {
    if (rule.decimals === 0) return fail('fractional_not_supported');
    if (digits > rule.decimals) return fail('quantity_too_many_decimals', { max: rule.decimals });
    if (!input.fractional) return fail('fractional_market_day_only');
  }
  const whole = digits === 0 ? BigInt(q.toFixed()) : undefined;
  if (input.side === 'buy') return whole === undefined ? ok() : checkBuyLots(whole, rule);
  const holding = toDecimal(input.holding ?? '0');
  if (q.gt(holding)) {
    return fail('quantity_exceeds_holding', { available: holding.toFixed() });
  }
  return whole === undefined ? ok() : checkSellLots(whole, holding, rule);
}

function checkBuyLots(q: bigint, rule: LotRule): RuleResult<LotCode> {
  const min = BigInt(rule.minBuy);
  if (rule.buyStep === rule.minBuy) {
    return q % min === 0n ? ok() : fail('quantity_lot_size', { lot: rule.minBuy });
  }
  return q >= min ? ok() : fail('quantity_below_minimum', { min: rule.minBuy });
}

function checkSellLots(q: bigint, holding: Decimal, rule: LotRule): RuleResult<LotCode> {
  if (checkBuyLots(q, rule).ok || holding.eq(q.toString())) return ok();
  // a holding of a board-lot listing is whole shares: what the exchange delivered
  const held = BigInt(roundDecimal(holding, 0, 'down').toFixed());
  if (rule.buyStep === rule.minBuy) {
    const lot = BigInt(rule.minBuy);
    const odd = held % lot;
    return q % lot === odd
      ? ok()
      : fail('quantity_odd_lot', { lot: rule.minBuy, odd: Number(odd) });
  }
  return fail('quantity_below_minimum', { min: rule.minBuy });
}

/**
 * The quantity a cash amount buys at `price` (both in the listing's currency): the amount
 * divided by the price, rounded down to `decimals` (6: a millionth of a share), so that
 * quantity x price never exceeds the amount.
 */
export function quantityForAmount(
  amount: string,
  price: string,
  decimals: number = FRACTIONAL_QUANTITY_DECIMALS,
): string {
  const a = toDecimal(amount);
  const p = toDecimal(price);
  let q = roundDecimal(a.div(p), decimals, 'down');
  // the quotient carries 20 digits, rounded: should that rounding have crossed a step, step back
  if (q.times(p).gt(a)) q = q.minus(toDecimal('1').div(toDecimal('10').pow(decimals)));
  return q.toFixed();
}
