import { LAZY_RETRY } from './constants';

/**
 * spec 8, Fallbacks; spec 9: a lazy page load that fails on the network, a fetch or a timeout is
 * retried up to LAZY_RETRY.max (3) times, LAZY_RETRY.delayMs (800 ms) apart. Other failures
 * (a syntax error in the chunk, a render error) are not retried.
 */

export type LazyRetryDecision = { retry: true; delayMs: number } | { retry: false };

/**
 * The error texts that mean the chunk could not be fetched: the spec's network, fetch and
 * timeout (also 'timed out'), and the browsers' own texts that say so in other words: Chrome
 * 'Failed to fetch dynamically imported module', Firefox 'NetworkError when attempting to fetch
 * resource' and 'error loading dynamically imported module', Safari 'Load failed' and 'Importing
 * a module script failed'.
 */
export const LAZY_RETRY_ERROR_PATTERN =
  /network|fetch|timed?\s?out|load failed|loading dynamically imported module|importing a module script failed/i;

/** The name and message of anything thrown: an Error, a string, or an object with them. */
function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return '';
  const { name, message } = error as { name?: unknown; message?: unknown };
  return [name, message].filter((part) => typeof part === 'string').join(': ');
}

/** Whether a lazy-load error is one worth retrying (network, fetch or timeout). */
export function isRetryableLazyLoadError(error: unknown): boolean {
  return LAZY_RETRY_ERROR_PATTERN.test(describeError(error));
}

/**
 * spec 8/9: whether to retry a failed lazy page load. `attempt` is the number of retries
 * already made for this load (0 after the first failure): at most LAZY_RETRY.max retries, each
 * after LAZY_RETRY.delayMs. A negative or fractional attempt is not retried.
 */
export function shouldRetryLazyLoad(error: unknown, attempt: number): LazyRetryDecision {
  const withinBudget = Number.isInteger(attempt) && attempt >= 0 && attempt < LAZY_RETRY.max;
  if (!withinBudget || !isRetryableLazyLoadError(error)) return { retry: false };
  return { retry: true, delayMs: LAZY_RETRY.delayMs };
}
