// Offerings (spec 1, 3, 4): IPOs, secondary public offerings (APO) and the AI day-trading
// product, subscribed to in whole lots. Their state comes from their timeline (spec 3) and a
// clock; what may be done in each state is a table; the allotment of an oversubscribed offering
// is a pure, deterministic rule. zod-free; the schemas are in entities/offerings.ts.
import type { ProductSubtype, ProductType } from './product';
import { Money } from './money';

/** What is offered: an initial or a secondary public offering, or the AI day-trading product. */
export const OFFERING_KINDS = ['ipo', 'apo', 'ai_day_trading'] as const;
export type OfferingKind = (typeof OFFERING_KINDS)[number];

/**
 * spec 4 type and subtype of each kind (the lists filter by them). The spec gives no mapping:
 * an IPO is type ipo, subtype ipo; an APO (spec 1: a secondary public offering) is type ipo,
 * subtype apo, so the IPO lists show it; the AI day-trading product is type subscribe, subtype ai.
 */
export const OFFERING_PRODUCT: Readonly<
  Record<OfferingKind, { type: ProductType; subtype: ProductSubtype }>
> = {
  ipo: { type: 'ipo', subtype: 'ipo' },
  apo: { type: 'ipo', subtype: 'apo' },
  ai_day_trading: { type: 'subscribe', subtype: 'ai' },
};

/**
 * An offering's state, from its timeline and the clock:
 *
 *   upcoming ──start_time──► open ──end_time──► closed ──pub_time──► allotted ──listed_time──► listed
 *      └────────────┴──────────────────────────────┴── (back office) ──► cancelled
 *
 * `closed` waits for the allotment; `allotted` is announced (allotments posted, the rest
 * refunded) and waits for the listing; an offering without a listed_time (the AI product) stays
 * allotted. A cancelled offering stays cancelled, whatever the clock says.
 */
export const OFFERING_STATES = [
  'upcoming',
  'open',
  'closed',
  'allotted',
  'listed',
  'cancelled',
] as const;
export type OfferingState = (typeof OFFERING_STATES)[number];

/** The times the state depends on (epoch ms; null: not set yet). */
export interface OfferingClock {
  start: number;
  end: number;
  pub: number;
  listed: number | null;
  cancelled: boolean;
}

/** spec 3: the state of an offering at `now` (epoch ms). Each time starts its state (>=). */
export function offeringState(o: OfferingClock, now: number): OfferingState {
  if (o.cancelled) return 'cancelled';
  if (now < o.start) return 'upcoming';
  if (now < o.end) return 'open';
  if (now < o.pub) return 'closed';
  if (o.listed === null || now < o.listed) return 'allotted';
  return 'listed';
}

/** What a client or the back office may do with an offering. */
export const OFFERING_ACTIONS = [
  /** a client subscribes */
  'subscribe',
  /** a client cancels a subscription of theirs */
  'cancel_subscription',
  /** the back office changes the offering's fields or timeline */
  'edit',
  /** the back office cancels the offering: every subscription's hold is released */
  'cancel',
  /** the allotment is run (or re-run: nothing happens twice) */
  'allot',
  /** the allotted shares become positions */
  'list',
] as const;
export type OfferingAction = (typeof OFFERING_ACTIONS)[number];

/**
 * The actions each state allows. Subscribing and cancelling a subscription only while open (spec
 * 4 'awaiting': queued for allocation); edits and the offering's cancel only before the
 * allotment, which moves money; the allotment once pub_time has come; the listing once
 * listed_time has (it allots first if that has not run yet).
 */
export const OFFERING_ALLOWED: Readonly<Record<OfferingState, readonly OfferingAction[]>> = {
  upcoming: ['edit', 'cancel'],
  open: ['subscribe', 'cancel_subscription', 'edit', 'cancel'],
  closed: ['edit', 'cancel'],
  allotted: ['allot'],
  listed: ['allot', 'list'],
  cancelled: [],
};

export const isOfferingActionAllowed = (state: OfferingState, action: OfferingAction): boolean =>
  OFFERING_ALLOWED[state].includes(action);

/**
 * A subscription's own life: `awaiting` (cash held, queued for allocation, spec 4), `payment`
 * (subscribed on an offering that lets the client pay later; spec 8 'IPO payment due': the client
 * must contact customer service to pay), `cancelled` (by the client while open, or with the
 * offering), `allotted` (some lots allotted, the rest refunded), `refunded` (nothing allotted, or
 * never paid: everything returned), `listed` (the allotted shares are a position). The AI
 * day-trading product's allotted subscription is running (its daily returns credited) until its
 * period ends, `matured` (the principal returned), or the client redeems it early where the
 * product allows (`redeemed`).
 */
