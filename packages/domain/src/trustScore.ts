// The trust profile (spec 2 'credit score (trust profile) with offers', spec 3 ratings, spec 6
// 'reduced trust score'): what moves a client's score, as documented rules on facts the server
// counts, and what each VIP level unlocks. Pure and zod-free; the schemas are in entities/loans.ts.
import { CREDIT_SCORE_BANDS, SCORE_MAX } from './constants';
import { creditRating, isUnratedScore, type CreditRating } from './creditScore';

/**
 * Open in the spec (how the score moves). The score starts from the advisor's score (back office
 * client:set score) or, for a client no advisor has rated, from TRUST_SCORE_BASE (the bottom of
 * 'average'), then each rule adds or takes points; the result stays on the 300-850 scale of
 * CREDIT_SCORE_BANDS. Every rule is capped, so no single habit decides the score:
 * - `kyc`: identity verified (spec 6: KYC unlocks withdrawals and advanced features): +40;
 * - `account_age`: +5 a full month since the account was opened, at most +60 (a year);
 * - `on_time_repayments`: +10 an instalment paid by its due date, at most +150;
 * - `late_repayments`: −25 an instalment paid after its due date, at most −150;
 * - `loans_cleared`: +20 a loan repaid in full, at most +60;
 * - `outstanding_balance`: −120 while any amount is outstanding (spec 6: an outstanding balance
 *   reduces the trust score); paying it gives the points back.
 */
export const TRUST_SCORE_BASE = CREDIT_SCORE_BANDS.average;

export const TRUST_RULES = {
  kyc: { points: 40 },
  account_age: { perUnit: 5, cap: 60 },
  on_time_repayments: { perUnit: 10, cap: 150 },
  late_repayments: { perUnit: -25, cap: -150 },
  loans_cleared: { perUnit: 20, cap: 60 },
  outstanding_balance: { points: -120 },
} as const;

export const trustFactors = [
  'kyc',
  'account_age',
  'on_time_repayments',
  'late_repayments',
  'loans_cleared',
  'outstanding_balance',
] as const;
export type TrustFactor = (typeof trustFactors)[number];

/** The facts the rules read (counted by the server). */
export interface TrustFacts {
  /** The advisor's score; 0, null or absent: not rated (creditScore.ts isUnratedScore). */
  baseScore: number | null | undefined;
  kycApproved: boolean;
  /** Full months since the account was opened. */
  accountAgeMonths: number;
  onTimeRepayments: number;
  lateRepayments: number;
  loansCleared: number;
  /** Whether any amount is outstanding now (the client's `outstanding` bucket above zero). */
  hasOutstanding: boolean;
}

/** One rule's effect: the points it moved and the count it read (null for a yes/no rule). */
export interface TrustFactorEffect {
  factor: TrustFactor;
  points: number;
  count: number | null;
}

export interface TrustScore {
  /** Where the rules started: the advisor's score, or TRUST_SCORE_BASE. */
  base: number;
  score: number;
  rating: CreditRating;
  /** Every rule, in trustFactors order, with the points it moved (0 when it did not apply). */
  factors: TrustFactorEffect[];
}

/** Lowest and highest score the rules give (the CREDIT_SCORE_BANDS scale). */
export const TRUST_SCORE_RANGE = { min: CREDIT_SCORE_BANDS.poor, max: 850 } as const;

const count = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

const capped = (n: number, perUnit: number, cap: number): number => {
  const units = count(n);
  if (units === 0) return 0;
  const points = units * perUnit;
  return cap < 0 ? Math.max(points, cap) : Math.min(points, cap);
};

/** The client's trust score from the facts, by the rules above. */
export function trustScore(facts: TrustFacts): TrustScore {
  const base =
    facts.baseScore === null || facts.baseScore === undefined || isUnratedScore(facts.baseScore)
      ? TRUST_SCORE_BASE
      : Math.min(facts.baseScore, SCORE_MAX);
  const r = TRUST_RULES;
  const factors: TrustFactorEffect[] = [
    { factor: 'kyc', points: facts.kycApproved ? r.kyc.points : 0, count: null },
    {
      factor: 'account_age',
      points: capped(facts.accountAgeMonths, r.account_age.perUnit, r.account_age.cap),
      count: count(facts.accountAgeMonths),
    },
    {
      factor: 'on_time_repayments',
      points: capped(
        facts.onTimeRepayments,
        r.on_time_repayments.perUnit,
        r.on_time_repayments.cap,
      ),
      count: count(facts.onTimeRepayments),
    },
    {
      factor: 'late_repayments',
      points: capped(facts.lateRepayments, r.late_repayments.perUnit, r.late_repayments.cap),
      count: count(facts.lateRepayments),
    },
    {
      factor: 'loans_cleared',
      points: capped(facts.loansCleared, r.loans_cleared.perUnit, r.loans_cleared.cap),
      count: count(facts.loansCleared),
    },
    {
      factor: 'outstanding_balance',
      points: facts.hasOutstanding ? r.outstanding_balance.points : 0,
      count: null,
    },
  ];
  const raw = factors.reduce((sum, f) => sum + f.points, base);
  const score = Math.min(TRUST_SCORE_RANGE.max, Math.max(TRUST_SCORE_RANGE.min, raw));
  return { base, score, rating: creditRating(score), factors };
}

/** What a VIP level can unlock: loan products, offerings and products (their own kinds). */
export const vipUnlockKinds = ['loan_product', 'offering', 'product'] as const;
export type VipUnlockKind = (typeof vipUnlockKinds)[number];

/** Something with a minimum VIP level and score (spec 6 product eligibility). */
export interface VipGated {
  kind: VipUnlockKind;
  id: string;
  name: string;
  min_vip: number;
  min_score: number;
}

/** A level above the client's and what reaching it unlocks. */
export interface VipLevelUnlocks {
  level: number;
  unlocks: VipGated[];
}

/**
 * spec 6: the levels above `vip` that unlock something, lowest first, each with what it unlocks:
 * the items whose minimum VIP level is that level (by the same rule as product eligibility: a
 * client at that level meets the VIP minimum; a score minimum may still apply and is shown).
 * Items the client's level already meets are not listed. Within a level, by kind then name.
 */
export function vipUnlocks(vip: number, items: readonly VipGated[]): VipLevelUnlocks[] {
  const byLevel = new Map<number, VipGated[]>();
  for (const item of items) {
    if (!(item.min_vip > vip)) continue;
    const list = byLevel.get(item.min_vip) ?? [];
    list.push(item);
    byLevel.set(item.min_vip, list);
  }
  return [...byLevel.entries()]
    .sort(([a], [b]) => a - b)
    .map(([level, unlocks]) => ({
      level,
      unlocks: unlocks.sort(
        (a, b) =>
          vipUnlockKinds.indexOf(a.kind) - vipUnlockKinds.indexOf(b.kind) ||
          (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
          (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      ),
    }));
}
