import { describe, expect, it } from 'vitest';
import type { TokenSet } from './base';
import { contrastRatio, parseColor, relativeLuminance } from './contrast';
import { checkContrast, contrastPairs, MIN_CONTRAST, type ContrastPair } from './pairs';
import { themeDefinitions, themes } from './themes';

describe('contrastRatio', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #767676 is the lightest grey that passes 4.5:1 on white, #777777 the first that fails
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('parses the colour forms the themes use', () => {
    expect(parseColor('#1D4ED8')).toEqual({ r: 29, g: 78, b: 216 });
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204 });
    expect(parseColor('rgb(17 24 39)')).toEqual({ r: 17, g: 24, b: 39 });
    expect(parseColor('rgb(17, 24, 39)')).toEqual({ r: 17, g: 24, b: 39 });
    expect(relativeLuminance('rgb(255 255 255 / 1)')).toBe(1);
  });

  it('rejects translucent and unknown colours instead of guessing', () => {
    expect(() => parseColor('rgb(17 24 39 / 0.5)')).toThrow(/Translucent/);
    expect(() => parseColor('navy')).toThrow(/Unsupported/);
    expect(() => parseColor('#12345')).toThrow(/Unsupported/);
    expect(() => parseColor('rgb(300 0 0)')).toThrow(/range/);
  });
});

describe('checkContrast', () => {
  const stand = themeDefinitions.stand.tokens;

  it('catches a text pair below 4.5:1 and a control pair below 3:1', () => {
    const bad: TokenSet = { ...stand, 'text-muted': '#8a8a8a', 'border-strong': '#b0b0b0' };
    const failures = checkContrast(bad).filter((r) => !r.ok);
    expect(failures.map((r) => `${r.fg}/${r.bg}`)).toEqual(
      expect.arrayContaining(['text-muted/surface', 'border-strong/surface']),
    );
  });

  it('holds a focus ring to 3:1, not 4.5:1', () => {
    const pair: ContrastPair = { fg: 'focus-ring', bg: 'surface', use: 'focus' };
    // about 3.5:1: enough for a focus indicator, too little for text
    const tokens: TokenSet = { ...stand, 'focus-ring': '#8a8a8a' };
    const [result] = checkContrast(tokens, [pair]);
    expect(result?.ratio).toBeGreaterThan(MIN_CONTRAST.focus);
    expect(result?.ratio).toBeLessThan(MIN_CONTRAST.text);
    expect(result?.ok).toBe(true);
    expect(checkContrast(tokens, [{ ...pair, use: 'text' }])[0]?.ok).toBe(false);
  });

  it('declares every pair the UI relies on', () => {
    const has = (fg: string, bg: string) => contrastPairs.some((p) => p.fg === fg && p.bg === bg);
    for (const bg of ['background', 'surface', 'surface-raised', 'surface-sunken']) {
      for (const fg of ['text', 'text-muted', 'primary', 'positive', 'negative', 'warning', 'info'])
        expect(has(fg, bg), `${fg} on ${bg}`).toBe(true);
      expect(has('focus-ring', bg), `focus-ring on ${bg}`).toBe(true);
    }
    for (const role of ['primary', 'positive', 'negative', 'warning', 'info'])
      expect(has(`${role}-foreground`, role)).toBe(true);
    // spec 2: the connection rating's green (excellent) and emerald (good), as a dot, an icon, a
    // text or a filled badge
    for (const signal of ['signal-excellent', 'signal-good']) {
      expect(has(`${signal}-foreground`, signal), `${signal}-foreground on ${signal}`).toBe(true);
      for (const bg of ['background', 'surface', 'surface-raised', 'surface-sunken'])
        expect(has(signal, bg), `${signal} on ${bg}`).toBe(true);
    }
    expect(has('primary-foreground', 'primary-hover')).toBe(true);
    expect(has('text-inverse', 'text')).toBe(true);
    for (const bg of ['background', 'surface', 'surface-sunken'])
      expect(has('border-strong', bg)).toBe(true);
  });
});

describe.each(themes)('%s contrast (WCAG 2.2 AA)', (theme) => {
  it('meets the minimum for every declared pair', () => {
    const failures = checkContrast(themeDefinitions[theme].tokens)
      .filter((r) => !r.ok)
      .map((r) => `${r.fg} on ${r.bg}: ${r.ratio.toFixed(2)} < ${r.min}`);
    expect(failures).toEqual([]);
  });
});
