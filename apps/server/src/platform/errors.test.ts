// Field errors carry a stable code and the rule's params over the wire.
import { fail, ok } from '@invest/domain';
import { describe, expect, it } from 'vitest';
import { AppError, failureBody, ruleFieldErrors } from './errors';

describe('field errors on the wire', () => {
  it('a domain rule result becomes { path, code, message, params }', () => {
    const errors = [
      ...ruleFieldErrors(
        'amount',
        fail('amount_exceeds_available', { available: '10.50', currency: 'USD' }),
      ),
      ...ruleFieldErrors('note', fail('note_required')),
      ...ruleFieldErrors('name', ok()),
    ];
    expect(failureBody(AppError.validation(errors))).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Invalid form.',
      errors: [
        {
          path: 'amount',
          code: 'amount_exceeds_available',
          message: 'amount_exceeds_available',
          params: { available: '10.50', currency: 'USD' },
        },
        { path: 'note', code: 'note_required', message: 'note_required' },
      ],
    });
  });

  it('a field error built with a message only gets that message as its code', () => {
    expect(failureBody(AppError.field('reason', 'reason_required')).errors).toEqual([
      { path: 'reason', code: 'reason_required', message: 'reason_required' },
    ]);
  });
});
