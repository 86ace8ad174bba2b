// Work split into short tasks rather than one long one (the app's start, the reads a page mounts):
// between them the browser may paint, and a tap or a key press is answered (Lighthouse's Total
// Blocking Time counts every task over 50 ms on a phone). `scheduler.yield` resumes ahead of other queued work where the
// browser has it; elsewhere a zero-delay timer yields as well.
type YieldingScheduler = { yield?: () => Promise<void> };

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
