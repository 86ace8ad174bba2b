import { describe, expect, it } from 'vitest';
import { validateIdNumber } from '../idNumber';
import { validateUsername } from './login';

describe('validateUsername', () => {
  it('wants something besides whitespace', () => {
    expect(validateUsername('  ')).toEqual({ ok: false, code: 'username_required' });
    expect(validateUsername(undefined)).toEqual({ ok: false, code: 'username_required' });
    expect(validateUsername('demo')).toEqual({ ok: true });
  });
});

describe('validateIdNumber', () => {
  it('requires a PAN or an Aadhaar number, blanks and case aside', () => {
    expect(validateIdNumber('')).toEqual({ ok: false, code: 'id_no_required' });
    expect(validateIdNumber(42)).toEqual({ ok: false, code: 'id_no_required' });
    expect(validateIdNumber('abcpe 1234f')).toEqual({ ok: true });
    expect(validateIdNumber('ABCDE')).toEqual({ ok: false, code: 'invalid_id_no' });
  });
});
