// ARCHITECTURE 'The wire': one Idempotency-Key per user intent.
import { describe, expect, it } from 'vitest';
import { createIntentKeeper, fingerprint } from './idempotency';

describe('idempotency keys per user intent', () => {
  it('reuses the key for a retry of the same input until a success', () => {
    let n = 0;
    const keeper = createIntentKeeper(() => `key-${++n}`);
    expect(keeper.current).toBeNull();
    const first = keeper.keyFor({ amount: '10.00', currency: 'USD' });
    expect(keeper.keyFor({ currency: 'USD', amount: '10.00' })).toBe(first);
    keeper.succeeded();
    expect(keeper.keyFor({ amount: '10.00', currency: 'USD' })).not.toBe(first);
  });

  it('a changed input or a reset starts a new intent', () => {
    let n = 0;
    const keeper = createIntentKeeper(() => `key-${++n}`);
    const a = keeper.keyFor({ amount: '10.00' });
    const b = keeper.keyFor({ amount: '12.00' });
    expect(b).not.toBe(a);
    keeper.reset();
    expect(keeper.current).toBeNull();
    expect(keeper.keyFor({ amount: '12.00' })).not.toBe(b);
  });

  it('fingerprints forms and files by content description', () => {
    const file = new File(['abc'], 'proof.png', { type: 'image/png', lastModified: 1 });
    const form = (f: Blob) => {
      const fd = new FormData();
      fd.append('amount', '5');
      fd.append('proof', f);
      return fd;
    };
    expect(fingerprint(form(file))).toBe(fingerprint(form(file)));
    const other = new File(['abcd'], 'proof.png', { type: 'image/png', lastModified: 1 });
    expect(fingerprint(form(other))).not.toBe(fingerprint(form(file)));
    expect(fingerprint({ a: 1, b: undefined })).toBe(fingerprint({ a: 1 }));
  });
});
