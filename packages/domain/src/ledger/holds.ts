import { isDecimalString } from '../decimal';
import { Money, minorUnits } from '../money';

/**
 * A hold freezes money for something that has not happened yet: a withdrawal, a
 * pending order, a subscription. Placing it moves the amount from `available` to `frozen`;
 * resolving it ends it exactly once:
 *
 *   open ──post(all)──────► posted
 *     │  ──post(part)─────► partly_posted   (the rest goes back to available)
 *     │  ──void───────────► voided          (all of it goes back)
 *     └──expire───────────► expired         (all of it goes back)
 *
 * Every state but `open` is final: a second resolution is refused with `hold_not_open`.
 */
export const HOLD_STATES = ['open', 'posted', 'partly_posted', 'voided', 'expired'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** What a hold is for (append only: stored in the database). */
export const HOLD_KINDS = ['withdrawal', 'order', 'subscription', 'other'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

export type HoldAction = { type: 'post'; amount: string } | { type: 'void' } | { type: 'expire' };

export const holdCodes = ['hold_not_open', 'hold_amount_invalid', 'hold_amount_exceeds'] as const;
export type HoldCode = (typeof holdCodes)[number];

/** What resolving a hold does: its final state, and how much is posted and released. */
export type HoldResolution =
  | { ok: true; state: Exclude<HoldState, 'open'>; posted: string; released: string }
  | { ok: false; code: HoldCode };

const plain = (m: Money): string => (m.isZero() ? '0' : m.value.toFixed());

/** Whether a hold may still be resolved. */
export const isHoldOpen = (state: HoldState): boolean => state === 'open';

/**
 * The outcome of an action on a hold of `amount` in `currency` (pure; the server applies it on
 * the locked hold row). Posting takes a positive amount of at most the hold, in whole minor
 * units; less than all of it posts that part and releases the rest.
 */
export function resolveHold(
  hold: { state: HoldState; amount: string; currency: string },
  action: HoldAction,
): HoldResolution {
  if (!isHoldOpen(hold.state)) return { ok: false, code: 'hold_not_open' };
  const total = Money.of(hold.amount, hold.currency);
  if (action.type !== 'post') {
    return {
      ok: true,
      state: action.type === 'void' ? 'voided' : 'expired',
      posted: '0',
      released: plain(total),
    };
  }
  if (!isDecimalString(action.amount)) return { ok: false, code: 'hold_amount_invalid' };
  const posted = Money.of(action.amount, hold.currency);
  if (!posted.isPositive() || posted.scale() > minorUnits(hold.currency)) {
    return { ok: false, code: 'hold_amount_invalid' };
  }
  if (posted.gt(total)) return { ok: false, code: 'hold_amount_exceeds' };
  const released = total.sub(posted);
  return {
    ok: true,
    state: released.isZero() ? 'posted' : 'partly_posted',
    posted: plain(posted),
    released: plain(released),
  };
}

/** Whether an open hold has passed its expiry (`expiresAt` null: it never expires). */
export const isHoldDue = (hold: { state: HoldState; expiresAt: Date | null }, now: Date): boolean =>
  hold.state === 'open' && hold.expiresAt !== null && hold.expiresAt.getTime() <= now.getTime();