export const SUBSCRIPTION_STATES = [
  'awaiting',
  'payment',
  'cancelled',
  'allotted',
  'refunded',
  'listed',
  'matured',
  'redeemed',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The spec 4 order/transaction statuses a subscription shows. */
export const SUBSCRIPTION_STATUSES = [
  'awaiting',
  'payment',
  'rejected',
  'listing',
  'holding',
  'sold',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * spec 4: the order/transaction status a subscription shows: awaiting (queued for allocation),
 * payment (pending payment), rejected (nothing executed: cancelled, or nothing allotted),
 * listing (allotted, waiting for the listing), holding (listed, in the portfolio), sold (the AI
 * product's principal returned, at the end of its period or redeemed early).
 */
export const SUBSCRIPTION_STATUS: Readonly<Record<SubscriptionState, SubscriptionStatus>> = {
  awaiting: 'awaiting',
  payment: 'payment',
  cancelled: 'rejected',
  refunded: 'rejected',
  allotted: 'listing',
  listed: 'holding',
  matured: 'sold',
  redeemed: 'sold',
};

/**
 * The status of a subscription of `kind`: an allotted AI day-trading subscription has nothing
 * to list, its money is working (holding) from the allotment on.
 */
export const subscriptionStatusOf = (
  kind: OfferingKind,
  state: SubscriptionState,
): SubscriptionStatus =>
  kind === 'ai_day_trading' && state === 'allotted' ? 'holding' : SUBSCRIPTION_STATUS[state];

/** One subscription as the allotment sees it: its id and the whole lots it asked for. */
export interface AllotmentRequest {
  id: string;
  lots: number;
}

/** FNV-1a of a string, 32 bits: the tie-break's stable, seeded order. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The allotment rule, in whole lots. Pure and deterministic: the same offering, requests and
 * seed give the same answer on every process and every re-run.
 *
 * - Not oversubscribed (Σ requested <= offered): everyone gets what they asked for.
 * - Oversubscribed: pro-rata by lots with largest-remainder rounding. Each request's exact share
 *   is requested × offered / Σ requested (integer arithmetic, no floats); each gets the whole
 *   lots of its share, then the lots left over (fewer than the number of requests) go one each to
 *   the largest fractional remainders. Equal remainders are ordered by a hash of the seed and
 *   the request's id, so no one is favoured by when or in what order they subscribed. A small
 *   request whose share is under one lot is thus in a seeded lottery for the leftover lots,
 *   which is how an oversubscribed retail tranche is balloted.
 *
 * Guarantees (property tests): Σ allotted <= offered (= offered when oversubscribed), each
 * allotted <= requested, whole lots, the same result whatever the order of the requests.
 */
export function allotLots(
  offeredLots: number,
  requests: readonly AllotmentRequest[],
  seed: string,
): Map<string, number> {
  const out = new Map<string, number>();
  const total = requests.reduce((sum, r) => sum + BigInt(r.lots), 0n);
  const offered = BigInt(Math.max(0, Math.floor(offeredLots)));
  if (total <= offered) {
    for (const r of requests) out.set(r.id, r.lots);
    return out;
  }
  let given = 0n;
  const remainders: { id: string; rem: bigint; tie: number }[] = [];
  for (const r of requests) {
    const exact = BigInt(r.lots) * offered;
    const whole = exact / total;
    given += whole;
    out.set(r.id, Number(whole));
    remainders.push({ id: r.id, rem: exact % total, tie: fnv1a(`${seed}:${r.id}`) });
  }
  remainders.sort((a, b) =>
    a.rem !== b.rem ? (a.rem > b.rem ? -1 : 1) : a.tie - b.tie || (a.id < b.id ? -1 : 1),
  );
  let left = Number(offered - given);
  for (const r of remainders) {
    if (left === 0) break;
    // a remainder of zero means the share was whole: nothing more is owed to it
    if (r.rem === 0n) break;
    out.set(r.id, out.get(r.id)! + 1);
    left -= 1;
  }
  return out;
}

/**
 * The money of one subscription's allotment: what its lots cost (lots × lot size × offer price,
 * in the offering's currency) and what goes back of what was held. The held amount is what the
 * requested lots cost, so the two always sum to it (nothing is created or lost by rounding:
 * prices and lot sizes are exact decimals).
 */
export function allotmentAmounts(
  input: { lotSize: string; offerPrice: string; currency: string },
  held: string,
  allottedLots: number,
): { allotted: string; refund: string } {
  const allotted = subscriptionCost(input, allottedLots);
  const refund = Money.of(held, input.currency).sub(Money.of(allotted, input.currency));
  return { allotted, refund: refund.toString() };
}

/**
 * What `lots` whole lots cost: lots × lot size × offer price, rounded up to the currency's minor
 * units (a price with more decimals than the currency never undercharges the offering; the
 * allotment takes at most this from a hold of the same figure).
 */
export function subscriptionCost(
  input: { lotSize: string; offerPrice: string; currency: string },
  lots: number,
): string {
  return Money.of(input.offerPrice, input.currency)
    .mul(input.lotSize)
    .mul(String(lots))
    .roundWith('up')
    .toString();
}
