import type { ThemeDefinition } from '../types';
import { stand } from './stand';

/** Every theme the product offers (spec 1). `stand` is the default. */
export const themes = ['stand', 'neo', 'abs', 'edel', 'sc', 'jp', 'dark', 'light'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'stand';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

/** Theme definitions by name. */
export const themeDefinitions: Record<Theme, ThemeDefinition> = {
  stand,
  neo: stand,
  abs: stand,
  edel: stand,
  sc: stand,
  jp: stand,
  dark: stand,
  light: stand,
};
