import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUEST_ADDRESS_QUOTA_FACTOR, GUEST_QUOTA, type GuestQuotaKind } from './constants';
import type { GuestQuotaCounters } from './entities/quota';
import {
  consumeGuestQuota,
  emptyGuestQuota,
  guestQuotaRemaining,
  localDay,
  resetGuestQuotaOnLogin,
} from './guestQuota';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const kinds = Object.keys(GUEST_QUOTA) as GuestQuotaKind[];
const zones = [
  'UTC',
  'Europe/Warsaw',
  'America/New_York',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

/** Uses `kind` n times at `now`, returning the allowed count and the final state. */
function useTimes(
  n: number,
  kind: GuestQuotaKind,
  now: number,
  timeZone = 'UTC',
  from: GuestQuotaCounters | null = null,
) {
  let state = from;
  let allowed = 0;
  for (let i = 0; i < n; i += 1) {
    const result = consumeGuestQuota(state, kind, now, timeZone, false);
    if (result.allowed) allowed += 1;
    state = result.state;
  }
  return { allowed, state };
}

describe('localDay', () => {
  it("gives the calendar day in the user's time zone", () => {
    const instant = at('2025-01-01T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2025-01-01');
    expect(localDay(instant, 'Europe/Warsaw')).toBe('2025-01-02');
    expect(localDay(at('2025-01-02T03:00:00Z'), 'America/New_York')).toBe('2025-01-01');
    expect(localDay(at('2025-01-01T18:30:00Z'), 'Asia/Kolkata')).toBe('2025-01-02');
  });

  it('counts an invalid zone as UTC and a non-finite or out-of-range instant as the epoch', () => {
    expect(localDay(at('2025-01-01T23:30:00Z'), 'Not/AZone')).toBe('2025-01-01');
    expect(localDay(Number.NaN, 'UTC')).toBe('1970-01-01');
    expect(localDay(Number.POSITIVE_INFINITY, 'UTC')).toBe('1970-01-01');
    expect(localDay(9e15, 'UTC')).toBe('1970-01-01');
  });

  it('pads a year before 1000 to four digits', () => {
    expect(localDay(at('0999-06-01T12:00:00Z'), 'UTC')).toBe('0999-06-01');
  });

  it('agrees with the UTC date of the instant shifted by the zone offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('1990-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z') }),
        (now) => {
          expect(localDay(now, 'UTC')).toBe(new Date(now).toISOString().slice(0, 10));
          // Asia/Kolkata has had no DST since 1945: UTC+05:30
          expect(localDay(now, 'Asia/Kolkata')).toBe(
            new Date(now + 5.5 * HOUR).toISOString().slice(0, 10),
          );
        },
      ),
    );
  });
});

describe('consumeGuestQuota (spec 6/9: search 3, read_stock 5, view_quote 10 per local day)', () => {
  const noon = at('2025-06-15T12:00:00Z');

  it.each(kinds)('allows %s up to its quota, then refuses with guest_limit_reached', (kind) => {
    const { allowed, state } = useTimes(GUEST_QUOTA[kind], kind, noon);
    expect(allowed).toBe(GUEST_QUOTA[kind]);
    const over = consumeGuestQuota(state, kind, noon, 'UTC', false);
    expect(over).toEqual({ allowed: false, code: 'guest_limit_reached', state });
  });

  it('counts each kind separately and leaves the input untouched', () => {
    const { state } = useTimes(3, 'search', noon);
    const before = structuredClone(state);
    const read = consumeGuestQuota(state, 'read_stock', noon, 'UTC', false);
    expect(read).toEqual({
      allowed: true,
      state: { day: '2025-06-15', search: 3, read_stock: 1, view_quote: 0 },
    });
    expect(state).toEqual(before);
  });

  it('is unlimited when authenticated, counting nothing', () => {
    const { state } = useTimes(3, 'search', noon);
    for (let i = 0; i < 50; i += 1) {
      expect(consumeGuestQuota(state, 'search', noon, 'UTC', true)).toEqual({
        allowed: true,
        state,
      });
    }
  });

  it('resets at a new local day in the user’s time zone', () => {
    // 22:00 UTC on the 15th is midnight of the 16th in Warsaw (CEST, UTC+2)
    const { state } = useTimes(3, 'search', at('2025-06-15T20:00:00Z'), 'Europe/Warsaw');
    expect(
      consumeGuestQuota(state, 'search', at('2025-06-15T21:59:59Z'), 'Europe/Warsaw', false)
        .allowed,
    ).toBe(false);
    const next = consumeGuestQuota(
      state,
      'search',
      at('2025-06-15T22:00:00Z'),
      'Europe/Warsaw',
      false,
    );
    expect(next).toEqual({
      allowed: true,
      state: { day: '2025-06-16', search: 1, read_stock: 0, view_quote: 0 },
    });
  });

  it('keeps the counters when the clock or the zone goes back a day', () => {
    const { state } = useTimes(3, 'search', noon);
    expect(consumeGuestQuota(state, 'search', noon - DAY, 'UTC', false)).toMatchObject({
      allowed: false,
      state,
    });
  });

  it('resets on login', () => {
    expect(resetGuestQuotaOnLogin(noon, 'Asia/Kolkata')).toEqual(emptyGuestQuota('2025-06-15'));
    const after = resetGuestQuotaOnLogin(noon, 'UTC');
    expect(useTimes(3, 'search', noon, 'UTC', after).allowed).toBe(3);
  });

  it('refuses on a corrupt stored counter rather than granting', () => {
    for (const search of [Number.NaN, -1, 1.5]) {
      const corrupt = { ...emptyGuestQuota('2025-06-15'), search };
      expect(consumeGuestQuota(corrupt, 'search', noon, 'UTC', false).allowed).toBe(false);
      expect(guestQuotaRemaining(corrupt, 'search', noon, 'UTC')).toBe(0);
    }
  });

  it('tells how many uses are left', () => {
    expect(guestQuotaRemaining(null, 'view_quote', noon, 'UTC')).toBe(10);
    const { state } = useTimes(4, 'view_quote', noon);
    expect(guestQuotaRemaining(state, 'view_quote', noon, 'UTC')).toBe(6);
    expect(guestQuotaRemaining(state, 'view_quote', noon + DAY, 'UTC')).toBe(10);
    const full = useTimes(12, 'view_quote', noon).state;
    expect(guestQuotaRemaining(full, 'view_quote', noon, 'UTC')).toBe(0);
  });
});

