// The securities ledger (ARCHITECTURE 'The server': positions are a ledger too): a
// holding is a balance of quantity per instrument, moved only by transactions whose entries sum
// to zero per instrument, a client's shares against the tenant's custody account. A client has
// `available` shares and `frozen` ones (under a working sell order); neither goes below zero
// (the service refuses first, the database CHECK is the backstop). Entries are append-only.
// Lock order: a trade posts its cash first (service.ts `post`), then its shares here.
import { randomUUID } from 'node:crypto';
import { toDecimal } from '@invest/domain';
import { sqlState } from '../../db/transaction';
import { AppError } from '../../platform/errors';
import type { Handle, OwnerKind, SecuritiesBalanceKey } from './repo';
import * as repo from './repo';
import type { RawBuilder } from 'kysely';
import { preparePosts, requireTransaction, writePrepared, type PostInput } from './service';

/** The tenant's side of every client movement of shares. */
export const CUSTODY = 'custody';

/** `<exchange>:<symbol>`: one instrument of the securities ledger. */
export const instrumentKey = (exchange: string, symbol: string): string => `${exchange}:${symbol}`;

export type SecuritiesAccount = { client: string } | { system: typeof CUSTODY };

/** One leg of a securities transaction: a signed quantity (a decimal string, not zero). */
export interface SecuritiesLeg {
  account: SecuritiesAccount;
  instrument: string;
  /** A client's `available` or `frozen`; custody's is `main`. */
  bucket?: 'available' | 'frozen';
  quantity: string;
}

const keyOf = (leg: SecuritiesLeg): SecuritiesBalanceKey =>
  'client' in leg.account
    ? {
        ownerKind: 'client',
        owner: leg.account.client,
        instrument: leg.instrument,
        bucket: leg.bucket ?? 'available',
      }
    : {
        ownerKind: 'system',
        owner: leg.account.system,
        instrument: leg.instrument,
        bucket: 'main',
      };

const text = (k: SecuritiesBalanceKey) =>
  `${k.ownerKind}\0${k.owner}\0${k.instrument}\0${k.bucket}`;

const insufficient = (instrument: string) =>
  new AppError('INSUFFICIENT_SHARES', 422, 'Not enough shares available.', [
    { path: 'quantity', message: 'quantity_exceeds_holding', params: { instrument } },
  ]);

export interface SecuritiesMove {
  kind: string;
  reference: string;
  legs: readonly SecuritiesLeg[];
}

/**
 * Posts one securities transaction: the legs must sum to zero per instrument (else a 422
 * LEDGER_INVALID_POSTINGS); the balances are locked in key order; a client bucket that would go
 * below zero refuses the whole transaction (422 INSUFFICIENT_SHARES). Answers its id.
 */
export async function moveSecurities(
  h: Handle,
  input: { tenantId: string } & SecuritiesMove,
): Promise<string> {
  return (await moveSecuritiesMany(h, input.tenantId, [input]))[0]!;
}

/**
 * Posts securities transactions of one tenant in order, as `moveSecurities` posts each, with
 * their balances locked together and written in one statement (a tick's fills). A client bucket
 * that any of them would take below zero refuses them all (422 INSUFFICIENT_SHARES). Answers
 * their ids, in order.
 */
export async function moveSecuritiesMany(
  h: Handle,
  tenantId: string,
  moves: readonly SecuritiesMove[],
): Promise<string[]> {
  requireTransaction(h, 'moveSecurities()');
  if (moves.length === 0) return [];
  const { txs, balances } = await prepareMoves(h, tenantId, moves);
  try {
    await repo.writeSecuritiesTransactions(h, tenantId, txs, balances);
  } catch (error) {
    if (sqlState(error) === '23514') throw insufficient(moves[0]!.legs[0]!.instrument);
    throw error;
  }
  return txs.map((t) => t.id);
}

/**
 * What `moveSecuritiesMany` does before its write: checks the legs, locks the balances and
 * applies the moves in turn, refusing as it refuses. Answers the transactions and balances to
 * write.
 */
