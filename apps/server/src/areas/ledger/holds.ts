// Holds: money frozen for something that has not happened yet (a withdrawal, a pending
// order, a subscription), with the explicit state machine of domain ledger/holds.ts. Placing a
// hold moves the amount from available to frozen; resolving it (post all, post part and release
// the rest, void, expire) happens exactly once: the hold row is locked first, so of two
// resolutions at the same moment one wins and the other gets 409 HOLD_NOT_OPEN, never a 500.
import { randomUUID } from 'node:crypto';
import {
  isHoldDue,
  resolveHold,
  type HoldAction,
  type HoldKind,
  type HoldState,
  type Posting,
} from '@invest/domain';
import { AppError } from '../../platform/errors';
import type { Handle, HoldRow } from './repo';
import * as repo from './repo';
import {
  formatAmount,
  post,
  postMany,
  requireTransaction,
  type PostInput,
  type PostResult,
} from './service';

/** A hold as placed (`repo.NewHold`) and what became of it since. */
export interface Hold extends repo.NewHold {
  postedAmount: string;
  releasedAmount: string;
  state: HoldState;
  createdAt: Date;
  resolvedAt: Date | null;
  resolveTransactionId: string | null;
}

const toHold = (r: HoldRow): Hold => ({
  id: r.id,
  tenantId: r.tenant_id,
  userId: r.user_id,
  accountId: r.account_id,
  currency: r.currency,
  kind: r.kind,
  reference: r.reference,
  amount: formatAmount(r.amount, r.currency),
  postedAmount: formatAmount(r.posted_amount, r.currency),
  releasedAmount: formatAmount(r.released_amount, r.currency),
  state: r.state as HoldState,
  expiresAt: r.expires_at,
  createdAt: r.created_at,
  resolvedAt: r.resolved_at,
  placeTransactionId: r.place_transaction_id,
  resolveTransactionId: r.resolve_transaction_id,
});

export interface PlaceHoldInput {
  tenantId: string;
  userId: string;
  currency: string;
  /** A positive decimal string in whole minor units. */
  amount: string;
  kind: HoldKind;
  /** The business record (withdrawal id, order id, ...). */
  reference?: string;
  /** When an open hold may be expired by `expireDueHolds`; null or absent: never. */
  expiresAt?: Date | null;
}

/**
 * Freezes `amount` of the client's available cash: one ledger transaction (available -amount,
 * frozen +amount) and an open hold. 422 INSUFFICIENT_BALANCE when available is short,
 * 422 HOLD_INVALID_AMOUNT for an amount that is not positive whole minor units.
 */
export async function placeHold(h: Handle, input: PlaceHoldInput): Promise<Hold> {
  const { tenantId, userId, currency, amount } = input;
  // the same rule as posting a part of it: positive, whole minor units
  const check = resolveHold({ state: 'open', amount, currency }, { type: 'post', amount });
  if (!check.ok) throw holdError(check.code);
  const id = randomUUID();
  const client = { client: userId };
  const frozen: Posting = { account: client, bucket: 'frozen', currency, amount };
  let row: repo.NewHold | undefined;
  // the hold's row written in the statement of its transaction
  const [posted] = await postMany(
    h,
    tenantId,
    [
      {
        kind: `hold.place`,
        reference: id,
        postings: [
          { account: client, bucket: 'available', currency, amount: `-${amount}` },
          frozen,
        ],
      },
    ],
    {
      also: ({ transactionIds, accountIdOf }) =>
        repo.holdInsert(
          (row = {
            id,
            tenantId,
            userId,
            accountId: accountIdOf(frozen),
            currency,
            kind: input.kind,
            reference: input.reference ?? '',
            amount,
            expiresAt: input.expiresAt ?? null,
            placeTransactionId: transactionIds[0]!,
          }),
        ),
    },
  );
  if (!posted || !row) throw new Error('ledger hold placed without its transaction');
  return {
    ...row,
    amount: formatAmount(amount, currency),
    postedAmount: formatAmount('0', currency),
    releasedAmount: formatAmount('0', currency),
    state: 'open',
    createdAt: new Date(),
    resolvedAt: null,
    resolveTransactionId: null,
  };
}

function holdError(code: string): AppError {
  switch (code) {
    case 'hold_not_open':
      return new AppError('HOLD_NOT_OPEN', 409, 'This hold has already been resolved.');
    default:
      return new AppError('HOLD_INVALID_AMOUNT', 422, 'Invalid hold amount.', [
        { path: 'amount', message: code },
      ]);
  }
}

interface ResolveOptions {
  tenantId: string;
  holdId: string;
  /** When given, a hold of another client is not found (404), as if it did not exist. */
  userId?: string;
  /** The clock, for expiry (default now). */
  now?: Date;
}

