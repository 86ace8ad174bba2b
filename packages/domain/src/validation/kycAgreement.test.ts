import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAcceptAgreement, kycAgreementCodes, validateKycAgreement } from './kycAgreement';

describe('canAcceptAgreement', () => {
  it('is enabled only at the bottom, within the tolerance', () => {
    // scrollHeight 1000, box 400: the bottom is scrollTop 600
    expect(canAcceptAgreement(0, 400, 1000)).toBe(false);
    expect(canAcceptAgreement(597, 400, 1000)).toBe(false);
    expect(canAcceptAgreement(598, 400, 1000)).toBe(true);
    expect(canAcceptAgreement(599.5, 400, 1000)).toBe(true);
    expect(canAcceptAgreement(600, 400, 1000)).toBe(true);
    expect(canAcceptAgreement(590, 400, 1000, 10)).toBe(true);
    expect(canAcceptAgreement(599, 400, 1000, 0)).toBe(false);
  });

  it('is enabled at once when the text fits the box', () => {
    expect(canAcceptAgreement(0, 400, 400)).toBe(true);
    expect(canAcceptAgreement(0, 400, 300)).toBe(true);
  });

  it('stays disabled on non-finite measures', () => {
    expect(canAcceptAgreement(Number.NaN, 400, 1000)).toBe(false);
    expect(canAcceptAgreement(600, Number.POSITIVE_INFINITY, 1000)).toBe(false);
  });

  it('is monotonic: scrolling further never disables it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        (top, client, extra, more) => {
          const height = client + extra;
          if (canAcceptAgreement(top, client, height)) {
            expect(canAcceptAgreement(top + more, client, height)).toBe(true);
          }
          expect(canAcceptAgreement(extra, client, height)).toBe(true);
        },
      ),
    );
  });
});

describe('validateKycAgreement', () => {
  it('needs the agreement read, then accepted', () => {
    expect(validateKycAgreement(false, true)).toEqual({ ok: false, code: 'agreement_not_read' });
    expect(validateKycAgreement(true, false)).toEqual({ ok: false, code: 'agreement_required' });
    expect(validateKycAgreement(true, true)).toEqual({ ok: true });
  });

  it('exports its codes', () => {
    expect(kycAgreementCodes).toHaveLength(2);
  });
});
