// zod-free (the browser bundle); the profile's schema is entities/environment.ts

/** spec 7, the environment profiles. */
export const environmentProfileNames = [
  /** Development. */
  'dev',
  /** A tenant profile; its default country code is 48 (spec 5). */
  'pl',
  /** A tenant profile; its default country code is 91 (spec 5). */
  'kun',
  /** A tenant profile (default country code not given: '1'). */
  'es',
  /** Production, the default. */
  'live',
] as const;
export type EnvironmentProfileName = (typeof environmentProfileNames)[number];

/** spec 7: the profile when neither the query nor storage names one. */
export const DEFAULT_ENVIRONMENT_PROFILE: EnvironmentProfileName = 'live';
