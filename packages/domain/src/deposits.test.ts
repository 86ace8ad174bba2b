import { describe, expect, it } from 'vitest';
import {
  cryptoNetworkOf,
  cryptoNetworkName,
  isPaymentReference,
  paymentReferenceOf,
  validateTxHash,
} from './deposits';

const HEX64 = 'a'.repeat(42) + '0123456789abcdefABCDEF';

describe('crypto networks', () => {
  it('knows a network by its code or the names advisors write', () => {
    expect(cryptoNetworkOf('TRON')).toBe('TRON');
    expect(cryptoNetworkOf('TRC-20')).toBe('TRON');
    expect(cryptoNetworkOf('trc20')).toBe('TRON');
    expect(cryptoNetworkOf('ERC-20')).toBe('ETH');
    expect(cryptoNetworkOf('Dogecoin')).toBeUndefined();
  });
  it('names the network with its token standard', () => {
    expect(cryptoNetworkName('TRON')).toBe('TRON (TRC-20)');
    expect(cryptoNetworkName('ETH')).toBe('Ethereum (ERC-20)');
  });
});

describe('validateTxHash', () => {
  it.each([
    ['TRON', HEX64],
    ['TRON', `0x${HEX64}`],
    ['ETH', `0x${HEX64}`],
    ['ETH', HEX64],
    ['BTC', HEX64],
  ])('%s accepts %s', (network, hash) => {
    expect(validateTxHash(network, hash)).toEqual({ ok: true });
  });
  it.each([
    ['TRON', '', 'tx_hash_required'],
    ['TRON', '   ', 'tx_hash_required'],
    ['TRON', HEX64.slice(1), 'tx_hash_invalid'],
    ['TRON', `${HEX64}0`, 'tx_hash_invalid'],
    ['TRON', HEX64.replace('a', 'g'), 'tx_hash_invalid'],
    ['ETH', `0X${HEX64}`, 'tx_hash_invalid'],
    ['ETH', `0x ${HEX64}`, 'tx_hash_invalid'],
    // Bitcoin transaction ids carry no 0x
    ['BTC', `0x${HEX64}`, 'tx_hash_invalid'],
  ])('%s refuses %o with %s', (network, hash, code) => {
    expect(validateTxHash(network, hash)).toMatchObject({ ok: false, code });
  });
  it('says which network the hash must belong to', () => {
    expect(validateTxHash('TRON', 'abc')).toEqual({
      ok: false,
      code: 'tx_hash_invalid',
      params: { network: 'TRON (TRC-20)' },
    });
  });
});

describe('payment references', () => {
  it('formats random bytes as INV-XXXX-XXXX in unambiguous characters', () => {
    const ref = paymentReferenceOf(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(ref).toMatch(/^INV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(isPaymentReference(ref)).toBe(true);
    const all = paymentReferenceOf(Uint8Array.from([255, 254, 253, 252, 251, 250, 249, 248]));
    expect(all.slice(4)).not.toMatch(/[01OIL]/);
  });
  it('differs for different bytes and is the same for the same', () => {
    const a = paymentReferenceOf(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(paymentReferenceOf(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]))).toBe(a);
    expect(paymentReferenceOf(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 9]))).not.toBe(a);
  });
  it('refuses what it never issues', () => {
    expect(isPaymentReference('INV-7K3Q-9XW0')).toBe(false);
    expect(isPaymentReference('inv-7k3q-9xw2')).toBe(false);
  });
});
