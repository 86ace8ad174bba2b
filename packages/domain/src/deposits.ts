// zod-free: the lists of the deposits area (its schemas are entities/deposits.ts), which the
// browser shows without loading zod.
import { fail, ok, type RuleResult } from './result';

/** spec 2: a deposit goes by bank transfer or to a crypto address. */
export const depositMethodTypes = ['bank', 'crypto'] as const;
export type DepositMethodType = (typeof depositMethodTypes)[number];

/** A deposit waits for the back office, which approves or rejects it. */
export const depositStatuses = ['pending', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

// ---- crypto deposits ----------------------------------------------------------------------

/**
 * The networks a crypto deposit address can be on: the name a client must recognise (the token
 * standard with it: sending on the wrong network loses the funds) and the form of its
 * transaction ids (TRON and the EVM chains: 64 hex digits, written with or without 0x; Bitcoin:
 * 64 hex digits, never 0x).
 */
export const cryptoNetworks = {
  TRON: { name: 'TRON (TRC-20)', aliases: ['TRC20', 'TRX'], txHash: /^(0x)?[0-9a-fA-F]{64}$/ },
  ETH: {
    name: 'Ethereum (ERC-20)',
    aliases: ['ERC20', 'ETHEREUM'],
    txHash: /^(0x)?[0-9a-fA-F]{64}$/,
  },
  BSC: {
    name: 'BNB Smart Chain (BEP-20)',
    aliases: ['BEP20', 'BNB'],
    txHash: /^(0x)?[0-9a-fA-F]{64}$/,
  },
  BTC: { name: 'Bitcoin', aliases: ['BITCOIN'], txHash: /^[0-9a-fA-F]{64}$/ },
} as const;
export type CryptoNetwork = keyof typeof cryptoNetworks;

const networkKey = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The network a code or an advisor's name of it means ('TRC-20', 'trc20', 'TRON'), if known. */
export function cryptoNetworkOf(value: string | undefined): CryptoNetwork | undefined {
  if (value === undefined) return undefined;
  const key = networkKey(value);
  return (Object.keys(cryptoNetworks) as CryptoNetwork[]).find(
    (code) => code === key || (cryptoNetworks[code].aliases as readonly string[]).includes(key),
  );
}

/** The name of a network as clients know it ('TRON (TRC-20)'); an unknown one as given. */
export function cryptoNetworkName(value: string): string {
  const network = cryptoNetworkOf(value);
  return network === undefined ? value : cryptoNetworks[network].name;
}

/** Codes of the transaction-hash rule (namespace `validation`). */
export const txHashCodes = ['tx_hash_required', 'tx_hash_invalid'] as const;

/**
 * The transaction hash of a crypto deposit, in the form of its network's transaction ids
 * (params: the network's name). A network we do not know takes any 16 to 128 letters and digits.
 */
export function validateTxHash(network: string, value: unknown): RuleResult {
  const text = typeof value === 'string' ? value : '';
  if (text.trim() === '') return fail('tx_hash_required');
  const known = cryptoNetworkOf(network);
  const pattern = known === undefined ? /^[0-9A-Za-z]{16,128}$/ : cryptoNetworks[known].txHash;
  return pattern.test(text)
    ? ok()
    : fail('tx_hash_invalid', { network: cryptoNetworkName(network) });
}

// ---- payment references -------------------------------------------------------------------

/**
 * The characters of a payment reference: digits and capitals without 0/O, 1/I/L, which a client
 * copies into a banking app and a back office matches on a statement.
 */
export const PAYMENT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_PATTERN = /^INV-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/**
 * A payment reference ('INV-7K3Q-9XW2') from 8 random bytes (the caller's randomness: domain is
 * deterministic); 31^8 references, so a collision is rare and the issuer retries on one.
 */
export function paymentReferenceOf(bytes: Uint8Array): string {
  const chars = Array.from({ length: 8 }, (_, i) => {
    const byte = bytes[i % bytes.length] ?? 0;
    return PAYMENT_REFERENCE_ALPHABET[byte % PAYMENT_REFERENCE_ALPHABET.length];
  }).join('');
  return `INV-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Whether a text is a payment reference as issued. */
export const isPaymentReference = (value: string) => REFERENCE_PATTERN.test(value);
