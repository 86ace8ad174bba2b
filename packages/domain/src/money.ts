import Big from 'big.js';
import { isDecimalString } from './decimal';

/**
 * Money: an exact decimal amount in one ISO 4217 currency, on big.js (never a float).
 *
 * Choices (the spec leaves them open):
 * - Rounding is half-even (banker's rounding) everywhere: `round()`, `convert()` and division
 *   (inverse rates). Over many postings half-up drifts upwards by half a minor unit per tie;
 *   half-even has no bias, is the IEEE 754 default and what ledgers commonly use.
 * - Minor units come from a fixed ISO 4217 table (default 2), not from `Intl`: the server and
 *   every browser must agree to the digit, and `Intl` answers from the runtime's ICU data, which
 *   differs between ICU versions and builds.
 * - Mixing two currencies in `add`/`sub`/`cmp`/`allocate` is a bug, not user input: it throws
 *   `CurrencyMismatchError`. So does `Money.of` with a malformed value or currency; an amount
 *   received goes through `Money.parse`, which never throws for the value.
 * - One grammar: `Money.of` and `Money.parse` take exactly the wire decimals of decimal.ts, so
 *   whatever the amount rules accepted parses. What a person typed ('.5', ' 10 ', '007') is the
 *   view's to write canonically first (`canonicalDecimal`); on the wire it is refused.
 */

/** A private Big constructor: its settings never leak into other users of big.js. */
const Dec = Big();
/** Digits kept by divisions (inverse rates). */
Dec.DP = 20;
/** spec-open: half-even, see the module comment. */
Dec.RM = Dec.roundHalfEven;
/** Never exponent notation, even from `Big#toString` on `Money#value`. */
Dec.NE = -1e6;
Dec.PE = 1e6;
/** Refuse JS numbers: a float never stands for money. */
Dec.strict = true;

/** A big.js number made by the money module's constructor (DP 20, half-even). */
export type Decimal = Big.Big;

const ZERO = new Dec('0');
const ONE = new Dec('1');

/** ISO 4217 alphabetic code: three uppercase letters. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/**
 * ISO 4217 minor units that differ from 2 (list one, 2024). Pure data, so that the server and
 * every browser round alike.
 */
const MINOR_UNIT_EXCEPTIONS: Readonly<Record<string, number>> = {
  // no minor unit
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // thousandths
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // ten-thousandths (units of account)
  CLF: 4,
  UYW: 4,
};

/** Minor units of a currency when it is not in the exception table. */
export const DEFAULT_MINOR_UNITS = 2;

/** Thrown when two currencies meet where one is expected: a programming error. */
export class CurrencyMismatchError extends Error {
  override readonly name = 'CurrencyMismatchError';
  constructor(
    readonly left: string,
    readonly right: string,
  ) {
    super(`Currency mismatch: ${left} and ${right}`);
  }
}

/** Whether a value is an ISO 4217 alphabetic code (three uppercase letters). */
export const isCurrencyCode = (value: unknown): value is string =>
  typeof value === 'string' && CURRENCY_PATTERN.test(value);

function assertCurrency(currency: string): void {
  if (!isCurrencyCode(currency)) throw new TypeError(`Invalid currency code: ${currency}`);
}

function wireDecimal(value: string, what: string): Decimal {
  if (!isDecimalString(value)) {
    throw new TypeError(`Invalid ${what}: ${String(value)}`);
  }
  return new Dec(value);
}

/** Fraction digits a Big holds (0 for integers). */
const scaleOf = (d: Decimal): number => Math.max(0, d.c.length - d.e - 1);

/** Plain notation, '-0' folded into '0'. */
const plain = (d: Decimal, dp: number): string => (d.eq(ZERO) ? ZERO : d).toFixed(dp);

/** The number of minor-unit digits of a currency: JPY 0, KWD 3, USD 2, unknown codes 2. */
export function minorUnits(currency: string): number {
  assertCurrency(currency);
  return MINOR_UNIT_EXCEPTIONS[currency] ?? DEFAULT_MINOR_UNITS;
}

/**
 * Rounding modes by name: toward zero, away from zero, to nearest with ties away from zero,
 * to nearest with ties to the even digit. Half-even is the module's default (see above); a rule
 * that names another mode (a regulator's 'rounded up to the cent') says so where it uses it.
 */
