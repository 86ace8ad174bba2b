// spec 8 'Fallbacks': a lazy page that fails to load is retried up to 3 times, 800 ms apart,
// when the error mentions network, fetch or timeout (domain shouldRetryLazyLoad).
import { shouldRetryLazyLoad } from '@invest/domain';

export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const decision = shouldRetryLazyLoad(error, attempt);
      if (!decision.retry) throw error;
      await new Promise((resolve) => setTimeout(resolve, decision.delayMs));
    }
  }
}
