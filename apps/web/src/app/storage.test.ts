import { describe, expect, it } from 'vitest';
import { consentedStorage, wrapStorage } from './storage';

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

describe('consentedStorage (spec 3: Functional covers language and theme)', () => {
  const setup = (functional: boolean) => {
    const consent = { functional };
    const disk = new MapStorage();
    const tab = new MapStorage();
    const store = consentedStorage(
      wrapStorage(() => disk),
      wrapStorage(() => tab),
      () => consent.functional,
      ['invest.theme', 'invest.locale'],
    );
    return { consent, disk, tab, store };
  };

  it('keeps a choice for the visit only, never on disk, without Functional consent', () => {
    const { disk, tab, store } = setup(false);
    store.set('invest.theme', 'dark');
    expect(store.get('invest.theme')).toBe('dark');
    expect(disk.getItem('invest.theme')).toBeNull();
    expect(tab.getItem('invest.theme')).toBe('dark');
  });

  it('persists a choice with Functional consent', () => {
    const { disk, store } = setup(true);
    store.set('invest.theme', 'edel');
    expect(disk.getItem('invest.theme')).toBe('edel');
  });

  it('"Reject all" after a stored theme: it leaves the disk and stays for the visit', () => {
    const { consent, disk, tab, store } = setup(true);
    store.set('invest.theme', 'dark');
    store.set('invest.locale', 'pl-PL');
    consent.functional = false;
    store.settle();
    expect(disk.length).toBe(0);
    expect(tab.getItem('invest.theme')).toBe('dark');
    expect(store.get('invest.theme')).toBe('dark');
    expect(store.get('invest.locale')).toBe('pl-PL');
  });

  it("accepting Functional later keeps the visit's choice for good", () => {
    const { consent, disk, tab, store } = setup(false);
    store.set('invest.theme', 'jp');
    consent.functional = true;
    store.settle();
    expect(disk.getItem('invest.theme')).toBe('jp');
    expect(tab.length).toBe(0);
  });
});
