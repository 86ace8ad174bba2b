import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_AGE } from '../constants';
import {
  ageOn,
  dateOfBirthCodes,
  MAX_PLAUSIBLE_AGE,
  parseCalendarDate,
  validateDateOfBirth,
} from './dateOfBirth';

const today = '2026-06-15';
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

describe('parseCalendarDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1990-12-31', '0001-01-01'])('accepts %s', (v) => {
    expect(parseCalendarDate(v)).toBeDefined();
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '0000-01-01',
    '2024-1-01',
    '24-01-01',
    '2024/01/01',
    '01-02-2024',
    '2024-01-01T00:00',
  ])('refuses %s', (v) => {
    expect(parseCalendarDate(v)).toBeUndefined();
  });

  it('splits into numbers', () => {
    expect(parseCalendarDate('1990-05-17')).toEqual({ year: 1990, month: 5, day: 17 });
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(ageOn('2008-07-01', today)).toBe(17);
    expect(ageOn('2008-05-31', today)).toBe(18);
    expect(ageOn('2027-01-01', today)).toBe(-1);
  });

  it('reaches a 29 February birthday on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('throws on a malformed date (the caller passes clean dates)', () => {
    expect(() => ageOn('2008-02-30', today)).toThrow(TypeError);
    expect(() => ageOn('2008-02-01', '2026-13-01')).toThrow(TypeError);
  });

  it('grows by one each anniversary', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 120 }),
        (d, years) => {
          const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
          fc.pre(!(m === 2 && day === 29));
          const dob = iso(y, m, day);
          expect(ageOn(dob, iso(y + years, m, day))).toBe(years);
          // the day before the anniversary is still a year short
          const before = day > 1 ? iso(y + years, m, day - 1) : iso(y + years, m, 1);
          if (day > 1 && years > 0) expect(ageOn(dob, before)).toBe(years - 1);
        },
      ),
    );
  });
});

describe('validateDateOfBirth', () => {
  it.each([undefined, null, '', '  '])('requires a date (%p)', (v) => {
    expect(validateDateOfBirth(v, { today })).toEqual({ ok: false, code: 'dob_required' });
  });

  it.each(['2000-02-30', '17/05/1990', 'yesterday', 19900517])('refuses %p as invalid', (v) => {
    expect(validateDateOfBirth(v, { today })).toEqual({ ok: false, code: 'dob_invalid' });
  });

  it('refuses a date after today', () => {
    expect(validateDateOfBirth('2026-06-16', { today })).toEqual({
      ok: false,
      code: 'dob_in_future',
    });
    expect(validateDateOfBirth('2026-06-16', { today, minAge: 0 })).toMatchObject({
      code: 'dob_in_future',
    });
  });

  it('needs MIN_AGE years on today, with {min}', () => {
    expect(validateDateOfBirth('2008-06-15', { today })).toEqual({ ok: true });
    expect(validateDateOfBirth(' 2008-06-15 ', { today })).toEqual({ ok: true });
    expect(validateDateOfBirth('2008-06-16', { today })).toEqual({
      ok: false,
      code: 'dob_too_young',
      params: { min: MIN_AGE },
    });
    expect(validateDateOfBirth('2026-06-15', { today, minAge: 0 })).toEqual({ ok: true });
  });

  it('lets a leap-day birthday in on 1 March of a common year', () => {
    expect(validateDateOfBirth('2008-02-29', { today: '2026-02-28' })).toMatchObject({
      code: 'dob_too_young',
    });
    expect(validateDateOfBirth('2008-02-29', { today: '2026-03-01' })).toEqual({ ok: true });
  });

  it('refuses an implausibly old date as invalid', () => {
    expect(validateDateOfBirth(iso(2026 - MAX_PLAUSIBLE_AGE, 6, 15), { today })).toEqual({
      ok: true,
    });
    expect(validateDateOfBirth(iso(2026 - MAX_PLAUSIBLE_AGE - 1, 6, 15), { today })).toEqual({
      ok: false,
      code: 'dob_invalid',
    });
  });

  it('throws on a malformed today', () => {
    expect(() => validateDateOfBirth('2000-01-01', { today: '2026-02-30' })).toThrow(TypeError);
  });

  it('accepts exactly the adults, over any today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: -400, max: 400 }),
        (y, m, d, years, shiftDays) => {
          const now = iso(y, m, d);
          const base = new Date(Date.UTC(y - years, m - 1, d + shiftDays));
          const dob = base.toISOString().slice(0, 10);
          const result = validateDateOfBirth(dob, { today: now });
          const age = ageOn(dob, now);
          if (age < 0) expect(result).toMatchObject({ code: 'dob_in_future' });
          else expect(result.ok).toBe(age >= MIN_AGE);
        },
      ),
    );
  });

  it('exports its codes', () => {
    expect(dateOfBirthCodes).toHaveLength(4);
  });
});