async function prepareMoves(h: Handle, tenantId: string, moves: readonly SecuritiesMove[]) {
  const keys = new Map<string, SecuritiesBalanceKey>();
  for (const move of moves) {
    const sums = new Map<string, ReturnType<typeof toDecimal>>();
    for (const leg of move.legs) {
      const q = toDecimal(leg.quantity);
      if (q.eq('0')) {
        throw new AppError('LEDGER_INVALID_POSTINGS', 422, 'Invalid ledger postings.');
      }
      sums.set(leg.instrument, (sums.get(leg.instrument) ?? toDecimal('0')).plus(q));
      keys.set(text(keyOf(leg)), keyOf(leg));
    }
    for (const sum of sums.values()) {
      if (!sum.eq('0')) {
        throw new AppError('LEDGER_INVALID_POSTINGS', 422, 'Invalid ledger postings.');
      }
    }
  }
  const rows = await repo.lockSecuritiesBalances(h, tenantId, [...keys.values()]);
  const next = new Map(
    rows.map((r) => [
      text({ ownerKind: r.owner_kind, owner: r.owner, instrument: r.instrument, bucket: r.bucket }),
      toDecimal(r.quantity),
    ]),
  );
  // each transaction in turn: a client bucket may not go below zero at any of them
  for (const move of moves) {
    for (const leg of move.legs) {
      const k = text(keyOf(leg));
      next.set(k, next.get(k)!.plus(leg.quantity));
    }
    for (const leg of move.legs) {
      const k = text(keyOf(leg));
      if (keys.get(k)!.ownerKind === 'client' && next.get(k)!.lt('0')) {
        throw insufficient(leg.instrument);
      }
    }
  }
  const txs: repo.SecuritiesTransactionInput[] = moves.map((move) => ({
    id: randomUUID(),
    kind: move.kind,
    reference: move.reference,
    entries: move.legs.map((leg) => ({ ...keyOf(leg), quantity: leg.quantity })),
  }));
  const balances = [...next].map(([k, q]) => ({ ...keys.get(k)!, quantity: q.toFixed() }));
  return { txs, balances };
}

/** The ids of a trade's two ledger transactions (`postTrade`). */
export interface TradeTransactions {
  /** The cash transaction. */
  transactionId: string;
  /** The securities transaction. */
  securitiesTransactionId: string;
}

/**
 * One trade of a tenant posted on both ledgers in one statement: its cash transaction (checked
 * and refused as `post` does: a customer bucket below zero is 422 INSUFFICIENT_BALANCE) and its
 * shares (as `moveSecurities`: 422 INSUFFICIENT_SHARES), with `also`, the trade's own records
 * (its order and fill), written in the same statement. The cash balances are locked first, then
 * the shares (the lock order of a trade), and nothing is written unless every check passed: a
 * refusal leaves no trace. Answers the two transactions' ids.
 */
export async function postTrade(
  h: Handle,
  tenantId: string,
  trade: Trade,
): Promise<TradeTransactions> {
  return (await postTrades(h, tenantId, [trade]))[0]!;
}

/**
 * One row of a write that `postTrades` makes once for all the trades that have one (`write` is
 * the statement for the rows, the same function for each): a batch's orders are one INSERT, not
 * one each. A statement part per trade made the batch's statement grow with the batch, and
 * PostgreSQL parsed and planned it anew each time for longer than it ran (decision 0020).
 */
export interface RowWrite<R = never> {
  write: (rows: readonly R[]) => RawBuilder<unknown>;
  row: R;
}

/** `RowWrite` of any row: what a trade's `also` may hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rows' type is the write's own
export type AnyRowWrite = RowWrite<any>;

/** A trade to post: its cash transaction, its shares, and the records written with them. */
export interface Trade {
  cash: Omit<PostInput, 'tenantId'>;
  shares: SecuritiesMove;
  also?: (ids: TradeTransactions) => readonly (RawBuilder<unknown> | AnyRowWrite)[];
}

