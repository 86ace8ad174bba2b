import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KYC_CHECK_CACHE_MS } from './constants';
import {
  afterFailedKycCheck,
  isKycApproved,
  isKycCacheFresh,
  kycNeedsAction,
  mapKycAnswer,
} from './kycStatus';
import { kycStatuses } from './statuses';

describe('mapKycAnswer (spec 4)', () => {
  it('maps a boolean answer: true to approved, false to unverified', () => {
    expect(mapKycAnswer(true)).toBe('approved');
    expect(mapKycAnswer(false)).toBe('unverified');
  });

  it.each([...kycStatuses])('maps the status string %s to itself', (status) => {
    expect(mapKycAnswer(status)).toBe(status);
  });

  it.each([
    ['another string', 'verified'],
    ['a differently cased status', 'Approved'],
    ['a padded status', ' approved'],
    ['a number', 1],
    ['null', null],
    ['undefined', undefined],
    ['an object', { status: 'approved' }],
  ])('gives unverified for %s', (_, answer) => {
    expect(mapKycAnswer(answer)).toBe('unverified');
  });

  it('always gives a KYC status, and approved only for true or "approved"', () => {
    fc.assert(
      fc.property(fc.anything(), (answer) => {
        const status = mapKycAnswer(answer);
        expect(kycStatuses).toContain(status);
        if (status === 'approved') expect([true, 'approved']).toContain(answer);
      }),
    );
  });
});

describe('afterFailedKycCheck (spec 4)', () => {
  it('keeps the old value', () => {
    for (const status of ['unverified', 'pending', 'rejected', 'approved'] as const) {
      expect(afterFailedKycCheck(status)).toBe(status);
    }
  });

  it('gives unverified when the old value was unknown', () => {
    expect(afterFailedKycCheck('unknown')).toBe('unverified');
  });
});

describe('isKycCacheFresh (spec 7: 60 s)', () => {
  const t = 1_750_000_000_000;

  it('is stale when never checked', () => {
    expect(isKycCacheFresh(null, t)).toBe(false);
  });

  it('is fresh up to just under 60 s, stale from 60 s', () => {
    expect(isKycCacheFresh(t, t)).toBe(true);
    expect(isKycCacheFresh(t, t + KYC_CHECK_CACHE_MS - 1)).toBe(true);
    expect(isKycCacheFresh(t, t + KYC_CHECK_CACHE_MS)).toBe(false);
  });

  it('is stale when checked in the future (the clock went back) or at NaN', () => {
    expect(isKycCacheFresh(t + 1, t)).toBe(false);
    expect(isKycCacheFresh(Number.NaN, t)).toBe(false);
  });

  it('is fresh exactly for ages in [0, 60 s)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (age) => {
        expect(isKycCacheFresh(t - age, t)).toBe(age >= 0 && age < KYC_CHECK_CACHE_MS);
      }),
    );
  });
});

describe('KYC helpers', () => {
  it('counts only approved as complete', () => {
    expect(kycStatuses.filter(isKycApproved)).toEqual(['approved']);
  });

  it('asks unverified, rejected and unknown users to act, not pending or approved ones', () => {
    expect(kycStatuses.filter(kycNeedsAction)).toEqual(['unverified', 'rejected', 'unknown']);
  });
});
