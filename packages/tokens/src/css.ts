import { tokenNames, type TokenName } from './base';
import { defaultTheme, themeDefinitions, themes } from './themes';
import { typeScaleSteps } from './typeScale';
import {
  directionRoles,
  directionVar,
  UP_COLOR_ATTRIBUTE,
  upColorNames,
  upColorTokens,
  type UpColor,
} from './upColor';

/** The CSS custom property that carries a token: `--iv-<name>`. */
export const cssVar = (name: TokenName): string => `--iv-${name}`;

/**
 * Custom properties for every theme under `[data-theme="..."]`; the default theme also on
 * `:root`. Any element with `data-theme` starts a nested theme: its own colour scheme, text
 * colour, background and font.
 */
export function renderTokensCss(): string {
  const blocks = themes.map((theme) => {
    const def = themeDefinitions[theme];
    const selector =
      theme === defaultTheme ? `:root,\n[data-theme='${theme}']` : `[data-theme='${theme}']`;
    const lines = tokenNames.map((name) => `  ${cssVar(name)}: ${def.tokens[name]};`);
    return `${selector} {\n  color-scheme: ${def.colorScheme};\n${lines.join('\n')}\n}`;
  });
  const scope = `[data-theme] {\n  background-color: var(--iv-background);\n  color: var(--iv-text);\n  font-family: var(--iv-font-sans);\n  font-size: var(--iv-text-base);\n  line-height: var(--iv-leading-base);\n${directions('green')}\n}`;
  return `/* @invest/tokens: generated, do not edit */\n@layer base {\n${[...blocks, scope, ...orientations()].join('\n\n')}\n}\n`;
}

/** The `--iv-up` / `--iv-down` declarations of one orientation. */
const directions = (upColor: UpColor) =>
  directionRoles
    .map((role) => `  ${directionVar(role)}: var(${cssVar(upColorTokens[upColor][role])});`)
    .join('\n');

/**
 * `data-up-color` picks the colours of gains and losses for everything inside
 * it. The variables are declared again on every nested theme root, so that they resolve to that
 * theme's `positive` / `negative` (a custom property inherits its computed value).
 */
const orientations = () =>
  upColorNames().map((upColor) => {
    const attr = `[${UP_COLOR_ATTRIBUTE}='${upColor}']`;
    return `${attr},\n${attr} [data-theme] {\n${directions(upColor)}\n}`;
  });

/** Tailwind colour utilities (`bg-*`, `text-*`, `border-*`, ...) and the tokens they resolve to. */
export const colorUtilities: Readonly<Record<string, TokenName>> = {
  background: 'background',
  surface: 'surface',
  'surface-raised': 'surface-raised',
  'surface-sunken': 'surface-sunken',
  fg: 'text',
  'fg-muted': 'text-muted',
  'fg-inverse': 'text-inverse',
  primary: 'primary',
  'primary-hover': 'primary-hover',
  'primary-fg': 'primary-foreground',
  positive: 'positive',
  'positive-fg': 'positive-foreground',
  negative: 'negative',
  'negative-fg': 'negative-foreground',
  warning: 'warning',
  'warning-fg': 'warning-foreground',
  info: 'info',
  'info-fg': 'info-foreground',
  'signal-excellent': 'signal-excellent',
  'signal-excellent-fg': 'signal-excellent-foreground',
  'signal-good': 'signal-good',
  'signal-good-fg': 'signal-good-foreground',
  border: 'border',
  'border-strong': 'border-strong',
  focus: 'focus-ring',
  overlay: 'overlay',
};

/**
 * The colour utilities of gains and losses (`text-up`, `text-down`, ...). They
 * resolve to `positive` / `negative` or the other way round, as `data-up-color` says.
 */
export const directionUtilities: Readonly<Record<string, string>> = {
  up: directionVar('up'),
  down: directionVar('down'),
};

/**
 * A Tailwind v4 `@theme inline` block: utilities reference the variables (not their values), so
 * a nested `[data-theme]` re-themes everything inside it. The default palette is removed so that
 * only semantic colours exist.
 */
export function renderThemeCss(): string {
  const v = (name: TokenName) => `var(${cssVar(name)})`;
  const lines = [
    '  --color-*: initial;',
    '  --color-transparent: transparent;',
    '  --color-current: currentColor;',
    ...Object.entries(colorUtilities).map(([util, token]) => `  --color-${util}: ${v(token)};`),
    ...Object.entries(directionUtilities).map(([util, name]) => `  --color-${util}: var(${name});`),
    `  --radius-sm: ${v('radius-sm')};`,
    `  --radius-md: ${v('radius-md')};`,
    `  --radius-lg: ${v('radius-lg')};`,
    `  --radius-full: ${v('radius-full')};`,
    `  --spacing: ${v('spacing')};`,
    `  --font-sans: ${v('font-sans')};`,
    `  --font-display: ${v('font-display')};`,
    `  --font-mono: ${v('font-mono')};`,
    // the type scale: `text-display` sets size, line height, weight and tracking at once
    ...typeScaleSteps.flatMap((step) => [
      `  --text-${step}: ${v(`text-${step}`)};`,
      `  --text-${step}--line-height: ${v(`text-${step}-leading`)};`,
      `  --text-${step}--font-weight: ${v(`text-${step}-weight`)};`,
      `  --text-${step}--letter-spacing: ${v(`text-${step}-tracking`)};`,
    ]),
    `  --shadow-sm: ${v('shadow-sm')};`,
    `  --shadow-md: ${v('shadow-md')};`,
    `  --shadow-lg: ${v('shadow-lg')};`,
    `  --ease-standard: ${v('ease-standard')};`,
    `  --default-transition-duration: ${v('duration-fast')};`,
    `  --default-transition-timing-function: ${v('ease-standard')};`,
  ];
  return `/* @invest/tokens: Tailwind v4 theme, generated, do not edit */\n@theme inline {\n${lines.join('\n')}\n}\n`;
}
