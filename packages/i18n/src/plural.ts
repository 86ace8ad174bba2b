/**
 * The number a coded message's noun agrees with, as i18next's `count` (which picks the plural
 * form, `_one`, `_few`, `_many`, `_other`, by the locale's CLDR rules): a limit's `max`, else its
 * `min`, else a `length` or a count of `decimals`. A range ('7 to 15 digits') agrees with its
 * upper bound. Undefined when the params hold none of them as a number: the message then has no
 * plural forms, and i18next uses its one text.
 *
 * ```ts
 * t(`validation:${issue.code}`, { ...issue.params, count: pluralCount(issue.params) });
 * // pl-PL, { min: 2 }: 'Hasło musi mieć co najmniej 2 znaki'; { min: 6 }: '… 6 znaków'
 * ```
 */
export function pluralCount(params?: Readonly<Record<string, unknown>>): number | undefined {
  if (!params) return undefined;
  for (const name of ['max', 'min', 'length', 'decimals']) {
    const value = params[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
}
