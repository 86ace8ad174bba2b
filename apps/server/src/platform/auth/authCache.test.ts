// The auth cache's shared lookups: a burst of calls with the same key reads once, and a write
// in between starts a lookup of its own.
import { describe, expect, it } from 'vitest';
import { AuthCache } from './authCache';

/** A lookup the test finishes by hand, counting how often it was started. */
function manual<T>() {
  let started = 0;
  const finishers: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () => {
    started += 1;
    return new Promise<T>((resolve, reject) => finishers.push({ resolve, reject }));
  };
  return { load, finishers, started: () => started };
}

describe('AuthCache.shared', () => {
  it('calls that ask while a lookup is under way get its answer; one lookup', async () => {
    const cache = new AuthCache<number>();
    const m = manual<number>();
    const answers = [cache.shared('k', m.load), cache.shared('k', m.load)];
    // another key is another lookup
    const other = cache.shared('other', m.load);
    expect(m.started()).toBe(2);
    m.finishers[0]!.resolve(7);
    m.finishers[1]!.resolve(8);
    expect(await Promise.all(answers)).toEqual([7, 7]);
    expect(await other).toBe(8);
  });

  it('a call after the lookup answered starts a new one', async () => {
    const cache = new AuthCache<number>();
    const m = manual<number>();
    const first = cache.shared('k', m.load);
    m.finishers[0]!.resolve(1);
    await first;
    const second = cache.shared('k', m.load);
    expect(m.started()).toBe(2);
    m.finishers[1]!.resolve(2);
    expect(await second).toBe(2);
  });

  it('a refusal is shared by the calls that waited for it, and not kept after', async () => {
    const cache = new AuthCache<number>();
    const m = manual<number>();
    const answers = [cache.shared('k', m.load), cache.shared('k', m.load)];
    m.finishers[0]!.reject(new Error('bad token'));
    for (const answer of answers) await expect(answer).rejects.toThrow('bad token');
    const again = cache.shared('k', m.load);
    expect(m.started()).toBe(2);
    m.finishers[1]!.resolve(3);
    expect(await again).toBe(3);
  });

  it.each(['clear', 'forget'] as const)(
    'a call after a write (%s) does not join a lookup that began before it',
    async (write) => {
      const cache = new AuthCache<number>();
      const m = manual<number>();
      const before = cache.shared('k', m.load);
      if (write === 'clear') cache.clear();
      else cache.forget('k');
      const after = cache.shared('k', m.load);
      const later = cache.shared('k', m.load);
      expect(m.started()).toBe(2);
      // the old lookup answering late leaves the new one in place
      m.finishers[0]!.resolve(1);
      expect(await before).toBe(1);
      expect(cache.shared('k', m.load)).toBe(after);
      m.finishers[1]!.resolve(2);
      expect(await Promise.all([after, later])).toEqual([2, 2]);
      expect(m.started()).toBe(2);
    },
  );
});
