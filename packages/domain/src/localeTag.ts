// zod-free (the browser bundle); the locale's schema is entities/locale.ts

/** A BCP 47 tag as the app's locales are written: 'en-US', 'zh-CN', 'eu-ES'. */
export const LOCALE_TAG_PATTERN = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/;
