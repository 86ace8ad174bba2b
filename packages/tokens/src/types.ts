import type { TokenSet } from './base';

export interface ThemeDefinition {
  name: string;
  /** The CSS `color-scheme` of the theme. */
  colorScheme: 'light' | 'dark';
  tokens: TokenSet;
}
