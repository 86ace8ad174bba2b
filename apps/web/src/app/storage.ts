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
