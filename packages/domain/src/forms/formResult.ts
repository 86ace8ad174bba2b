import type { RuleParams, RuleResult } from '../result';

/**
 * One problem of a submitted form, as the failure envelope's `errors` items carry it (with the
 * server's `message` added there): `path` is the wire's field name (`confirm_password`), `code`
 * names the message (namespace `validation`; entity codes under `validation:entity.`) and
 * `params` fill its placeholders (`{ min: 6 }`).
 */
export interface FormIssue {
  path: string;
  code: string;
  params?: RuleParams;
}

/**
 * What a form validator answers: the value to send (normalised: trimmed, codes reduced to their
 * digits) or every problem at once, at most one per field, in the form's field order.
 */
export type FormResult<T> = { ok: true; value: T } | { ok: false; issues: FormIssue[] };

/** One field's check: the wire path and the rule's result. */
export type FieldRule = readonly [path: string, result: RuleResult];

/**
 * The issues of the failing checks (the first failure per path wins), or the value. `value` is
 * only called when every check passed, so it may rely on what they checked.
 */
export function formResult<T>(checks: readonly FieldRule[], value: () => T): FormResult<T> {
  const issues: FormIssue[] = [];
  for (const [path, result] of checks) {
    if (result.ok || issues.some((issue) => issue.path === path)) continue;
    issues.push(
      result.params
        ? { path, code: result.code, params: result.params }
        : { path, code: result.code },
    );
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: value() };
}

/** The text of a string field, else '' (a form value of another type is missing). */
export const textField = (value: unknown): string => (typeof value === 'string' ? value : '');
