// spec 8 'Fallbacks': a lazy page that fails to load is retried up to 3 times, 800 ms apart,
// when the error mentions network, fetch or timeout (domain shouldRetryLazyLoad).
import { shouldRetryLazyLoad } from '@invest/domain';

export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  // `retries`: the retries already made, as shouldRetryLazyLoad counts them (0 after the first
  // failure), so the first load and 3 retries
  for (let retries = 0; ; retries += 1) {
    try {
      return await load();
    } catch (error) {
      const decision = shouldRetryLazyLoad(error, retries);
      if (!decision.retry) throw error;
      await new Promise((resolve) => setTimeout(resolve, decision.delayMs));
    }
  }
}
