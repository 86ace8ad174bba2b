import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_AGE } from '../constants';
import { validateKyc } from './kyc';

const today = '2026-05-20';
const body = {
  declaration: true,
  full_name: '  Asha   Rao ',
  country_code: '+91',
  mobile: '9876543210',
  dob: '1990-04-12',
  id_no: 'abcpe 1234f',
  id_front: 'up_front',
  id_back: 'up_back',
};

describe('validateKyc (POST /identify/app/v1)', () => {
  it('answers the normalised body', () => {
    expect(validateKyc(body, { today })).toEqual({
      ok: true,
      value: { ...body, full_name: 'Asha Rao', country_code: '91', id_no: 'ABCPE1234F' },
    });
  });

  it('answers every problem at once under the wire names', () => {
    expect(
      validateKyc(
        {
          declaration: false,
          full_name: ' ',
          country_code: '91',
          mobile: '',
          dob: '2030-01-01',
          id_no: '',
          id_front: null,
          id_back: '',
        },
        { today },
      ),
    ).toEqual({
      ok: false,
      issues: [
        { path: 'declaration', code: 'agreement_required' },
        { path: 'full_name', code: 'full_name_required' },
        { path: 'mobile', code: 'phone_required' },
        { path: 'dob', code: 'dob_in_future' },
        { path: 'id_no', code: 'id_no_required' },
        { path: 'id_front', code: 'upload_required' },
        { path: 'id_back', code: 'upload_required' },
      ],
    });
  });

  it('refuses an ID number that is neither a PAN nor an Aadhaar number', () => {
    const result = validateKyc({ ...body, id_no: 'ABCDE12345' }, { today });
    expect(result).toEqual({ ok: false, issues: [{ path: 'id_no', code: 'invalid_id_no' }] });
  });

  it('wants the agreement read first when the screen says it was not', () => {
    expect(validateKyc(body, { today, agreementRead: false })).toEqual({
      ok: false,
      issues: [{ path: 'declaration', code: 'agreement_not_read' }],
    });
  });

  it('takes any image value (a view passes the picked files)', () => {
    const file = { name: 'front.png' };
    const result = validateKyc({ ...body, id_front: file, id_back: file }, { today });
    expect(result.ok && result.value.id_front).toBe(file);
  });

  it('lets in adults only (spec 5/9: MIN_AGE)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (age) => {
        const dob = `${2026 - age}-05-20`;
        const result = validateKyc({ ...body, dob }, { today });
        expect(result.ok).toBe(age >= MIN_AGE);
        if (!result.ok) {
          expect(result.issues).toEqual([
            { path: 'dob', code: 'dob_too_young', params: { min: MIN_AGE } },
          ]);
        }
      }),
    );
  });
});

describe("validateKyc with a document of the client's country (spec 3)", () => {
  const polish = { ...body, country_code: '+48', mobile: '501234567' };

  it('takes a PESEL from Poland and stores it with its type', () => {
    const result = validateKyc({ ...polish, id_type: 'pesel', id_no: '4405 1401 359' }, { today });
    expect(result).toMatchObject({ ok: true, value: { id_type: 'pesel', id_no: '44051401359' } });
  });

  it('refuses a PESEL whose check digit is wrong, under id_no with its own code', () => {
    const result = validateKyc({ ...polish, id_type: 'pesel', id_no: '44051401358' }, { today });
    expect(result).toEqual({ ok: false, issues: [{ path: 'id_no', code: 'invalid_pesel' }] });
  });

  it("refuses a document the client's country does not offer (PAN from Poland)", () => {
    const result = validateKyc({ ...polish, id_type: 'pan', id_no: 'ABCPE1234F' }, { today });
    expect(result).toEqual({
      ok: false,
      issues: [{ path: 'id_type', code: 'id_type_not_offered' }],
    });
  });

  it('asks for the number of a chosen document', () => {
    const result = validateKyc({ ...polish, id_type: 'passport', id_no: ' ' }, { today });
    expect(result).toEqual({ ok: false, issues: [{ path: 'id_no', code: 'id_no_required' }] });
  });

  it("takes a US driver's licence with its hyphens dropped", () => {
    const us = { ...body, country_code: '1', mobile: '2025550143' };
    const result = validateKyc(
      { ...us, id_type: 'driver_licence', id_no: 'f123-456-78' },
      { today },
    );
    expect(result).toMatchObject({
      ok: true,
      value: { id_type: 'driver_licence', id_no: 'F12345678' },
    });
  });
});