const isRowWrite = (x: RawBuilder<unknown> | AnyRowWrite): x is AnyRowWrite =>
  'write' in x && 'row' in x;

/** The trades' writes: each plain statement part as it is, the rows of each `RowWrite` together. */
function mergeWrites(
  writes: readonly (RawBuilder<unknown> | AnyRowWrite)[],
): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  const rows = new Map<AnyRowWrite['write'], unknown[]>();
  for (const w of writes) {
    if (!isRowWrite(w)) out.push(w);
    else {
      const same = rows.get(w.write);
      if (same === undefined) rows.set(w.write, [w.row]);
      else same.push(w.row);
    }
  }
  for (const [write, of] of rows) out.push(write(of as never[]));
  return out;
}

/**
 * `postTrade` for several trades of one tenant, judged in their order (a customer bucket that
 * any of them would take below zero refuses them all, as `post` refuses one), their balances
 * locked together and everything written in one statement: a group commit's market buys
 * (docs/decisions/0020). Answers each trade's ids, in order.
 */
export async function postTrades(
  h: Handle,
  tenantId: string,
  trades: readonly Trade[],
): Promise<TradeTransactions[]> {
  requireTransaction(h, 'postTrade()');
  const cash = await preparePosts(
    h,
    tenantId,
    trades.map((t) => t.cash),
  );
  const shares = await prepareMoves(
    h,
    tenantId,
    trades.map((t) => t.shares),
  );
  const ids = trades.map((_, i) => ({
    transactionId: cash.txs[i]!.id,
    securitiesTransactionId: shares.txs[i]!.id,
  }));
  await writePrepared(h, cash, [
    ...repo.securitiesWrites(tenantId, shares.txs, shares.balances),
    ...mergeWrites(trades.flatMap((t, i) => t.also?.(ids[i]!) ?? [])),
  ]);
  return ids;
}

/** A client's shares per instrument: available and frozen, as decimal strings. */
export async function clientSecurities(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<Map<string, { available: string; frozen: string }>> {
  const out = new Map<string, { available: string; frozen: string }>();
  for (const r of await repo.clientSecuritiesRows(h, tenantId, userId)) {
    const entry = out.get(r.instrument) ?? { available: '0', frozen: '0' };
    entry[r.bucket as 'available' | 'frozen'] = toDecimal(r.quantity).toFixed();
    out.set(r.instrument, entry);
  }
  return out;
}

export interface SecuritiesVerification {
  differences: {
    tenantId: string;
    ownerKind: OwnerKind;
    owner: string;
    instrument: string;
    bucket: string;
    kept: string;
    rebuilt: string;
  }[];
  unbalanced: { transactionId: string; instrument: string; sum: string }[];
  /** Instruments whose balances over all accounts do not sum to zero. */
  unbalancedInstruments: { tenantId: string; instrument: string; sum: string }[];
}

/** Checks the securities ledger as `verifyLedger` checks the cash one. */
export async function verifySecurities(
  h: Handle,
  tenantId?: string,
): Promise<SecuritiesVerification> {
  const n = (v: string) => toDecimal(v).toFixed();
  // a database before migration 0014 has no securities to check
  if (!(await repo.securitiesLedgerExists(h))) {
    return { differences: [], unbalanced: [], unbalancedInstruments: [] };
  }
  return {
    differences: (await repo.securitiesAgainstEntries(h, tenantId)).map((r) => ({
      tenantId: r.tenant_id,
      ownerKind: r.owner_kind,
      owner: r.owner,
      instrument: r.instrument,
      bucket: r.bucket,
      kept: n(r.kept),
      rebuilt: n(r.rebuilt),
    })),
    unbalanced: (await repo.unbalancedSecuritiesTransactions(h, tenantId)).map((r) => ({
      transactionId: r.transaction_id,
      instrument: r.instrument,
      sum: n(r.sum),
    })),
    unbalancedInstruments: (await repo.unbalancedInstruments(h, tenantId)).map((r) => ({
      tenantId: r.tenant_id,
      instrument: r.instrument,
      sum: n(r.sum),
    })),
  };
}
