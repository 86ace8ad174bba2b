import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeDefinitions, themes } from '@invest/tokens';
import { describe, expect, it } from 'vitest';

// Theme-init.js sets <meta name="theme-color"> before the first paint from its
// own list (it runs before any module); the list must be each theme's header colour (surface)
describe('theme-color before the first paint', () => {
  const script = readFileSync(join(import.meta.dirname, '../../public/theme-init.js'), 'utf8');
  const list = script.slice(script.indexOf('var themeColors = {'), script.indexOf('};'));
  const colors = Object.fromEntries(
    [...list.matchAll(/^\s+(\w+): '(#[0-9a-f]{6})',$/gm)].map((m) => [m[1], m[2]]),
  );

  it('names every theme once, with its surface colour', () => {
    expect(Object.keys(colors).sort()).toEqual([...themes].sort());
    for (const theme of themes) {
      expect(colors[theme], theme).toBe(themeDefinitions[theme].tokens.surface);
    }
  });

  it('the page starts with the default theme’s colour', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${colors.stand}" />`);
  });
});
