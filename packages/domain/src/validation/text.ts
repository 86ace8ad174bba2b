/**
 * Internal helpers of the validation modules: what counts as "given" for a form field.
 * Not exported from the package.
 */

/** Whether a field is empty: missing, null, or a string of only whitespace. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The trimmed text of a string field, else undefined (numbers, objects: not text). */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : undefined;

/** Length in code points (an emoji or a CJK extension character counts once). */
export const codePointLength = (text: string): number => [...text].length;
