// The one builder of request text fields (item 9): every string a client sends passes
// it, so a NUL, another C0 control character, DEL or a lone UTF-16 surrogate is a 400 from the
// contract before any handler or query sees it (a NUL in the login username answered 500).
import { string } from 'zod';

/** The issue message of a refused character (the field error's `message`). */
export const CONTROL_CHARACTER_ISSUE = 'control_characters';

// C0 controls (U+0000-U+001F) and DEL; a multi-line field keeps tab, line feed and carriage return
/* eslint-disable no-control-regex -- matching control characters is the point */
const SINGLE_LINE = /[\u0000-\u001F\u007F]/;
const MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */
// a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a refused character (see `text`). */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(value) || LONE_SURROGATE.test(value);
}

export interface TextOptions {
  /** The most characters (UTF-16 units, as zod counts). */
  max: number;
  /** The fewest characters (after trimming, when trimmed). @default 0 */
  min?: number;
  /** Trim surrounding whitespace before the checks. @default false */
  trim?: boolean;
  /** Allow tab, line feed and carriage return (a multi-line text). @default false */
  multiline?: boolean;
}

/**
 * A request string field: bounded, and refusing C0 control characters, DEL and lone surrogates
 * (tab and line breaks only where `multiline`). Passwords use it too: a control character is
 * never part of a password anyone can type.
 */
export function text({ max, min = 0, trim = false, multiline = false }: TextOptions) {
  const base = trim ? string().trim() : string();
  return (min > 0 ? base.min(min) : base)
    .max(max)
    .refine((value) => !hasControlCharacters(value, multiline), {
      message: CONTROL_CHARACTER_ISSUE,
    });
}

/** A required single-line field: trimmed, at least one character. */
export const requiredText = (max: number) => text({ max, min: 1, trim: true });
