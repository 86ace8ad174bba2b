import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDecimalString } from './decimal';
import {
  compareDecimal,
  CurrencyMismatchError,
  invertRate,
  isCurrencyCode,
  minorUnits,
  Money,
  moneyCodes,
  roundDecimal,
  sumDecimals,
  toDecimal,
} from './money';

/** A wire decimal: an integer of units scaled by 10^-scale ('-12.345', '0.5', '7'). */
function decimalOf(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative && units !== 0n ? '-' : ''}${int}${frac}`;
}

const decimal = (maxScale = 8) =>
  fc
    .tuple(
      fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
      fc.integer({ min: 0, max: maxScale }),
    )
    .map(([units, scale]) => decimalOf(units, scale));

const usd = (v: string) => Money.of(v, 'USD');

describe('Money.of and toString', () => {
  it('keeps the exact value and the currency', () => {
    const m = usd('1250.50');
    expect(m.currency).toBe('USD');
    expect(m.toString()).toBe('1250.50');
    expect(m.value.toFixed()).toBe('1250.5');
  });

  it('writes at least the minor units of the currency, and every digit it holds', () => {
    expect(usd('10').toString()).toBe('10.00');
    expect(Money.of('100', 'JPY').toString()).toBe('100');
    expect(Money.of('1.5', 'KWD').toString()).toBe('1.500');
    expect(usd('0.123456').toString()).toBe('0.123456');
  });

  it('never writes exponent notation, for tiny or huge amounts', () => {
    expect(usd('0.00000001').toString()).toBe('0.00000001');
    expect(usd('123456789012345678901234567890').toString()).toBe(
      '123456789012345678901234567890.00',
    );
    expect(usd('0.00000001').value.toString()).toBe('0.00000001');
  });

  it("folds '-0' into '0'", () => {
    expect(usd('-0').toString()).toBe('0.00');
    expect(usd('-0').isNegative()).toBe(false);
  });

  it('serialises to the wire shape', () => {
    expect(JSON.parse(JSON.stringify({ m: usd('-3.5') }))).toEqual({
      m: { value: '-3.50', currency: 'USD' },
    });
  });

  it.each(['1e3', '01', '1.', '.5', '1,000', '', ' 1', 'NaN', '+1'])(
    'throws on the malformed wire value %j (a programming error)',
    (v) => {
      expect(() => usd(v)).toThrow(TypeError);
    },
  );

  it('throws on a number: a float never stands for money', () => {
    expect(() => Money.of(12.5 as unknown as string, 'USD')).toThrow(TypeError);
  });

  it.each(['usd', 'US', 'USDT', '', '12A'])('throws on the currency %j', (c) => {
    expect(() => Money.of('1', c)).toThrow(TypeError);
    expect(isCurrencyCode(c)).toBe(false);
  });

  it('toString round-trips through Money.of, and writes a wire decimal', () => {
    fc.assert(
      fc.property(decimal(), fc.constantFrom('USD', 'JPY', 'KWD', 'EUR'), (v, c) => {
        const m = Money.of(v, c);
        const text = m.toString();
        expect(isDecimalString(text)).toBe(true);
        const back = Money.of(text, c);
        expect(back.eq(m)).toBe(true);
        expect(back.toString()).toBe(text);
      }),
    );
  });
});

describe('Money.parse (an amount received: the wire grammar, without throwing)', () => {
  it.each([
    ['12.5', '12.50'],
    ['10.50', '10.50'],
    ['-3', '-3.00'],
    ['0', '0.00'],
  ])('accepts %j as %s', (input, expected) => {
    const r = Money.parse(input, 'USD');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.money.toString()).toBe(expected);
  });

  it('accepts exactly what Money.of accepts (one grammar, decimal.ts)', () => {
    const typed = fc.string({
      unit: fc.constantFrom('0', '1', '7', '.', '-', '+', ' ', '\u00a0', 'e'),
      maxLength: 10,
    });
    fc.assert(
      fc.property(fc.oneof(typed, fc.string()), (input) => {
        const r = Money.parse(input, 'USD');
        expect(r.ok).toBe(isDecimalString(input));
        if (r.ok) expect(r.money.eq(Money.of(input, 'USD'))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  // what a person typed is the view's to write canonically first (canonicalDecimal)
  it.each([
    '',
    ' 12.5 ',
    '\u00a012.5',
    '007.50',
    '.5',
    '5.',
    '1e3',
    'abc',
    '1,000.00',
    '1.000,00',
    '+5',
    '.',
    '-',
    '1.2.3',
    'Infinity',
  ])('answers invalid_amount for %j', (input) => {
    expect(Money.parse(input, 'USD')).toEqual({ ok: false, code: 'invalid_amount' });
  });

  it.each([12.5, null, undefined, {}, 10n])('answers invalid_amount for the non-string %p', (v) => {
    expect(Money.parse(v, 'USD')).toEqual({ ok: false, code: 'invalid_amount' });
  });

  it('throws on a bad currency: that is the caller, not the user', () => {
    expect(() => Money.parse('1', 'usd')).toThrow(TypeError);
  });

  it('exports its codes', () => {
    expect(moneyCodes).toEqual(['invalid_amount']);
  });
});

describe('arithmetic and comparison', () => {
  it('adds and subtracts exactly where floats do not', () => {
    expect(usd('0.1').add(usd('0.2')).toString()).toBe('0.30');
    expect(usd('0.3').sub(usd('0.1')).toString()).toBe('0.20');
    expect(Money.sum([usd('0.1'), usd('0.2'), usd('0.3')], 'USD').toString()).toBe('0.60');
    expect(Money.sum([], 'EUR').toString()).toBe('0.00');
  });

  it('multiplies exactly by a decimal factor', () => {
    expect(usd('19.99').mul('0.015').toString()).toBe('0.29985');
    expect(() => usd('1').mul('1e2')).toThrow(TypeError);
  });

  it('compares', () => {
    const one = usd('1');
    const two = usd('2.00');
    expect(one.cmp(two)).toBe(-1);
    expect(two.cmp(one)).toBe(1);
    expect(one.cmp(usd('1.000'))).toBe(0);
    expect([one.gt(two), one.gte(two), one.lt(two), one.lte(two), one.eq(two)]).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect([two.gt(one), two.gte(two), two.lte(two), two.eq(usd('2'))]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('tells the sign', () => {
    expect([usd('0').isZero(), usd('0').isPositive(), usd('0').isNegative()]).toEqual([
      true,
      false,
      false,
    ]);
    expect([usd('-0.01').isNegative(), usd('0.01').isPositive(), usd('0.01').isZero()]).toEqual([
      true,
      true,
      false,
    ]);
    expect(usd('-4.5').abs().toString()).toBe('4.50');
  });

  it('throws CurrencyMismatchError when two currencies meet (a bug, not user input)', () => {
    const eur = Money.of('1', 'EUR');
    expect(() => usd('1').add(eur)).toThrow(CurrencyMismatchError);
    expect(() => usd('1').sub(eur)).toThrow(CurrencyMismatchError);
    expect(() => usd('1').cmp(eur)).toThrow(CurrencyMismatchError);
    expect(() => usd('1').lt(eur)).toThrow(/USD and EUR/);
    try {
      usd('1').add(eur);
    } catch (e) {
      expect(e).toMatchObject({ name: 'CurrencyMismatchError', left: 'USD', right: 'EUR' });
    }
  });

  it('add is commutative and associative', () => {
    fc.assert(
      fc.property(decimal(), decimal(), decimal(), (a, b, c) => {
        const [x, y, z] = [usd(a), usd(b), usd(c)];
        expect(x.add(y).eq(y.add(x))).toBe(true);
        expect(
          x
            .add(y)
            .add(z)
            .eq(x.add(y.add(z))),
        ).toBe(true);
      }),
    );
  });

  it('a + b - b = a', () => {
    fc.assert(
      fc.property(decimal(), decimal(), (a, b) => {
        expect(usd(a).add(usd(b)).sub(usd(b)).toString()).toBe(usd(a).toString());
      }),
    );
  });
});

describe('minor units and rounding', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['CNY', 2],
    ['INR', 2],
    ['PLN', 2],
    ['TRY', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['CLF', 4],
    ['XYZ', 2],
  ])('%s has %i minor units', (c, n) => {
    expect(minorUnits(c)).toBe(n);
  });

  it('throws on a bad currency', () => {
    expect(() => minorUnits('jpy')).toThrow(TypeError);
  });

  it('rounds half-even to the minor units', () => {
    expect(usd('2.345').round().toString()).toBe('2.34');
    expect(usd('2.355').round().toString()).toBe('2.36');
    expect(usd('2.3451').round().toString()).toBe('2.35');
    expect(usd('-2.345').round().toString()).toBe('-2.34');
    expect(Money.of('2.5', 'JPY').round().toString()).toBe('2');
    expect(Money.of('3.5', 'JPY').round().toString()).toBe('4');
    expect(Money.of('1.0005', 'KWD').round().toString()).toBe('1.000');
    expect(Money.of('1.0015', 'KWD').round().toString()).toBe('1.002');
  });

  it('round is idempotent and lands on minor units', () => {
    fc.assert(
      fc.property(decimal(), fc.constantFrom('USD', 'JPY', 'KWD'), (v, c) => {
        const once = Money.of(v, c).round();
        expect(once.round().toString()).toBe(once.toString());
        expect(once.scale()).toBeLessThanOrEqual(minorUnits(c));
      }),
    );
  });
});

describe('convert', () => {
  it('multiplies by the rate and rounds half-even to the target minor units', () => {
    const m = usd('100').convert('150.125', 'JPY');
    expect(m.currency).toBe('JPY');
    expect(m.toString()).toBe('15012');
    expect(usd('1.00').convert('0.92345', 'EUR').toString()).toBe('0.92');
    expect(Money.of('1000', 'JPY').convert('0.0067', 'USD').toString()).toBe('6.70');
  });

  it('throws on a malformed, zero or negative rate, or a bad target', () => {
    expect(() => usd('1').convert('0', 'EUR')).toThrow(RangeError);
    expect(() => usd('1').convert('-1.1', 'EUR')).toThrow(RangeError);
    expect(() => usd('1').convert('1e2', 'EUR')).toThrow(TypeError);
    expect(() => usd('1').convert('1', 'eur')).toThrow(TypeError);
  });

  // Rounding at the target costs up to half a target minor unit, worth t/rate source units; the
  // trip back then lands within one source minor unit s while t/rate < 3s. Every pair below
  // keeps to that (JPY->USD at 0.004: a cent is 2.5 yen).
  it('converts there and back within one minor unit (target minor unit < 3 source ones)', () => {
    const pairs = [
      ['USD', 'EUR', 0.5, 2],
      ['EUR', 'USD', 0.5, 2],
      ['USD', 'JPY', 100, 200],
      ['JPY', 'USD', 0.004, 0.01],
      ['USD', 'INR', 50, 100],
      ['KWD', 'USD', 3.4, 4],
      ['USD', 'KWD', 0.25, 0.4],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        ([from, to, lo, hi], t, units) => {
          const rate = (lo + (hi - lo) * t).toFixed(6);
          const a = Money.of(decimalOf(units, minorUnits(from)), from);
          const back = a.convert(rate, to).convert(invertRate(rate), from);
          const oneUnit = Money.of(decimalOf(1n, minorUnits(from)), from);
          expect(back.sub(a).abs().lte(oneUnit)).toBe(true);
        },
      ),
    );
  });

  it('a much coarser target can lose more than a minor unit on the trip back (by design)', () => {
    // 0.001 KWD is 0.0033 USD: rounded to 0.00 USD
    expect(Money.of('0.001', 'KWD').convert('3.3', 'USD').toString()).toBe('0.00');
    // 1.050 KWD = 3.465 USD -> 3.46 (half-even) -> 1.04848... KWD -> 1.048: two units off
    expect(
      Money.of('1.050', 'KWD').convert('3.3', 'USD').convert(invertRate('3.3'), 'KWD').toString(),
    ).toBe('1.048');
  });
});

describe('allocate', () => {
  it('splits into whole minor units, leftovers to the first parts', () => {
    expect(usd('100').allocate(['1', '1', '1']).map(String)).toEqual(['33.34', '33.33', '33.33']);
    expect(usd('-100').allocate(['1', '1', '1']).map(String)).toEqual([
      '-33.34',
      '-33.33',
      '-33.33',
    ]);
    expect(usd('10').allocate(['0', '1', '1']).map(String)).toEqual(['0.00', '5.00', '5.00']);
    expect(Money.of('10', 'JPY').allocate(['0', '1', '2']).map(String)).toEqual(['0', '4', '6']);
    expect(usd('10.005').allocate(['50', '50']).map(String)).toEqual(['5.00', '5.00']);
  });

  it('gives leftovers only to parts with a weight', () => {
    expect(usd('0.02').allocate(['0', '1', '0', '1', '1']).map(String)).toEqual([
      '0.00',
      '0.01',
      '0.00',
      '0.01',
      '0.00',
    ]);
  });

  it('throws on no weights, a negative weight or all zero', () => {
    expect(() => usd('1').allocate([])).toThrow(RangeError);
    expect(() => usd('1').allocate(['1', '-1'])).toThrow(RangeError);
    expect(() => usd('1').allocate(['0', '0'])).toThrow(RangeError);
  });

  it('sums of shares are exact: the parts add up to the rounded amount', () => {
    fc.assert(
      fc.property(
        decimal(4),
        fc.array(
          fc.integer({ min: 0, max: 10_000 }).map((n) => decimalOf(BigInt(n), 2)),
          { minLength: 1, maxLength: 20 },
        ),
        fc.constantFrom('USD', 'JPY', 'KWD'),
        (v, weights, c) => {
          fc.pre(weights.some((w) => w !== '0.00'));
          const m = Money.of(v, c);
          const parts = m.allocate(weights);
          expect(parts).toHaveLength(weights.length);
          expect(Money.sum(parts, c).eq(m.round())).toBe(true);
          for (const p of parts) expect(p.scale()).toBeLessThanOrEqual(minorUnits(c));
        },
      ),
    );
  });
});

describe('compareDecimal and sumDecimals', () => {
  it('compares wire decimals exactly', () => {
    expect(compareDecimal('1.0', '1')).toBe(0);
    expect(compareDecimal('0.1', '0.10000000000000000001')).toBe(-1);
    expect(compareDecimal('-1', '-2')).toBe(1);
    expect(() => compareDecimal('1e3', '1')).toThrow(TypeError);
  });

  it('sums exactly, keeping the scale of the most precise input', () => {
    expect(sumDecimals(['33.33', '33.33', '33.34'])).toBe('100.00');
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['1', '2'])).toBe('3');
    expect(sumDecimals(['-0.50', '0.5'])).toBe('0.00');
    expect(sumDecimals([])).toBe('0');
    expect(() => sumDecimals(['1', 'x'])).toThrow(TypeError);
  });

  it('sums of decimal shares are exact, in any order', () => {
    fc.assert(
      fc.property(fc.array(decimal(4), { maxLength: 30 }), (values) => {
        const sum = sumDecimals(values);
        expect(isDecimalString(sum)).toBe(true);
        expect(sumDecimals([...values].reverse())).toBe(sum);
        const back = values.reduce((acc, v) => acc.sub(usd(v)), usd(sum));
        expect(back.isZero()).toBe(true);
      }),
    );
  });

  it('inverts a rate to 20 decimals, half-even', () => {
    expect(invertRate('4')).toBe('0.25');
    expect(invertRate('3')).toBe('0.33333333333333333333');
    expect(invertRate('1.5')).toBe('0.66666666666666666667');
    expect(() => invertRate('0')).toThrow(RangeError);
  });
});

describe('toDecimal and rounding modes', () => {
  it('reads a wire decimal exactly and refuses anything else', () => {
    expect(toDecimal('0.300003').times(toDecimal('333.33')).toFixed()).toBe('99.99999999');
    expect(() => toDecimal('1e3')).toThrow(TypeError);
    expect(() => toDecimal(' 1')).toThrow(TypeError);
  });

  it.each([
    ['down', '2.349', '2.34'],
    ['down', '-2.349', '-2.34'],
    ['up', '2.341', '2.35'],
    ['up', '2.340', '2.34'],
    ['half_up', '2.345', '2.35'],
    ['half_even', '2.345', '2.34'],
    ['half_even', '2.355', '2.36'],
  ] as const)('rounds %s: %s -> %s', (mode, value, expected) => {
    expect(roundDecimal(toDecimal(value), 2, mode).toFixed(2)).toBe(expected);
  });

  it('rounds money with a named mode, to its minor units or to given digits', () => {
    expect(usd('0.417').roundWith('up').toString()).toBe('0.42');
    expect(usd('0.411').roundWith('down').toString()).toBe('0.41');
    expect(Money.of('38.5', 'INR').roundWith('half_up', 0).toString()).toBe('39.00');
    expect(Money.of('2.5', 'JPY').roundWith('half_even').toString()).toBe('2');
    expect(Money.of('2.5', 'JPY').round().eq(Money.of('2', 'JPY'))).toBe(true);
  });
});