export type RoundingMode = 'down' | 'up' | 'half_up' | 'half_even';

const BIG_ROUNDING: Readonly<Record<RoundingMode, Big.RoundingMode>> = {
  down: Big.roundDown,
  up: Big.roundUp,
  half_up: Big.roundHalfUp,
  half_even: Big.roundHalfEven,
};

/**
 * An exact decimal (a quantity, a price, a rate) from a wire decimal, with the money module's
 * settings (no floats, divisions to 20 digits). Throws on a malformed value: the caller's data.
 */
export const toDecimal = (value: string): Decimal => wireDecimal(value, 'decimal');

/** `value` rounded to `dp` fraction digits by `mode`. */
export const roundDecimal = (value: Decimal, dp: number, mode: RoundingMode): Decimal =>
  value.round(dp, BIG_ROUNDING[mode]);

/** The result of `Money.parse`: a RuleResult that carries the money. */
export type MoneyParseResult = { ok: true; money: Money } | { ok: false; code: 'invalid_amount' };

/** Codes of the money module (namespace `validation`). */
export const moneyCodes = ['invalid_amount'] as const;
export type MoneyCode = (typeof moneyCodes)[number];

/** An exact amount in one currency. Immutable. */
export class Money {
  private constructor(
    /** The exact amount. */
    readonly value: Decimal,
    /** ISO 4217 code, uppercase. */
    readonly currency: string,
  ) {}

  /**
   * Money from a wire decimal ('1250.50', '-0.5'). Throws on a malformed value or currency:
   * use `Money.parse` for what a person typed.
   */
  static of(value: string, currency: string): Money {
    assertCurrency(currency);
    return new Money(wireDecimal(value, 'amount'), currency);
  }

  /** Zero in a currency. */
  static zero(currency: string): Money {
    return Money.of('0', currency);
  }

  /**
   * Money from an amount received (a request, a form's value): a wire decimal as `Money.of`
   * takes it. Anything else ('.5', '5.', '007', ' 10 ', '1e3', numbers) is 'invalid_amount'
   * rather than a throw. What a person typed is the view's to write canonically first
   * (`canonicalDecimal`, after replacing a locale's separator). Throws only on a bad currency.
   */
  static parse(value: unknown, currency: string): MoneyParseResult {
    assertCurrency(currency);
    if (!isDecimalString(value)) return { ok: false, code: 'invalid_amount' };
    return { ok: true, money: new Money(new Dec(value), currency) };
  }

  /** Sum of several amounts in one currency; zero of `currency` for none. */
  static sum(items: readonly Money[], currency: string): Money {
    return items.reduce((total, m) => total.add(m), Money.zero(currency));
  }

  private same(other: Money): void {
    if (other.currency !== this.currency) {
      throw new CurrencyMismatchError(this.currency, other.currency);
    }
  }

  /** this + other (same currency). */
  add(other: Money): Money {
    this.same(other);
    return new Money(this.value.plus(other.value), this.currency);
  }

  /** this - other (same currency). */
  sub(other: Money): Money {
    this.same(other);
    return new Money(this.value.minus(other.value), this.currency);
  }

  /** this × factor (a wire decimal, e.g. a fee rate or a share '0.25'); exact, not rounded. */
  mul(factor: string): Money {
    return new Money(this.value.times(wireDecimal(factor, 'factor')), this.currency);
  }

  /** -1, 0 or 1 as this is below, equal to or above other (same currency). */
  cmp(other: Money): -1 | 0 | 1 {
    this.same(other);
    return this.value.cmp(other.value);
  }

  gt(other: Money): boolean {
    return this.cmp(other) > 0;
  }
  gte(other: Money): boolean {
    return this.cmp(other) >= 0;
  }
  lt(other: Money): boolean {
    return this.cmp(other) < 0;
  }
  lte(other: Money): boolean {
    return this.cmp(other) <= 0;
  }
  eq(other: Money): boolean {
    return this.cmp(other) === 0;
  }
  isZero(): boolean {
    return this.value.eq(ZERO);
  }
  isNegative(): boolean {
    return this.value.lt(ZERO);
  }
  isPositive(): boolean {
    return this.value.gt(ZERO);
  }

  /** The absolute amount. */
  abs(): Money {
    return new Money(this.value.abs(), this.currency);
  }

