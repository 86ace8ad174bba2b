import type { ThemeDefinition } from '../types';
import { abs } from './abs';
import { dark } from './dark';
import { edel } from './edel';
import { jp } from './jp';
import { light } from './light';
import { neo } from './neo';
import { sc } from './sc';
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
  neo,
  abs,
  edel,
  sc,
  jp,
  dark,
  light,
};
