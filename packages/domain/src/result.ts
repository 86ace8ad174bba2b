/**
 * What every rule answers. A rule never throws for bad user input and never formats text:
 * `code` names the message in `@invest/i18n` (namespace given by the rule's module) and
 * `params` fill its placeholders.
 */
export type RuleParams = Record<string, string | number>;
export type RuleResult<Code extends string = string> =
  { ok: true } | { ok: false; code: Code; params?: RuleParams };

export const ok = (): { ok: true } => ({ ok: true });

export const fail = <Code extends string>(
  code: Code,
  params?: RuleParams,
): { ok: false; code: Code; params?: RuleParams } =>
  params ? { ok: false, code, params } : { ok: false, code };

/** The first failure of several checks, or ok. */
export function firstFailure<Code extends string>(
  ...results: RuleResult<Code>[]
): RuleResult<Code> {
  return results.find((r) => !r.ok) ?? ok();
}
