import { boolean, object, type infer as Infer } from 'zod';

/**
 * spec 3: the stored cookie consent, the three optional categories (`optionalCookieCategories`).
 * Extra stored keys (a future or older version) are ignored. The browser reads it with
 * `parseStoredConsent` (cookieConsent.ts), which checks the same shape by hand to keep zod out of
 * the first load; a test holds the two equal.
 */
export const cookieConsentSchema = object({
  functional: boolean(),
  targeting: boolean(),
  performance: boolean(),
});
export type CookieConsent = Infer<typeof cookieConsentSchema>;
