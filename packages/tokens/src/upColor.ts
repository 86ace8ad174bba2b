import type { TokenName } from './base';

/**
 * Which colour a gain takes. `green` (the default) draws a rise in the theme's
 * `positive` colour and a fall in `negative`; `red` swaps them (the convention of Chinese markets,
 * the default for zh-CN). The list of the choices is `upColors` of `@invest/domain`; tokens sits
 * below domain and may not import it, so the names are the keys of `upColorTokens` below, and a
 * test holds the two equal.
 */

/** The attribute (on `<html>` or any element) that picks the orientation: `data-up-color`. */
export const UP_COLOR_ATTRIBUTE = 'data-up-color';

/** The direction roles gains and losses are drawn in: `text-up`, `text-down`, `bg-up`, ... */
export const directionRoles = ['up', 'down'] as const;
export type DirectionRole = (typeof directionRoles)[number];

/** The token each direction role takes in each orientation. */
export const upColorTokens = {
  green: { up: 'positive', down: 'negative' },
  red: { up: 'negative', down: 'positive' },
} as const satisfies Readonly<Record<string, Readonly<Record<DirectionRole, TokenName>>>>;
/** A choice of up colour (`upColors` of `@invest/domain`). */
export type UpColor = keyof typeof upColorTokens;

/** The up colours in their order: the keys of `upColorTokens`. */
export const upColorNames = (): UpColor[] => Object.keys(upColorTokens) as UpColor[];

/** The custom property of a direction role: `--iv-up`, `--iv-down`. */
export const directionVar = (role: DirectionRole): string => `--iv-${role}`;
