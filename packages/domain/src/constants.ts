/** Business constants of spec 9 (and the UI defaults of spec 2), named once. */

/** spec 9: toast display time. */
export const TOAST_MS = 3000;
/** spec 9: loader and guard progress delay. */
export const LOADER_DELAY_MS = 120;
/** spec 2 / 9: the mobile breakpoint. */
export const MOBILE_BREAKPOINT_PX = 768;

/** spec 2: modal defaults. */
export const MODAL_DEFAULTS = {
  width: 500,
  position: 'top',
  gap: 20,
  debounceMs: 200,
  singleInstance: true,
  closeButton: true,
} as const;

/** spec 2 / 9: drawer widths. Message centre 600 px, side menu 40 %; fallback 360 px. */
export const DRAWER_WIDTHS = {
  messages: '600px',
  menu: '40%',
  fallback: '360px',
} as const;

/** spec 9: PIN length (digits only). */
export const PIN_LENGTH = 6;
/** spec 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** spec 9: minimum age. */
export const MIN_AGE = 18;

/**
 * Upload limit for images (KYC documents, deposit proof, avatar). The spec names the message
 * ('Image is too big', spec 5) but not the size: 5 MiB.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** spec 5: uploads accept image files only. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** spec 5 / 9: default phone country codes per environment profile. */
export const DEFAULT_COUNTRY_CODES = {
  kun: '91',
  pl: '48',
  default: '1',
  fallback: '01',
} as const;

/** spec 2: page-load progress bar. */
export const PAGE_PROGRESS = { minimum: 0.3, speed: 500, trickleMs: 200 } as const;
