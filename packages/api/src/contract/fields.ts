// Request fields several areas share, all built on `text` (no control characters, bounded).
import { text } from './text';

/** Country (dialling) code: digits, spec 5 allows the fallback '01'. */
export const countryCodeField = () => text({ max: 8, trim: true }).regex(/^\+?\d{1,4}$/);
/** National mobile digits; the full rule is domain's validatePhone, run by the server. */
export const mobileField = () => text({ max: 20, trim: true });
/** A password as typed (never trimmed); control characters are refused like anywhere else. */
export const passwordField = () => text({ max: 128 });
/** An id the server made (opaque), as a client sends it back. */
export const idField = () => text({ max: 64 });
