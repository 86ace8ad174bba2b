// spec 8: a failed call is shown by its stable code, translated (web:apiErrors.<CODE>); a rate
// limit (429) by the rate-limited text; otherwise the server's message, else 'Request failed'.
import { isApiError } from '@invest/api';
import { useT } from '@invest/ui';
import { useCallback } from 'react';

/** The translated text of a failure (an ApiError or anything thrown). */
export function useApiErrorText(): (error: unknown) => string {
  const t = useT('web');
  return useCallback(
    (error: unknown) => {
      const byCode = (code: string) => String(t(`apiErrors.${code}`, { defaultValue: '' }));
      if (!isApiError(error)) return byCode('REQUEST_FAILED');
      // spec 6: trading suspended by an outstanding balance is lifted by paying it, not by the
      // advisor: the refusal that names the balance says where to pay it
      const owing = error.fieldErrors.some((e) => (e.code ?? e.message) === 'outstanding_balance');
      if (error.code === 'TRADING_SUSPENDED' && owing)
        return byCode('TRADING_SUSPENDED_OUTSTANDING');
      const known = error.code ? byCode(error.code) : '';
      if (known) return known;
      if (error.status === 429) return byCode('RATE_LIMITED');
      return error.message || byCode('REQUEST_FAILED');
    },
    [t],
  );
}

/** The field codes of the server's refusal of a PAC code (spec 5): wrong, or too many wrong. */
const PAC_REFUSALS: readonly string[] = ['pac_code_invalid', 'pac_code_locked'];

/**
 * spec 5: the translated refusal of a subscription's PAC code (PAC_CODE_INVALID, or the 429 of
 * too many wrong codes), which the subscribe form shows beside its PAC field; undefined for any
 * other failure.
 */
export function usePacRefusalText(): (error: unknown) => string | undefined {
  const tv = useT('validation');
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return undefined;
      const field = error.fieldErrors.find(
        (e) => e.path === 'pac_code' && PAC_REFUSALS.includes(e.code ?? e.message),
      );
      return field ? String(tv(field.code ?? field.message)) : undefined;
    },
    [tv],
  );
}

/**
 * spec 6: the server's NOT_ELIGIBLE refusal with the levels it names (`{ reason: 'vip',
 * required, level }` or `{ reason: 'score', required, score }`), or undefined for any other
 * failure.
 */
export function eligibilityRefusalOf(
  error: unknown,
):
  | { reason: 'vip'; required: number; level: number }
  | { reason: 'score'; required: number; score: number }
  | undefined {
  if (!isApiError(error) || error.code !== 'NOT_ELIGIBLE') return undefined;
  const p = error.fieldErrors[0]?.params;
  if (p?.reason === 'vip')
    return { reason: 'vip', required: Number(p.required), level: Number(p.level) };
  if (p?.reason === 'score')
    return { reason: 'score', required: Number(p.required), score: Number(p.score) };
  return undefined;
}
