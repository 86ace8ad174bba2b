// spec 8: what a form shows of a failed submission. The server's field errors travel as they
// came (`{ path, code, message, params }`) and the view translates them (the @invest/ui form
// layer); any other failure is the form's alert text.
import { isApiError, isRecord } from '@invest/api';
import type { FieldIssue } from '@invest/ui/Form';
import { useCallback, useState } from 'react';
import { useApiErrorText } from './apiErrors';

export interface FormFailure {
  /** The form alert's (translated) text; absent when the problems sit on fields. */
  error?: string;
  /** The server's field errors, for the view to translate. */
  fieldErrors?: FieldIssue[];
}

/** One wire field error as a form issue (`code` and `params` as the server sent them). */
function issueOf(error: { path: string; message: string }): FieldIssue {
  const wire: Record<string, unknown> = { ...error };
  // an envelope without `code` carried the code in `message`
  if (typeof wire.code !== 'string') return { path: error.path, code: error.message };
  return {
    path: error.path,
    code: wire.code,
    message: error.message,
    ...(isRecord(wire.params) ? { params: wire.params as FieldIssue['params'] } : {}),
  };
}

/**
 * The failure of a form's last submission, and `fail` to record one. `onField` names the field
 * that a failure code belongs to (INVITATION_INVALID → invitation_code): the app's text for that
 * code then shows on that field.
 */
export function useFormFailure() {
  const errorText = useApiErrorText();
  const [failure, setFailure] = useState<FormFailure>({});
  const fail = useCallback(
    (error: unknown, onField: Readonly<Record<string, string>> = {}) => {
      const code = isApiError(error) ? error.code : undefined;
      const path = code === undefined ? undefined : onField[code];
      if (code !== undefined && path !== undefined) {
        setFailure({ fieldErrors: [{ path, code, message: errorText(error) }] });
        return;
      }
      // spec 6: a refused feature names the feature, not a field of the form: the form's alert
      const fieldErrors =
        isApiError(error) && code !== 'PERMISSION_DENIED' ? error.fieldErrors.map(issueOf) : [];
      setFailure(fieldErrors.length > 0 ? { fieldErrors } : { error: errorText(error) });
    },
    [errorText],
  );
  const clear = useCallback(() => setFailure({}), []);
  return { ...failure, fail, clear };
}
