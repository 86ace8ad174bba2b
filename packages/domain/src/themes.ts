// zod-free (the browser bundle); the settings' schema is entities/settings.ts

/**
 * spec 1, the eight themes. The same list as `themes` of `@invest/tokens` (the domain imports no
 * workspace package; a test there or here should keep them equal).
 */
export const appThemes = ['stand', 'neo', 'abs', 'edel', 'sc', 'jp', 'dark', 'light'] as const;
export type AppTheme = (typeof appThemes)[number];

/**
 * The colour of a rise in price. `green` draws gains green and losses red;
 * `red` the other way round, as Chinese markets do. The same list as `upColors` of
 * `@invest/tokens`.
 */
export const upColors = ['green', 'red'] as const;
export type UpColor = (typeof upColors)[number];

export const isUpColor = (value: unknown): value is UpColor =>
  typeof value === 'string' && (upColors as readonly string[]).includes(value);

/**
 * The up colour when the client never chose one: red for zh-CN (the convention
 * of Chinese markets), green elsewhere. A choice always wins.
 */
export function effectiveUpColor(chosen: UpColor | null | undefined, locale: string): UpColor {
  if (chosen) return chosen;
  return locale === 'zh-CN' ? 'red' : 'green';
}
