// A holding and its realised P&L, at average cost (spec 3: quantity, est_pnl, cumulative
// profit). zod-free.
//
// Method: average cost. A buy adds its quantity and what it cost, fees and taxes included; a
// sell releases the holding's cost in proportion to the quantity sold (the whole cost when it
// sells everything) and realises its net proceeds minus that cost. It is what the markets of
// the product show their clients (India's and China's brokers quote an average buy price), it
// needs no lot history, and it never drifts: the released cost is rounded half-even to the
// minor unit, so released costs plus the remaining cost always equal what was paid, and the
// remaining cost cannot go below zero. Tax-lot methods (FIFO) are a reporting question for
// later; they do not change the cash.
import type { Position } from '../entities/trading';
import { Money, roundDecimal, toDecimal } from '../money';
import { fail, type RuleResult } from '../result';

/** One execution: shares, their gross value, and its fees and taxes (all charges). */
export interface Fill {
  quantity: string;
  gross: string;
  fees: string;
}

/** No holding yet. */
export const emptyPosition = (currency: string): Position => ({
  currency,
  quantity: '0',
  cost: Money.zero(currency).toString(),
  realised: Money.zero(currency).toString(),
});

/** The position after a buy: its quantity and its cost (gross + fees) added. */
export function applyBuy(position: Position, fill: Fill): Position {
  const { currency } = position;
  return {
    ...position,
    quantity: toDecimal(position.quantity).plus(fill.quantity).toFixed(),
    cost: Money.of(position.cost, currency)
      .add(Money.of(fill.gross, currency))
      .add(Money.of(fill.fees, currency))
      .toString(),
  };
}

export type SellResult =
  | {
      ok: true;
      position: Position;
      /** The cost released by this sale. */
      cost_of_sold: string;
      /** gross - fees - cost_of_sold; signed. */
      realised_pnl: string;
    }
  | Extract<RuleResult<'quantity_exceeds_holding'>, { ok: false }>;

/**
 * The position after a sell, the cost it released and the P&L it realised; more than the
 * holding is 'quantity_exceeds_holding' ({available}).
 */
export function applySell(position: Position, fill: Fill): SellResult {
  const { currency } = position;
  const held = toDecimal(position.quantity);
  const sold = toDecimal(fill.quantity);
  if (sold.gt(held)) {
    return fail('quantity_exceeds_holding', { available: held.toFixed() });
  }
  const cost = Money.of(position.cost, currency);
  const remaining = held.minus(sold);
  const released = remaining.eq('0')
    ? cost
    : Money.of(cost.value.times(sold).div(held).toFixed(), currency).round();
  const pnl = Money.of(fill.gross, currency).sub(Money.of(fill.fees, currency)).sub(released);
  return {
    ok: true,
    position: {
      currency,
      quantity: remaining.toFixed(),
      cost: cost.sub(released).toString(),
      realised: Money.of(position.realised, currency).add(pnl).toString(),
    },
    cost_of_sold: released.toString(),
    realised_pnl: pnl.toString(),
  };
}

/**
 * The average cost per share (cost / quantity, half-even to 6 decimals, written canonically);
 * null when nothing is held.
 */
export function averageCost(position: Position): string | null {
  const held = toDecimal(position.quantity);
  if (held.eq('0')) return null;
  return roundDecimal(toDecimal(position.cost).div(held), 6, 'half_even').toFixed();
}

/**
 * What a holding is worth at `price` and what selling it now would gain: market value
 * (quantity x price, half-even), the estimated selling tax and fees (`estimateSellFees`), and
 * spec 3's est_pnl = market value - those fees - cost.
 */
export function valuePosition(
  position: Position,
  { price, estSellFees }: { price: string; estSellFees: string },
): { market_value: string; est_sell_fees: string; est_pnl: string } {
  const { currency } = position;
  const value = Money.of(price, currency).mul(position.quantity).round();
  const fees = Money.of(estSellFees, currency);
  return {
    market_value: value.toString(),
    est_sell_fees: fees.toString(),
    est_pnl: value.sub(fees).sub(Money.of(position.cost, currency)).toString(),
  };
}
