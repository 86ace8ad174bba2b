import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { checkGainLoss } from './colorVision';
import { cssVar, renderThemeCss, renderTokensCss } from './css';
import { checkContrast, MIN_CONTRAST, type ContrastPair } from './pairs';
import { themeDefinitions, themes } from './themes';
import { directionRoles, directionVar, upColorNames, upColorTokens } from './upColor';

const upColors = upColorNames();

const surfaces = ['background', 'surface', 'surface-raised', 'surface-sunken'] as const;
const toOklch = converter('oklch');
/** The angular distance of a colour's hue from pure red (oklch hue ~29°). */
const fromRed = (color: string) => {
  const h = toOklch(color)?.h ?? 0;
  const d = Math.abs(h - 29) % 360;
  return Math.min(d, 360 - d);
};

describe('the up colour', () => {
  const cases = themes.flatMap((theme) => upColors.map((upColor) => [theme, upColor] as const));

  it.each(cases)('%s, %s up: gains and losses reach AA on every surface', (theme, upColor) => {
    const tokens = themeDefinitions[theme].tokens;
    const pairs: ContrastPair[] = directionRoles.flatMap((role) =>
      surfaces.map((bg) => ({ fg: upColorTokens[upColor][role], bg, use: 'text' as const })),
    );
    const failures = checkContrast(tokens, pairs).filter((r) => !r.ok);
    expect(failures.map((r) => `${r.fg}/${r.bg} ${r.ratio.toFixed(2)}`)).toEqual([]);
    expect(pairs).toHaveLength(8);
    expect(Math.min(...checkContrast(tokens, pairs).map((r) => r.ratio))).toBeGreaterThanOrEqual(
      MIN_CONTRAST.text,
    );
  });

  it.each(cases)('%s, %s up: up and down stay apart in every colour vision', (theme, upColor) => {
    const tokens = themeDefinitions[theme].tokens;
    const { up, down } = upColorTokens[upColor];
    const swapped = { ...tokens, positive: tokens[up], negative: tokens[down] };
    expect(checkGainLoss(swapped).filter((r) => !r.ok)).toEqual([]);
  });

  it.each(cases)(
    '%s, %s up: a gain takes the redder colour only when red is up',
    (theme, upColor) => {
      const tokens = themeDefinitions[theme].tokens;
      const { up, down } = upColorTokens[upColor];
      const upIsRedder = fromRed(tokens[up]) < fromRed(tokens[down]);
      expect(upIsRedder).toBe(upColor === 'red');
    },
  );

  it('declares both orientations, on the attribute and on nested theme roots', () => {
    const css = renderTokensCss();
    for (const upColor of upColors) {
      const attr = `[data-up-color='${upColor}']`;
      const start = css.indexOf(`${attr},\n${attr} [data-theme] {`);
      expect(start, upColor).toBeGreaterThan(0);
      const body = css.slice(start, css.indexOf('}', start));
      for (const role of directionRoles) {
        expect(body).toContain(
          `${directionVar(role)}: var(${cssVar(upColorTokens[upColor][role])});`,
        );
      }
    }
    // green is the default on every theme root, before the attribute's blocks
    const scope = css.indexOf('[data-theme] {');
    expect(css.slice(scope, css.indexOf('}', scope))).toContain('--iv-up: var(--iv-positive);');
    expect(scope).toBeLessThan(css.indexOf("[data-up-color='red']"));
  });

  it('gives Tailwind the text-up / text-down utilities', () => {
    const css = renderThemeCss();
    expect(css).toContain('--color-up: var(--iv-up);');
    expect(css).toContain('--color-down: var(--iv-down);');
  });

  it('offers the same orientations as @invest/domain', async () => {
    const { upColors: domainUpColors } = await import('@invest/domain');
    expect([...domainUpColors]).toEqual([...upColors]);
  });

  it('swaps the roles, never the same token for both', () => {
    expect(upColorTokens.green).toEqual({ up: 'positive', down: 'negative' });
    expect(upColorTokens.red).toEqual({ up: 'negative', down: 'positive' });
  });
});
