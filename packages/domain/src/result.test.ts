import { describe, expect, it } from 'vitest';
import { fail, firstFailure, ok } from './result';

describe('rule results', () => {
  it('ok carries nothing but ok', () => {
    expect(ok()).toEqual({ ok: true });
  });

  it('fail carries the code, and params only when given', () => {
    expect(fail('required')).toEqual({ ok: false, code: 'required' });
    expect(fail('too_short', { min: 6 })).toEqual({
      ok: false,
      code: 'too_short',
      params: { min: 6 },
    });
  });

  it('firstFailure answers the first failure in order, else ok', () => {
    expect(firstFailure(ok(), fail('a'), fail('b'))).toEqual({ ok: false, code: 'a' });
    expect(firstFailure(ok(), ok())).toEqual({ ok: true });
    expect(firstFailure()).toEqual({ ok: true });
  });
});
