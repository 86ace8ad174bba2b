import type { CookieConsent } from './entities/cookieConsent';

/**
 * spec 2, 3, 7: the cookie consent, kept only in the browser's local storage under
 * COOKIE_CONSENT_STORAGE_KEY ('cookie-consents'). Three optional categories, false until the
 * user agrees; the necessary category is always active and never stored. Reading and writing
 * storage is the caller's; this module parses and builds the stored value. Category labels:
 * `@invest/i18n`, namespace `rules`, keys `cookie.<category>`. The stored shape's schema
 * (`cookieConsentSchema`, `CookieConsent`) is entities/cookieConsent.ts; this module stays free
 * of zod, for the browser's first load.
 */

/** spec 3: the categories the user can switch, as stored. */
export const optionalCookieCategories = ['functional', 'targeting', 'performance'] as const;
export type OptionalCookieCategory = (typeof optionalCookieCategories)[number];

/** spec 3: every category shown in the preferences, necessary first (always active). */
export const cookieCategories = ['necessary', ...optionalCookieCategories] as const;
export type CookieCategory = (typeof cookieCategories)[number];

/** spec 3: the defaults, every optional category false. */
export const DEFAULT_COOKIE_CONSENT: Readonly<CookieConsent> = Object.freeze({
  functional: false,
  targeting: false,
  performance: false,
});

const allTo = (value: boolean): CookieConsent => ({
  functional: value,
  targeting: value,
  performance: value,
});

/**
 * spec 7: the consent stored under 'cookie-consents', or the defaults when there is none, it is
 * not JSON, or it does not have the three booleans ('If the preference service is not ready,
 * defaults are used'). Never throws.
 */
export function parseStoredConsent(raw: string | null): CookieConsent {
  if (raw === null) return { ...DEFAULT_COOKIE_CONSENT };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_COOKIE_CONSENT };
  }
  // the shape of cookieConsentSchema, checked by hand: only the three booleans, extra keys dropped
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_COOKIE_CONSENT };
  const { functional, targeting, performance } = value as Record<string, unknown>;
  return typeof functional === 'boolean' &&
    typeof targeting === 'boolean' &&
    typeof performance === 'boolean'
    ? { functional, targeting, performance }
    : { ...DEFAULT_COOKIE_CONSENT };
}

/** spec 2: reject all sets the three optional categories false. */
export function rejectAll(): CookieConsent {
  return allTo(false);
}

/** spec 2: accept all sets the three optional categories true. */
export function acceptAll(): CookieConsent {
  return allTo(true);
}

/**
 * spec 2: the consent with the user's toggles applied (submit saves them). Only the three
 * optional categories can change; a value that is not a boolean is ignored.
 */
export function withToggles(
  current: CookieConsent,
  changes: Partial<Record<OptionalCookieCategory, boolean>>,
): CookieConsent {
  const next = { ...current };
  for (const category of optionalCookieCategories) {
    const value = changes[category];
    if (typeof value === 'boolean') next[category] = value;
  }
  return next;
}

/** spec 3: whether a category is active; necessary always is. */
export function isCookieCategoryActive(consent: CookieConsent, category: CookieCategory): boolean {
  return category === 'necessary' || consent[category];
}

/**
 * spec 3: the string to store under 'cookie-consents': exactly
 * `{"functional":…,"targeting":…,"performance":…}`, in that order, with no other key.
 */
export function serializeConsent(consent: CookieConsent): string {
  const { functional, targeting, performance } = consent;
  return JSON.stringify({ functional, targeting, performance });
}