async function lockOpenHold(h: Handle, o: ResolveOptions): Promise<HoldRow> {
  requireTransaction(h, 'hold resolution');
  const row = await repo.lockHold(h, o.tenantId, o.holdId);
  if (!row || (o.userId !== undefined && row.user_id !== o.userId)) {
    throw new AppError('HOLD_NOT_FOUND', 404, 'Hold not found.');
  }
  return row;
}

/** What resolving a locked hold by `action` does: its new state and the postings to make. */
function resolution(
  row: HoldRow,
  o: Pick<ResolveOptions, 'now'> & { counterpart?: readonly Posting[] | undefined },
  action: HoldAction,
) {
  const outcome = resolveHold(
    { state: row.state as HoldState, amount: row.amount, currency: row.currency },
    action,
  );
  if (!outcome.ok) throw holdError(outcome.code);
  if (
    action.type === 'post' &&
    isHoldDue({ state: 'open', expiresAt: row.expires_at }, o.now ?? new Date())
  ) {
    throw new AppError('HOLD_EXPIRED', 409, 'This hold has expired.');
  }
  const client = { client: row.user_id };
  const { currency } = row;
  const postings: Posting[] = [];
  if (outcome.posted !== '0') {
    postings.push({ account: client, bucket: 'frozen', currency, amount: `-${outcome.posted}` });
    postings.push(...(o.counterpart ?? []));
  }
  if (outcome.released !== '0') {
    postings.push({ account: client, bucket: 'frozen', currency, amount: `-${outcome.released}` });
    postings.push({ account: client, bucket: 'available', currency, amount: outcome.released });
  }
  return { outcome, postings };
}

async function resolve(
  h: Handle,
  o: ResolveOptions & { kind: string; reference?: string; counterpart?: readonly Posting[] },
  action: HoldAction,
): Promise<Hold> {
  const row = await lockOpenHold(h, o);
  const { outcome, postings } = resolution(row, o, action);
  const posted = await post(h, {
    tenantId: o.tenantId,
    kind: o.kind,
    reference: o.reference ?? row.id,
    postings,
  });
  await repo.resolveHoldRow(h, row.id, {
    state: outcome.state,
    posted: outcome.posted,
    released: outcome.released,
    transactionId: posted.transactionId,
  });
  return toHold({
    ...row,
    state: outcome.state,
    posted_amount: outcome.posted,
    released_amount: outcome.released,
    resolved_at: new Date(),
    resolve_transaction_id: posted.transactionId,
  });
}

export interface PostHoldInput extends ResolveOptions {
  /** How much of the hold to post (the rest is released to available). */
  amount: string;
  /**
   * The other legs of the transaction: where the posted money goes, e.g. for a paid withdrawal
   * `[{ account: { system: 'cash_in_transit' }, currency, amount }]`. Together with the frozen
   * debit of `amount` they must sum to zero per currency (they may add legs in other currencies
   * or buckets, e.g. invested + / trade_settlement - for an order).
   */
  counterpart: readonly Posting[];
  /** The ledger transaction's kind, e.g. 'withdrawal.paid'. */
  kind: string;
  reference?: string;
}

/**
 * Posts all or part of an open hold: frozen -amount against `counterpart`, and the rest (if any)
 * back from frozen to available, in one ledger transaction. State: posted or partly_posted.
 * 404 HOLD_NOT_FOUND, 409 HOLD_NOT_OPEN (already resolved, or resolved by a concurrent call),
 * 409 HOLD_EXPIRED (past its expiry: it is for the sweeper), 422 HOLD_INVALID_AMOUNT (not
 * positive, not whole minor units, more than the hold), 422 LEDGER_INVALID_POSTINGS (the
 * counterpart does not balance).
 */
export function postHold(h: Handle, input: PostHoldInput): Promise<Hold> {
  return resolve(h, input, { type: 'post', amount: input.amount });
}

/**
 * `postHold` for a batch of one tenant's holds (a tick's fills), with `others`, more ledger
 * transactions of the tenant posted after theirs: the holds locked in id order, every ledger
 * transaction posted together (ledger `postMany`: its balances locked once, in the lock order),
 * the hold rows resolved in one statement. Any refusal (`postHold`'s errors, `post`'s) refuses
 * them all. Answers the holds and the others' results, in order.
 */
export async function postHolds(
  h: Handle,
  tenantId: string,
  inputs: readonly Omit<PostHoldInput, 'tenantId' | 'userId'>[],
  others: readonly Omit<PostInput, 'tenantId'>[] = [],
): Promise<{ holds: Hold[]; others: PostResult[] }> {
  return resolveMany(
    h,
    tenantId,
    inputs.map((input) => ({ input, action: { type: 'post', amount: input.amount } as const })),
    others,
  );
}

