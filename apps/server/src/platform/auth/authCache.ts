// The authenticated hot path without the database: a verified access
// token and its live session and user are kept in memory for a few seconds. Any write to the
// users or sessions tables through this process's database clears the cache (a Kysely plugin
// sees the write), so a logout, a password change, a revoked family or a profile change is seen
// by the next request here. Another server process (PostgreSQL deployments) sees such a change
// within AUTH_CACHE_TTL_MS at most.
import { AliasNode, TableNode } from 'kysely';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** How long a verified token and its session stay trusted without asking the database. */
export const AUTH_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** The tables whose writes can end or change an authenticated session. */
const WATCHED = new Set(['users', 'sessions']);

export class AuthCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  /** The lookups under way (`shared`), each with the generation it began in. */
  private readonly pending = new Map<string, { answer: Promise<unknown>; generation: number }>();
  /** Bumped by every clear: a lookup that began before a write must not store its answer. */
  private generation = 0;

  /** The generation to pass to `set` (take it before asking the database). */
  get epoch(): number {
    return this.generation;
  }

  get(token: string, now: number): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Keeps `value` until `until` (ms), at most AUTH_CACHE_TTL_MS from `now`, unless a write
   * happened since `epoch` was taken (the answer may predate it).
   */
  set(token: string, value: T, now: number, until: number, epoch: number): void {
    if (epoch !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { value, until: Math.min(until, now + AUTH_CACHE_TTL_MS) });
  }

  /**
   * The answer of `load` for `key`, shared by every call that asks while one is under way and no
   * write has happened since it began: a burst of calls with a token the cache does not know (a
   * page start, or every open connection when an entry lapses) verifies it and reads the database
   * once, not once a call. A call after a write starts a lookup of its own, as it would have
   * without one under way. `load` must not depend on anything but `key` (a refusal is shared too).
   */
  shared<R>(key: string, load: () => Promise<R>): Promise<R> {
    const running = this.pending.get(key);
    if (running !== undefined && running.generation === this.generation) {
      return running.answer as Promise<R>;
    }
    const answer = load();
    const entry = { answer, generation: this.generation };
    this.pending.set(key, entry);
    const settled = () => {
      if (this.pending.get(key) === entry) this.pending.delete(key);
    };
    answer.then(settled, settled);
    return answer;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** Drops one key's answer; a lookup that began before may not store its own (the epoch moves). */
  forget(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
    this.pending.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The table a write query targets, if it is a write. */
function writtenTable(node: RootOperationNode): string | undefined {
  const table =
    node.kind === 'UpdateQueryNode'
      ? node.table
      : node.kind === 'InsertQueryNode'
        ? node.into
        : node.kind === 'DeleteQueryNode'
          ? node.from?.froms[0]
          : undefined;
  if (!table) return undefined;
  // a table reference, possibly aliased ('users as u')
  const ref = AliasNode.is(table) ? table.node : table;
  return TableNode.is(ref) ? ref.table.identifier.name : undefined;
}

/**
 * Clears `cache` when a query writing to users or sessions starts and again when it answers
 * (raw SQL writes: call clear yourself). A lookup racing a write in a transaction that has not
 * committed yet may still keep the old answer for AUTH_CACHE_TTL_MS at most.
 */
export function invalidateOnWrites(cache: { clear(): void }): KyselyPlugin {
  const writes = new WeakSet<object>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const table = writtenTable(node);
      if (table !== undefined && WATCHED.has(table)) {
        writes.add(queryId);
        cache.clear();
      }
      return node;
    },
    async transformResult({
      result,
      queryId,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writes.has(queryId)) cache.clear();
      return result;
    },
  };
}