  /** Digits after the point this amount carries ('10.50' carries 1: big.js keeps no zeros). */
  scale(): number {
    return scaleOf(this.value);
  }

  /** Rounded to the currency's minor units, half-even (see the module comment). */
  round(): Money {
    return new Money(this.value.round(minorUnits(this.currency), Dec.roundHalfEven), this.currency);
  }

  /**
   * Rounded by a named mode to `dp` fraction digits (default: the currency's minor units), for
   * the charges whose rule names its rounding ('rounded up to the cent', 'to the nearest rupee').
   */
  roundWith(mode: RoundingMode, dp: number = minorUnits(this.currency)): Money {
    return new Money(roundDecimal(this.value, dp, mode), this.currency);
  }

  /**
   * This amount in currency `to` at `rate` (units of `to` per unit of this currency, a positive
   * wire decimal), rounded half-even to `to`'s minor units. The only operation across
   * currencies. Throws on a malformed or non-positive rate: rates come from the server.
   */
  convert(rate: string, to: string): Money {
    assertCurrency(to);
    const r = wireDecimal(rate, 'rate');
    if (r.lte(ZERO)) throw new RangeError(`Rate must be positive: ${rate}`);
    return new Money(this.value.times(r), to).round();
  }

  /**
   * Split this amount, rounded to minor units, into parts proportional to `weights` (wire
   * decimals >= 0, not all zero). The parts are whole minor units and sum exactly to the rounded
   * amount; leftover minor units go one each to the first parts (as nominee shares do).
   */
  allocate(weights: readonly string[]): Money[] {
    const ws = weights.map((w) => wireDecimal(w, 'weight'));
    if (ws.length === 0 || ws.some((w) => w.lt(ZERO))) {
      throw new RangeError('Weights must be non-negative and at least one');
    }
    const total = ws.reduce((a, w) => a.plus(w), ZERO);
    if (total.eq(ZERO)) throw new RangeError('Weights must not all be zero');
    const dp = minorUnits(this.currency);
    const unit = ONE.div(new Dec('10').pow(dp));
    const whole = this.round().value;
    // truncated parts in whole minor units, then the leftover units one each, first parts first
    const parts = ws.map((w) => whole.times(w).div(total).round(dp, Dec.roundDown));
    let left = whole.minus(parts.reduce((a, p) => a.plus(p), ZERO));
    for (let i = 0; !left.eq(ZERO); i = (i + 1) % parts.length) {
      if (ws[i]!.gt(ZERO)) {
        // the sign of what is left, not of the whole: safe should a 20-digit quotient round up
        const step = left.gt(ZERO) ? unit : unit.neg();
        parts[i] = parts[i]!.plus(step);
        left = left.minus(step);
      }
    }
    return parts.map((p) => new Money(p, this.currency));
  }

  /**
   * Plain decimal, never exponent notation, with at least the currency's minor units
   * ('1250.50' USD, '100' JPY, '0.123456' USD unrounded). `Money.of(m.toString(), c)` equals m.
   */
  toString(): string {
    return plain(this.value, Math.max(this.scale(), minorUnits(this.currency)));
  }

  /** JSON: the wire shape, amount as a decimal string. */
  toJSON(): { value: string; currency: string } {
    return { value: this.toString(), currency: this.currency };
  }
}

/** -1, 0 or 1 comparing two wire decimals exactly. Throws on a malformed decimal. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  return wireDecimal(a, 'decimal').cmp(wireDecimal(b, 'decimal'));
}

/**
 * The exact sum of wire decimals, with as many fraction digits as the most precise input
 * ('33.33' + '33.33' + '33.34' = '100.00'); '0' for none. Throws on a malformed decimal.
 */
export function sumDecimals(values: readonly string[]): string {
  let dp = 0;
  let total = ZERO;
  for (const v of values) {
    const d = wireDecimal(v, 'decimal');
    const frac = v.indexOf('.');
    if (frac >= 0) dp = Math.max(dp, v.length - frac - 1);
    total = total.plus(d);
  }
  return plain(total, dp);
}

/** 1 / rate, half-even to 20 decimals: the reverse rate of a pair. Throws on rate <= 0. */
export function invertRate(rate: string): string {
  const r = wireDecimal(rate, 'rate');
  if (r.lte(ZERO)) throw new RangeError(`Rate must be positive: ${rate}`);
  return ONE.div(r).toFixed();
}