/**
 * `voidHold` for a batch of one tenant's holds (an allotment's subscriptions that got nothing):
 * each released whole to available, the holds locked in id order and every ledger transaction
 * posted together, as `postHolds`. Any refusal refuses them all.
 */
export async function voidHolds(
  h: Handle,
  tenantId: string,
  inputs: readonly { holdId: string; kind: string; reference?: string }[],
): Promise<Hold[]> {
  const resolved = await resolveMany(
    h,
    tenantId,
    inputs.map((input) => ({ input, action: { type: 'void' } as const })),
  );
  return resolved.holds;
}

async function resolveMany(
  h: Handle,
  tenantId: string,
  items: readonly {
    input: Pick<PostHoldInput, 'holdId' | 'kind' | 'reference' | 'now'> & {
      counterpart?: readonly Posting[];
    };
    action: HoldAction;
  }[],
  others: readonly Omit<PostInput, 'tenantId'>[] = [],
): Promise<{ holds: Hold[]; others: PostResult[] }> {
  requireTransaction(h, 'hold resolution');
  const inputs = items.map((i) => i.input);
  const locked = new Map(
    inputs.length === 0
      ? []
      : (
          await repo.lockHolds(
            h,
            tenantId,
            inputs.map((i) => i.holdId),
          )
        ).map((r) => [r.id, r]),
  );
  const resolved = items.map(({ input, action }) => {
    const row = locked.get(input.holdId);
    if (!row) throw new AppError('HOLD_NOT_FOUND', 404, 'Hold not found.');
    const { outcome, postings } = resolution(row, input, action);
    return { row, outcome, postings };
  });
  const posted = await postMany(
    h,
    tenantId,
    [
      ...resolved.map(({ row, postings }, i) => ({
        kind: inputs[i]!.kind,
        reference: inputs[i]!.reference ?? row.id,
        postings,
      })),
      ...others,
    ],
    {
      // the hold rows resolved in the statement of their transactions
      also: ({ transactionIds }) =>
        repo.holdsResolve(
          resolved.map(({ row, outcome }, i) => ({
            holdId: row.id,
            state: outcome.state,
            posted: outcome.posted,
            released: outcome.released,
            transactionId: transactionIds[i]!,
          })),
        ),
    },
  );
  return {
    holds: resolved.map(({ row, outcome }, i) =>
      toHold({
        ...row,
        state: outcome.state,
        posted_amount: outcome.posted,
        released_amount: outcome.released,
        resolved_at: new Date(),
        resolve_transaction_id: posted[i]!.transactionId,
      }),
    ),
    others: posted.slice(resolved.length),
  };
}

/**
 * Voids an open hold (the client cancelled, the back office rejected): all of it back to
 * available. 404 HOLD_NOT_FOUND, 409 HOLD_NOT_OPEN.
 */
export function voidHold(
  h: Handle,
  input: ResolveOptions & { kind?: string; reference?: string },
): Promise<Hold> {
  return resolve(h, { ...input, kind: input.kind ?? 'hold.void' }, { type: 'void' });
}

/** Expires one open hold (all of it back to available). 404 HOLD_NOT_FOUND, 409 HOLD_NOT_OPEN. */
export function expireHold(h: Handle, input: ResolveOptions): Promise<Hold> {
  return resolve(h, { ...input, kind: 'hold.expire' }, { type: 'expire' });
}

/**
 * Expires the tenant's open holds whose expiry has passed (at most `limit`), skipping those a
 * concurrent transaction is resolving. Returns the holds expired.
 */
export async function expireDueHolds(
  h: Handle,
  input: { tenantId: string; now?: Date; limit?: number },
): Promise<Hold[]> {
  const now = input.now ?? new Date();
  const due = await repo.lockDueHolds(h, input.tenantId, now, input.limit ?? 100);
  const out: Hold[] = [];
  for (const row of due) {
    out.push(await expireHold(h, { tenantId: input.tenantId, holdId: row.id, now }));
  }
  return out;
}

/** One hold of the tenant (of the client, when `userId` is given). 404 HOLD_NOT_FOUND. */
export async function getHold(
  h: Handle,
  input: { tenantId: string; holdId: string; userId?: string },
): Promise<Hold> {
  const row = await repo.findHold(h, input.tenantId, input.holdId);
  if (!row || (input.userId !== undefined && row.user_id !== input.userId)) {
    throw new AppError('HOLD_NOT_FOUND', 404, 'Hold not found.');
  }
  return toHold(row);
}
