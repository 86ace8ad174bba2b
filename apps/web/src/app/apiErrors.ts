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
      const known = error.code ? byCode(error.code) : '';
      if (known) return known;
      if (error.status === 429) return byCode('RATE_LIMITED');
      return error.message || byCode('REQUEST_FAILED');
    },
    [t],
  );
}
