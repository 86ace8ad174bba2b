import type { TokenName } from './base';

/**
 * issue 15 item 6: which colour a gain takes. `green` (the default) draws a rise in the theme's
 * `positive` colour and a fall in `negative`; `red` swaps them (the convention of Chinese markets,
 * the default for zh-CN). The same list as `upColors` of `@invest/domain`.
 */
export const upColors = ['green', 'red'] as const;
export type UpColor = (typeof upColors)[number];

/** The attribute (on `<html>` or any element) that picks the orientation: `data-up-color`. */
export const UP_COLOR_ATTRIBUTE = 'data-up-color';

/** The direction roles gains and losses are drawn in: `text-up`, `text-down`, `bg-up`, ... */
export const directionRoles = ['up', 'down'] as const;
export type DirectionRole = (typeof directionRoles)[number];

/** The token each direction role takes in each orientation. */
export const upColorTokens: Readonly<Record<UpColor, Readonly<Record<DirectionRole, TokenName>>>> =
  {
    green: { up: 'positive', down: 'negative' },
    red: { up: 'negative', down: 'positive' },
  };

/** The custom property of a direction role: `--iv-up`, `--iv-down`. */
export const directionVar = (role: DirectionRole): string => `--iv-${role}`;
