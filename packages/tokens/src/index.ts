export { tokenNames, type TokenName, type TokenSet } from './base';
export type { ThemeDefinition } from './types';
export {
  baseTypeScale,
  typeScale,
  typeScaleSteps,
  typeScaleTokenNames,
  type TypeScaleStep,
  type TypeScaleTokenName,
  type TypeStep,
} from './typeScale';
export { themes, defaultTheme, isTheme, themeDefinitions, type Theme } from './themes';
export { colorUtilities, cssVar, directionUtilities, renderThemeCss, renderTokensCss } from './css';
export {
  directionRoles,
  directionVar,
  UP_COLOR_ATTRIBUTE,
  upColorNames,
  upColorTokens,
  type DirectionRole,
  type UpColor,
} from './upColor';
export { contrastRatio, parseColor, relativeLuminance, type Rgb } from './contrast';
export {
  checkContrast,
  contrastPairs,
  MIN_CONTRAST,
  type ContrastPair,
  type ContrastResult,
  type ContrastUse,
} from './pairs';
