import { describe, expect, it } from 'vitest';
import { wrapStorage } from './storage';

const throwing = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

class MapStorage implements Storage {
  private map = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, value);
  }
}

describe('wrapStorage (storage unavailable)', () => {
  it('keeps values in memory for the visit when the store throws', () => {
    const store = wrapStorage(throwing);
    expect(store.get('k')).toBeNull();
    expect(store.set('k', 'v')).toBe(false);
    expect(store.get('k')).toBe('v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
  });

  it('uses the browser store when it works', () => {
    const backing = new MapStorage();
    const store = wrapStorage(() => backing);
    expect(store.set('k', 'v')).toBe(true);
    expect(backing.getItem('k')).toBe('v');
    expect(store.get('k')).toBe('v');
  });

  it('falls back to memory when a write fails (quota) and reads it back', () => {
    const backing = new MapStorage();
    backing.failWrites = true;
    const store = wrapStorage(() => backing);
    expect(store.set('k', 'v')).toBe(false);
    expect(store.get('k')).toBe('v');
    backing.failWrites = false;
    expect(store.set('k', 'w')).toBe(true);
    expect(store.get('k')).toBe('w');
  });
});
