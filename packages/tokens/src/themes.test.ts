import { describe, expect, it } from 'vitest';
import { tokenNames } from './base';
import { relativeLuminance } from './contrast';
import { isTheme, themeDefinitions, themes } from './themes';

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('themes', () => {
  it('has a definition for every theme and no definition without a theme', () => {
    expect(sorted(Object.keys(themeDefinitions))).toEqual(sorted(themes));
  });

  it('names tokens uniquely in the base set', () => {
    expect(new Set(tokenNames).size).toBe(tokenNames.length);
  });

  it.each(themes)('%s defines exactly the base tokens', (theme) => {
    const def = themeDefinitions[theme];
    const keys = Object.keys(def.tokens);
    expect(keys.filter((k) => !(tokenNames as readonly string[]).includes(k))).toEqual([]);
    expect(tokenNames.filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(themes)('%s has its own name and no empty values', (theme) => {
    const def = themeDefinitions[theme];
    expect(def.name).toBe(theme);
    for (const name of tokenNames) expect(def.tokens[name].trim(), name).not.toBe('');
  });

  it.each(themes)('%s declares the colour scheme its background has', (theme) => {
    const def = themeDefinitions[theme];
    const scheme = relativeLuminance(def.tokens.background) < 0.2 ? 'dark' : 'light';
    expect(def.colorScheme).toBe(scheme);
  });

  it('gives each theme its own character, not only its own colours', () => {
    const character = (t: (typeof themes)[number]) => {
      const k = themeDefinitions[t].tokens;
      return [k['radius-md'], k.spacing, k['font-sans'], k['font-display'], k['shadow-md']];
    };
    const seen = new Set(themes.map((t) => JSON.stringify(character(t))));
    // dark shares stand's shape on purpose; every other theme differs in shape, space or type
    expect(seen.size).toBeGreaterThanOrEqual(themes.length - 1);
  });

  it('tells themes from other strings', () => {
    expect(themes.every(isTheme)).toBe(true);
    expect(isTheme('Stand')).toBe(false);
    expect(isTheme(undefined)).toBe(false);
  });
});

describe('the theme list agrees with the domain', () => {
  it('the app_template values the server may send are exactly the themes', async () => {
    const { appThemes } = await import('@invest/domain');
    expect([...appThemes]).toEqual([...themes]);
  });
});
