// zod-free (issue 6: the browser bundle); the settings' schema is entities/settings.ts

/**
 * spec 1, the eight themes. The same list as `themes` of `@invest/tokens` (the domain imports no
 * workspace package; a test there or here should keep them equal).
 */
export const appThemes = ['stand', 'neo', 'abs', 'edel', 'sc', 'jp', 'dark', 'light'] as const;
export type AppTheme = (typeof appThemes)[number];
