import { BOOT_CHECKS, BOOT_OVERLAY_REPEAT_MS } from './constants';
import { rateLatency } from './latency';

/**
 * spec 2, Startup overlay: when it shows and how far its checks are. The checks and their order
 * are BOOT_CHECKS (ping, config, auth, perms, company, geo, device); labels: `@invest/i18n`,
 * namespace `rules`, keys `boot.check.<check>`.
 */

export type BootCheck = (typeof BOOT_CHECKS)[number];

/** The state of one boot check. */
export type BootCheckState = 'pending' | 'running' | 'done' | 'failed';

/** The checks' states by check; a check not listed is pending. */
export type BootCheckStates = Partial<Record<BootCheck, BootCheckState>>;

/**
 * spec 2/9: the overlay shows on the first start (`lastShownAt` null) and again once 24 h have
 * passed since it was last shown (at exactly 24 h it shows). A stored time that is not a finite
 * number, or that lies in the future (a clock set back), shows it too: better one overlay too
 * many than checks skipped for good.
 */
export function shouldShowBootOverlay(lastShownAt: number | null, now: number): boolean {
  if (lastShownAt === null || !Number.isFinite(lastShownAt)) return true;
  const elapsed = now - lastShownAt;
  return elapsed < 0 || elapsed >= BOOT_OVERLAY_REPEAT_MS;
}

/**
 * spec 2: the progress bar's percentage (0-100, whole) after `doneCount` of the BOOT_CHECKS
 * have finished. The count is rounded down and clamped to 0..BOOT_CHECKS.length.
 */
export function bootProgress(doneCount: number): number {
  const total = BOOT_CHECKS.length;
  const done = Number.isFinite(doneCount) ? Math.min(total, Math.max(0, Math.floor(doneCount))) : 0;
  return Math.round((done / total) * 100);
}

/** spec 2: the check that runs after `doneCount` finished ones, or null when all are done. */
export function nextBootCheck(doneCount: number): BootCheck | null {
  const index = Number.isFinite(doneCount) ? Math.max(0, Math.floor(doneCount)) : 0;
  return BOOT_CHECKS[index] ?? null;
}

/** How a finished run of the boot checks left things. */
export interface BootRunOutcome {
  /** Whether any check failed. */
  anyFailed: boolean;
  /** The average ping in ms, or null when no ping answered (spec 9: counts as offline). */
  avgLatency: number | null;
}

/**
 * The overlay closes by itself once every check has passed on a usable
 * connection; it stays open, showing what went wrong, when a check failed or the connection is
 * rated poor or offline (spec 9).
 */
export function bootOverlayClosesItself({ anyFailed, avgLatency }: BootRunOutcome): boolean {
  if (anyFailed) return false;
  const rating = rateLatency(avgLatency);
  return rating !== 'poor' && rating !== 'offline';
}
