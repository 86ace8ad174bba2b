// spec 8 'Fallbacks', spec 9 'Lazy retry': a lazy page whose chunk fails to load on the network
// is retried up to 3 times, 800 ms apart (so loaded at most 4 times); other failures at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './lazy';

const offline = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/MarketPage.js');

describe('loadWithRetry (spec 8: up to 3 retries, 800 ms apart)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a network failure 3 times, 800 ms apart, then fails with it', async () => {
    const load = vi.fn(() => Promise.reject(offline()));
    const outcome = loadWithRetry(load).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    for (let retry = 1; retry <= 3; retry += 1) {
      await vi.advanceTimersByTimeAsync(799);
      expect(load, `before retry ${retry}`).toHaveBeenCalledTimes(retry);
      await vi.advanceTimersByTimeAsync(1);
      expect(load, `retry ${retry}`).toHaveBeenCalledTimes(retry + 1);
    }
    await vi.advanceTimersByTimeAsync(800 * 5);
    expect(load).toHaveBeenCalledTimes(4);
    await expect(outcome).resolves.toBeInstanceOf(TypeError);
  });

  it('answers the module of the third retry', async () => {
    const page = { default: () => null };
    const load = vi
      .fn<() => Promise<typeof page>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(new Error('Request timeout'))
      .mockRejectedValueOnce(new TypeError('NetworkError when attempting to fetch resource.'))
      .mockResolvedValueOnce(page);
    const outcome = loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(800 * 3);
    await expect(outcome).resolves.toBe(page);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not retry a failure that is not the network (a broken chunk)', async () => {
    const load = vi.fn(() => Promise.reject(new SyntaxError("Unexpected token '<'")));
    const outcome = loadWithRetry(load).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(800 * 5);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(outcome).resolves.toBeInstanceOf(SyntaxError);
  });
});
