// The AI day-trading product on the server (spec 1, 3 'period, daily return'): the period's
// trading days come from the offering's exchange calendar (market area) and its pub_time (the
// allotment: the same announced days for every subscriber, however late the allotment ran);
// each ended trading day credits principal × daily_return / 100 by the house's rounding rule
// (domain aiDayReturn) from `product_interest_expense` to the client's available cash; at the
// end of the period, or on an early redemption the product allows, the principal goes back from
// the client's `invested` bucket to their available cash. A subscription is settled under its
// row lock and its last paid day moves in the same transaction as the postings, so a day is
// paid once whatever runs it (the scheduler of any process, a redemption, a retry).
import {
  AI_DAY_TRADING,
  aiDayReturn,
  aiMaturityAt,
  aiTradingDays,
  dueAiReturnDays,
  isAiRedeemable,
  Money,
  utcDayStart,
  type AiSubscription,
  type ExchangeId,
  type UtcDay,
} from '@invest/domain';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { postMany } from '../ledger';
import { isTradingDay } from '../market';
import * as repo from './repo';
import type { OfferingRow, SubscriptionRow } from './repo';

export const AI_KIND = AI_DAY_TRADING;
const DAY_MS = 86_400_000;

/** The period's trading days of an AI offering (null for any other offering). */
export function aiDaysOf(o: OfferingRow): UtcDay[] | null {
  if (o.kind !== AI_KIND || o.period === null || o.period < 1) return null;
  const exchange = o.exchange as ExchangeId;
  return aiTradingDays(o.pub_time.getTime(), o.period, (day) =>
    isTradingDay(exchange, Math.floor(utcDayStart(day) / DAY_MS)),
  );
}

/** The AI part of a subscription as its client sees it (null before the allotment). */
export function aiView(o: OfferingRow, s: SubscriptionRow, now: Date): AiSubscription | null {
  const days = aiDaysOf(o);
  if (days === null || s.allotted_amount === null) return null;
  if (!['allotted', 'matured', 'redeemed'].includes(s.state)) return null;
  const maturesAt = aiMaturityAt(days);
  return {
    principal: Money.of(s.allotted_amount, o.currency).toString(),
    accrued_return: Money.of(s.ai_accrued, o.currency).toString(),
    days_paid: s.ai_days_paid,
    period_days: days.length,
    first_day: days[0]!,
    last_day: days.at(-1)!,
    matures_at: new Date(maturesAt).toISOString(),
    returned_at: s.returned_at === null ? null : s.returned_at.toISOString(),
    redeemable:
      s.state === 'allotted' && isAiRedeemable(o.early_redemption, maturesAt, now.getTime()),
  };
}

/**
 * Settles locked running subscriptions of one AI offering at `now`: each one's ended trading days
 * not paid yet, oldest first (a catch-up after a downtime posts what the days would have posted
 * on time), one ledger transaction per day; then, with `end`, the principal back and the
 * subscription `matured` (the period is over) or `redeemed` (taken back early). Every posting of
 * the batch in one ledger call. Answers the days paid and principals returned.
 */
export async function settleAi(
  deps: ServiceDeps,
  o: OfferingRow,
  subs: readonly SubscriptionRow[],
  now: Date,
  end: 'matured' | 'redeemed' | null,
): Promise<{ days: number; returned: number }> {
  const days = aiDaysOf(o);
  if (days === null || subs.length === 0) return { days: 0, returned: 0 };
  const c = o.currency;
  const zero = Money.zero(c);
  const postings: Parameters<typeof postMany>[2][number][] = [];
  const updates: [string, Parameters<typeof repo.updateSubscription>[2]][] = [];
  let paid = 0;
  for (const s of subs) {
    if (s.state !== 'allotted' || s.allotted_amount === null) continue;
    const principal = Money.of(s.allotted_amount, c).toString();
    let exact = s.ai_exact;
    let accrued = Money.of(s.ai_accrued, c);
    const due = dueAiReturnDays(days, s.ai_paid_through, now.getTime());
    for (const day of due) {
      const d = aiDayReturn({
        exactBefore: exact,
        principal,
        dailyReturn: o.daily_return ?? '0',
        currency: c,
      });
      const amount = Money.of(d.amount, c);
      if (amount.isPositive()) {
        postings.push({
          kind: 'offering.ai_return',
          reference: `${s.id}:${day}`,
          at: now,
          postings: [
            {
              account: { system: 'product_interest_expense' },
              currency: c,
              amount: zero.sub(amount).toString(),
            },
            { account: { client: s.user_id }, bucket: 'available', currency: c, amount: d.amount },
          ],
        });
      }
      exact = d.exactAfter;
      accrued = accrued.add(amount);
    }
    paid += due.length;
    if (end !== null) {
      postings.push({
        kind: 'offering.ai_principal',
        reference: s.id,
        at: now,
        postings: [
          {
            account: { client: s.user_id },
            bucket: 'invested',
            currency: c,
            amount: `-${principal}`,
          },
          { account: { client: s.user_id }, bucket: 'available', currency: c, amount: principal },
        ],
      });
    }
    updates.push([
      s.id,
      {
        ai_exact: exact,
        ai_accrued: accrued.toString(),
        ai_days_paid: s.ai_days_paid + due.length,
        ai_paid_through: due.at(-1) ?? s.ai_paid_through,
        ...(end === null ? {} : { state: end, returned_at: now }),
      },
    ]);
  }
  await postMany(deps.db, o.tenant_id, postings);
  for (const [id, change] of updates) await repo.updateSubscription(deps.db, id, change);
  return { days: paid, returned: end === null ? 0 : updates.length };
}

/** When an allotted AI offering's job is first due: the end of its first trading day. */
export const firstAiDue = (days: readonly UtcDay[]): Date =>
  new Date(utcDayStart(days[0]!) + DAY_MS);

/**
 * When an AI offering's job is next due once every day ended by `now` is paid: the end of the
 * next trading day, or the end of the period.
 */
export function nextAiDue(days: readonly UtcDay[], now: Date): Date {
  const next = days.find((day) => utcDayStart(day) + DAY_MS > now.getTime());
  return new Date(next === undefined ? aiMaturityAt(days) : utcDayStart(next) + DAY_MS);
}