describe('consumeGuestQuota: properties', () => {
  const instant = fc.integer({ min: at('2000-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z') });

  it('within one local day, never allows more than the quota (exactly min(uses, quota))', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        instant,
        fc.array(
          fc.tuple(fc.constantFrom(...kinds), fc.integer({ min: -36 * HOUR, max: 36 * HOUR })),
          { maxLength: 40 },
        ),
        (timeZone, base, uses) => {
          const day = localDay(base, timeZone);
          const sameDay = uses.filter(([, offset]) => localDay(base + offset, timeZone) === day);
          let state: GuestQuotaCounters | null = null;
          const allowed = { search: 0, read_stock: 0, view_quote: 0 };
          const tried = { search: 0, read_stock: 0, view_quote: 0 };
          for (const [kind, offset] of sameDay) {
            const result = consumeGuestQuota(state, kind, base + offset, timeZone, false);
            tried[kind] += 1;
            if (result.allowed) allowed[kind] += 1;
            else expect(result.code).toBe('guest_limit_reached');
            state = result.state;
          }
          for (const kind of kinds) {
            expect(allowed[kind]).toBeLessThanOrEqual(GUEST_QUOTA[kind]);
            expect(allowed[kind]).toBe(Math.min(tried[kind], GUEST_QUOTA[kind]));
          }
        },
      ),
    );
  });

  it('a new local day always allows again, whatever was used before', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        instant,
        fc.integer({ min: 1, max: 10 * DAY }),
        fc.constantFrom(...kinds),
        fc.record({ search: fc.nat(50), read_stock: fc.nat(50), view_quote: fc.nat(50) }),
        (timeZone, then, later, kind, used) => {
          const now = then + later;
          fc.pre(localDay(now, timeZone) !== localDay(then, timeZone));
          const state = { day: localDay(then, timeZone), ...used };
          const result = consumeGuestQuota(state, kind, now, timeZone, false);
          expect(result.allowed).toBe(true);
          expect(result.state[kind]).toBe(1);
        },
      ),
    );
  });
});

describe('consumeGuestQuota: DST days', () => {
  // [zone, first instant of the local day, first instant of the next, the day's length in hours]
  const dstDays: [string, string, string, string, number][] = [
    ['Europe/Warsaw', '2025-03-30', '2025-03-29T23:00:00Z', '2025-03-30T22:00:00Z', 23],
    ['Europe/Warsaw', '2025-10-26', '2025-10-25T22:00:00Z', '2025-10-26T23:00:00Z', 25],
    ['America/New_York', '2025-03-09', '2025-03-09T05:00:00Z', '2025-03-10T04:00:00Z', 23],
    ['America/New_York', '2025-11-02', '2025-11-02T04:00:00Z', '2025-11-03T05:00:00Z', 25],
  ];

  it.each(dstDays)(
    '%s %s is one local day of its real length',
    (timeZone, day, start, end, hours) => {
      expect(at(end) - at(start)).toBe(hours * HOUR);
      expect(localDay(at(start) - 1, timeZone)).not.toBe(day);
      expect(localDay(at(start), timeZone)).toBe(day);
      expect(localDay(at(end) - 1, timeZone)).toBe(day);
      expect(localDay(at(end), timeZone)).not.toBe(day);
    },
  );

  it.each(dstDays)(
    '%s %s: uses spread over the whole day share one quota, reset at its end',
    (timeZone, day, start, end) => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: at(start), max: at(end) - 1 }), {
            minLength: 4,
            maxLength: 12,
          }),
          (times) => {
            let state: GuestQuotaCounters | null = null;
            let allowed = 0;
            for (const now of [...times].sort((a, b) => a - b)) {
              const result = consumeGuestQuota(state, 'search', now, timeZone, false);
              if (result.allowed) allowed += 1;
              state = result.state;
            }
            expect(allowed).toBe(GUEST_QUOTA.search);
            expect(state?.day).toBe(day);
            expect(consumeGuestQuota(state, 'search', at(end), timeZone, false).allowed).toBe(true);
          },
        ),
      );
    },
  );
});

describe('consumeGuestQuota with a factor (an address backstop, spec 4/6)', () => {
  it('allows `factor` times one guest’s quota, then refuses', () => {
    let state: GuestQuotaCounters | null = null;
    const now = Date.UTC(2026, 0, 5, 12);
    for (let i = 0; i < GUEST_QUOTA.search * GUEST_ADDRESS_QUOTA_FACTOR; i += 1) {
      const r = consumeGuestQuota(state, 'search', now, 'UTC', false, GUEST_ADDRESS_QUOTA_FACTOR);
      expect(r.allowed).toBe(true);
      state = r.state;
    }
    const over = consumeGuestQuota(state, 'search', now, 'UTC', false, GUEST_ADDRESS_QUOTA_FACTOR);
    expect(over.allowed).toBe(false);
  });
});
