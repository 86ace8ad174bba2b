// Browser storage that never throws (private mode, disabled storage, quota): spec 7 'Other'
// says defaults are used when the preference store is not ready. When the browser's store
// throws, values live in memory for the visit (the cookie choice and the startup
// overlay's last showing hold until the page is reloaded, so neither comes back on every
// navigation).
export interface SafeStorage {
  get(key: string): string | null;
  /** Stores the value; false when only the in-memory copy could keep it. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

export function wrapStorage(getStore: () => Storage): SafeStorage {
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        const value = getStore().getItem(key);
        return value ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      try {
        getStore().setItem(key, value);
        memory.delete(key);
        return true;
      } catch {
        memory.set(key, value);
        return false;
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        getStore().removeItem(key);
      } catch {
        // nothing stored, nothing to remove
      }
    },
  };
}

export const local = wrapStorage(() => window.localStorage);
export const session = wrapStorage(() => window.sessionStorage);

/** A store whose values follow a consent: `settle()` moves them when the consent changes. */
export interface ConsentedStorage extends SafeStorage {
  /** Moves the stored keys to where the current consent says they belong. */
  settle(): void;
}

/**
 * spec 3 'Cookie consent': the Functional category covers the language and the theme. With it,
 * such a choice persists in the browser (`persistent`); without it (not answered yet, or
 * rejected) it holds for this visit only (`visit`, the tab's session) and nothing of it stays in
 * persistent storage.
 */
export function consentedStorage(
  persistent: SafeStorage,
  visit: SafeStorage,
  allowed: () => boolean,
  keys: readonly string[],
): ConsentedStorage {
  return {
    // the visit's copy first: after a reject it is the only one
    get: (key) => visit.get(key) ?? persistent.get(key),
    set(key, value) {
      const [to, from] = allowed() ? [persistent, visit] : [visit, persistent];
      from.remove(key);
      return to.set(key, value);
    },
    remove(key) {
      visit.remove(key);
      persistent.remove(key);
    },
    settle() {
      const [to, from] = allowed() ? [persistent, visit] : [visit, persistent];
      for (const key of keys) {
        const value = from.get(key);
        if (value === null) continue;
        to.set(key, value);
        from.remove(key);
      }
    },
  };
}
