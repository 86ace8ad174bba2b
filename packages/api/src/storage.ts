// Storage adapters. The api package touches browser storage only through these (the session's
// tokens, the stored `api_profile`, guest counters), so that tests, server rendering and private
// browsing (where storage throws) all work: a failing store behaves as an empty one.

/** A string key-value store that never throws. */
export interface StorageAdapter {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** A store in memory (tests, and the fallback when the browser's store is unavailable). */
export function memoryStorage(initial: Record<string, string> = {}): StorageAdapter {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

/**
 * The browser's localStorage or sessionStorage, wrapped so that it never throws (disabled
 * storage, private mode, quota). Without a browser store at all it is an in-memory store.
 */
export function browserStorage(kind: 'local' | 'session'): StorageAdapter {
  const memory = memoryStorage();
  const store = (): Storage | undefined => {
    try {
      const g = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
      return kind === 'local' ? g.localStorage : g.sessionStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        const s = store();
        return s ? s.getItem(key) : memory.get(key);
      } catch {
        return memory.get(key);
      }
    },
    set(key, value) {
      try {
        const s = store();
        if (s) s.setItem(key, value);
        else memory.set(key, value);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key) {
      memory.remove(key);
      try {
        store()?.removeItem(key);
      } catch {
        // nothing stored, nothing to remove
      }
    },
  };
}
