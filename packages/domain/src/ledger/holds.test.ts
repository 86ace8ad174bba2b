import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../money';
import { HOLD_STATES, isHoldDue, isHoldOpen, resolveHold, type HoldAction } from './holds';

const open = { state: 'open' as const, amount: '100.00', currency: 'USD' };

describe('resolveHold', () => {
  it('posts all of it', () => {
    expect(resolveHold(open, { type: 'post', amount: '100' })).toEqual({
      ok: true,
      state: 'posted',
      posted: '100',
      released: '0',
    });
  });

  it('posts part of it and releases the rest', () => {
    expect(resolveHold(open, { type: 'post', amount: '60.25' })).toEqual({
      ok: true,
      state: 'partly_posted',
      posted: '60.25',
      released: '39.75',
    });
  });

  it('voids and expires, releasing everything', () => {
    expect(resolveHold(open, { type: 'void' })).toEqual({
      ok: true,
      state: 'voided',
      posted: '0',
      released: '100',
    });
    expect(resolveHold(open, { type: 'expire' })).toMatchObject({
      state: 'expired',
      released: '100',
    });
  });

  it.each(['0', '-1', '1.001', 'abc'])('refuses to post %j', (amount) => {
    expect(resolveHold(open, { type: 'post', amount })).toEqual({
      ok: false,
      code: 'hold_amount_invalid',
    });
  });

  it('refuses more than the hold', () => {
    expect(resolveHold(open, { type: 'post', amount: '100.01' })).toEqual({
      ok: false,
      code: 'hold_amount_exceeds',
    });
  });

  it('resolves a hold exactly once: every final state refuses every action', () => {
    const actions: HoldAction[] = [
      { type: 'post', amount: '1' },
      { type: 'void' },
      { type: 'expire' },
    ];
    for (const state of HOLD_STATES.filter((s) => s !== 'open')) {
      expect(isHoldOpen(state)).toBe(false);
      for (const action of actions) {
        expect(resolveHold({ ...open, state }, action)).toEqual({
          ok: false,
          code: 'hold_not_open',
        });
      }
    }
    expect(isHoldOpen('open')).toBe(true);
  });

  it('posted + released is always the hold, whatever part is posted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (a, b) => {
          const [part, whole] = a <= b ? [a, b] : [b, a];
          const amount = Money.of(String(whole), 'JPY').toString();
          const r = resolveHold(
            { state: 'open', amount, currency: 'JPY' },
            { type: 'post', amount: String(part) },
          );
          if (!r.ok) throw new Error(r.code);
          expect(Money.of(r.posted, 'JPY').add(Money.of(r.released, 'JPY')).toString()).toBe(
            amount,
          );
          expect(r.state).toBe(part === whole ? 'posted' : 'partly_posted');
        },
      ),
    );
  });
});

describe('isHoldDue', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('is due once open and past its expiry', () => {
    expect(isHoldDue({ state: 'open', expiresAt: new Date('2025-12-31T23:59:59Z') }, now)).toBe(
      true,
    );
    expect(isHoldDue({ state: 'open', expiresAt: now }, now)).toBe(true);
    expect(isHoldDue({ state: 'open', expiresAt: new Date('2026-01-01T00:00:01Z') }, now)).toBe(
      false,
    );
    expect(isHoldDue({ state: 'open', expiresAt: null }, now)).toBe(false);
    expect(isHoldDue({ state: 'voided', expiresAt: new Date(0) }, now)).toBe(false);
  });
});
