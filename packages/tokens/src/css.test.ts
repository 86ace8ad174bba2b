import { describe, expect, it } from 'vitest';
import { tokenNames } from './base';
import { colorUtilities, cssVar, directionUtilities, renderThemeCss, renderTokensCss } from './css';
import { defaultTheme, themeDefinitions, themes } from './themes';
import { typeScaleSteps } from './typeScale';

/** The declarations of the block that starts with `selector {`. */
function block(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return '';
  return css.slice(start, css.indexOf('}', start));
}

describe('renderTokensCss', () => {
  const css = renderTokensCss();

  it('puts the default theme on :root as well as on its data-theme', () => {
    expect(defaultTheme).toBe('stand');
    expect(css).toContain(":root,\n[data-theme='stand'] {");
    expect(css.match(/:root/g)).toHaveLength(1);
  });

  it.each(themes)('has a %s block with its colour scheme and every token', (theme) => {
    const def = themeDefinitions[theme];
    const body = block(css, `[data-theme='${theme}']`);
    expect(body).not.toBe('');
    expect(body).toContain(`color-scheme: ${def.colorScheme};`);
    for (const name of tokenNames) expect(body).toContain(`${cssVar(name)}: ${def.tokens[name]};`);
  });

  it('has exactly one block per theme', () => {
    expect(css.match(/\[data-theme='[a-z]+'\] \{/g)).toHaveLength(themes.length);
  });

  it('styles every nested theme root from its own tokens', () => {
    const scope = block(css, '[data-theme]');
    expect(scope).toContain('background-color: var(--iv-background);');
    expect(scope).toContain('color: var(--iv-text);');
  });
});

describe('renderThemeCss', () => {
  const css = renderThemeCss();
  // the tokens, and the direction roles tokens.css declares from them
  const declared = new Set([...tokenNames.map(cssVar), ...Object.values(directionUtilities)]);

  it('maps every colour utility to its token variable', () => {
    for (const [util, token] of Object.entries(colorUtilities)) {
      expect(css).toContain(`--color-${util}: var(${cssVar(token)});`);
    }
  });

  it('references only variables that tokens.css defines', () => {
    const used = [...css.matchAll(/var\((--iv-[a-z-]+)\)/g)].map((m) => m[1] ?? '');
    expect(used.length).toBeGreaterThan(Object.keys(colorUtilities).length);
    expect(used.filter((v) => !declared.has(v))).toEqual([]);
  });

  it('removes the default palette so only semantic colours exist', () => {
    expect(css).toContain('--color-*: initial;');
    const colors = [...css.matchAll(/--color-([a-z-]+):/g)].map((m) => m[1]);
    expect(colors.sort()).toEqual(
      [
        ...Object.keys(colorUtilities),
        ...Object.keys(directionUtilities),
        'current',
        'transparent',
      ].sort(),
    );
  });
});

describe('the type scale', () => {
  const css = renderThemeCss();

  it.each(typeScaleSteps)('gives text-%s its size, line height, weight and tracking', (step) => {
    expect(css).toContain(`--text-${step}: var(--iv-text-${step});`);
    expect(css).toContain(`--text-${step}--line-height: var(--iv-text-${step}-leading);`);
    expect(css).toContain(`--text-${step}--font-weight: var(--iv-text-${step}-weight);`);
    expect(css).toContain(`--text-${step}--letter-spacing: var(--iv-text-${step}-tracking);`);
  });

  it.each(themes)('%s keeps the scale in order: display > page title > section > body', (theme) => {
    const t = themeDefinitions[theme].tokens;
    const rem = (v: string) => Number.parseFloat(v);
    const sizes = (['display', 'page-title', 'section', 'body', 'caption'] as const).map((s) =>
      rem(t[`text-${s}`]),
    );
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(new Set(sizes).size).toBe(sizes.length);
    // every line is at least as tall as its text
    for (const step of typeScaleSteps)
      expect(rem(t[`text-${step}-leading`]), step).toBeGreaterThanOrEqual(rem(t[`text-${step}`]));
  });
});
