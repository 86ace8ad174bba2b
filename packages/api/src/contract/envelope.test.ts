import { describe, expect, it } from 'vitest';
import { number, object } from 'zod';
import { ERROR_CODES, failureEnvelopeSchema, isErrorCode, successEnvelope } from './envelope';

describe('wire envelope', () => {
  it('successEnvelope checks success: true and the data schema', () => {
    const schema = successEnvelope(object({ n: number() }));
    expect(schema.parse({ success: true, data: { n: 1 } })).toEqual({
      success: true,
      data: { n: 1 },
    });
    expect(schema.safeParse({ success: false, data: { n: 1 } }).success).toBe(false);
    expect(schema.safeParse({ success: true, data: { n: '1' } }).success).toBe(false);
  });

  it('the failure body has message, code and optional field errors', () => {
    const body = { success: false, message: 'Invalid form.', code: 'VALIDATION_FAILED' };
    expect(failureEnvelopeSchema.parse(body)).toEqual(body);
    const withErrors = { ...body, errors: [{ path: 'amount', message: 'Required' }] };
    expect(failureEnvelopeSchema.parse(withErrors)).toEqual(withErrors);
    expect(failureEnvelopeSchema.safeParse({ success: false, code: 'X' }).success).toBe(false);
  });

  it('a field error may carry its rule code and params (strings or numbers)', () => {
    const error = {
      path: 'amount',
      code: 'amount_below_min',
      message: 'Too small',
      params: { min: '10.00', currency: 'USD', digits: 2 },
    };
    const body = { success: false, message: 'Invalid form.', code: 'VALIDATION_FAILED' };
    expect(failureEnvelopeSchema.parse({ ...body, errors: [error] }).errors).toEqual([error]);
    const nested = { ...error, params: { min: { value: 1 } } };
    expect(failureEnvelopeSchema.safeParse({ ...body, errors: [nested] }).success).toBe(false);
    const flag = { ...error, params: { ok: true } };
    expect(failureEnvelopeSchema.safeParse({ ...body, errors: [flag] }).success).toBe(false);
  });

  it('error codes are unique and recognised', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(isErrorCode('TENANT_MISMATCH')).toBe(true);
    expect(isErrorCode('SOMETHING_NEW')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
