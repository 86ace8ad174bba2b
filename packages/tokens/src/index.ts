export { tokenNames, type TokenName, type TokenSet } from './base';
export type { ThemeDefinition } from './types';
export { themes, defaultTheme, isTheme, themeDefinitions, type Theme } from './themes';
export { cssVar, renderThemeCss, renderTokensCss } from './css';
