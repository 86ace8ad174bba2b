import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_ISSUE, hasControlCharacters, requiredText, text } from './text';

const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));

describe('text: the one builder of request strings', () => {
  it('refuses every C0 control character, DEL and lone surrogates on one line', () => {
    const field = text({ max: 50 });
    for (const bad of [...C0, '\u007f', '\ud800', '\udbff', '\udc00', '\udfff', 'a\ud800b']) {
      const result = field.safeParse(`ab${bad}cd`);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_ISSUE);
    }
  });

  it('keeps ordinary text, including astral characters (well-formed pairs) and C1 letters', () => {
    const field = text({ max: 50 });
    for (const good of ['Zoë Ünal', 'पैन', '张伟', 'emoji \u{1F600}', '\u{20000}', 'a\u00a0b']) {
      expect(field.parse(good)).toBe(good);
    }
  });

  it('a multi-line field allows tab, line feed and carriage return, and nothing else', () => {
    const field = text({ max: 50, multiline: true });
    expect(field.parse('line 1\r\n\tline 2\n')).toBe('line 1\r\n\tline 2\n');
    for (const bad of C0.filter((c) => !'\t\n\r'.includes(c))) {
      expect(field.safeParse(`a${bad}`).success, JSON.stringify(bad)).toBe(false);
    }
    expect(field.safeParse('a\u007f').success).toBe(false);
    expect(field.safeParse('a\ud800').success).toBe(false);
  });

  it('bounds and trims as asked', () => {
    expect(text({ max: 3 }).safeParse('abcd').success).toBe(false);
    expect(requiredText(5).parse('  ab  ')).toBe('ab');
    expect(requiredText(5).safeParse('   ').success).toBe(false);
    expect(text({ max: 5 }).parse('  ab ')).toBe('  ab ');
  });

  it('hasControlCharacters answers the same rule', () => {
    expect(hasControlCharacters('ok')).toBe(false);
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\nb', true)).toBe(false);
    expect(hasControlCharacters('\u{1F600}')).toBe(false);
    expect(hasControlCharacters('\ud83d')).toBe(true);
  });
});
