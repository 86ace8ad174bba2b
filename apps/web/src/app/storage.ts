// Browser storage that never throws (private mode, disabled storage, quota): spec 7 'Other'
// says defaults are used when the preference store is not ready.
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

function wrap(getStore: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return getStore().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        getStore().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        getStore().removeItem(key);
      } catch {
        // nothing stored, nothing to remove
      }
    },
  };
}

export const local = wrap(() => window.localStorage);
export const session = wrap(() => window.sessionStorage);
