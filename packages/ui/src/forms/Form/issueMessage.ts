import type { FormIssue } from '@invest/domain';
import { pluralCount } from '@invest/i18n';
import { useCallback } from 'react';
import { useT } from '../../lib/i18n';

/**
 * A field problem as a form shows it: a domain validator's issue, or a server field error from
 * the failure envelope (`{ path, code, message, params }`). `message` is the fallback text when
 * `code` has no message of its own (the server's readable text, or an app's translated one).
 */
export interface FieldIssue extends FormIssue {
  message?: string;
}

/** A form's own wording of some codes ('Password required' on a sign-in form), by code. */
export type IssueMessages = Readonly<Partial<Record<string, string>>>;

/**
 * Translates issues: the form's own wording first, then the code with its params in the
 * `validation` namespace (`validation:<code>`, then the entity codes `validation:entity.<code>`;
 * in the plural form of the number the params count, see `pluralCount`), then the issue's
 * `message`, then the bare code.
 */
export function useIssueMessage(messages?: IssueMessages): (issue: FieldIssue) => string {
  const tv = useT('validation');
  return useCallback(
    (issue: FieldIssue) => {
      const own = messages?.[issue.code];
      if (own) return own;
      // the number its noun agrees with picks the plural form ('co najmniej 2 znaki' / '6 znaków')
      const params = { ...issue.params, count: pluralCount(issue.params), defaultValue: '' };
      return (
        String(tv(issue.code, params)) ||
        String(tv(`entity.${issue.code}`, params)) ||
        issue.message ||
        issue.code
      );
    },
    [tv, messages],
  );
}
