// Named prepared statements on PostgreSQL. node-postgres sends a query with parameters as an
// unnamed statement, which PostgreSQL parses, analyses and plans on every execution. On order
// placement that was a quarter of the database's CPU (perf on the trading bench: parse, analyse
// and plan against the executor, foreign-key checks and commit). A statement text the process
// sends again is given a name instead: each pooled connection parses it once, and after five
// executions PostgreSQL may keep a generic plan (its plan_cache_mode 'auto' compares the costs).
// Prepared statements are not transactional (a rollback keeps them), and PostgreSQL replans one
// after a change of the tables it reads; only a change of its result's columns (a migration
// altering a column's type under a running process) fails it, "cached plan must not change
// result type": the text is then sent under a new name (see `isStalePlan`).
import pg from 'pg';

export interface StatementNamesOptions {
  /** At most this many texts are named (each is held by every pooled connection). */
  max: number;
  /** A text is named from this sending on (a one-off, a migration's, stays unnamed). */
  after: number;
}

export interface StatementNames {
  /**
   * The name to send a statement text under, or undefined to send it unnamed. The same text gets
   * the same name (node-postgres refuses one name for two texts) until it is renewed.
   */
  of(text: string): string | undefined;
  /** The text's statements went stale: its next sending is parsed anew under a new name. */
  renew(text: string): void;
}

export function statementNames(
  options: StatementNamesOptions = { max: 256, after: 2 },
): StatementNames {
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  let given = 0;
  return {
    of(text) {
      const named = names.get(text);
      if (named !== undefined || names.size >= options.max) return named;
      const count = (seen.get(text) ?? 0) + 1;
      if (count < options.after) {
        // texts that vary (a list of n values) must not grow the counts without bound
        if (seen.size >= 4 * options.max) seen.clear();
        seen.set(text, count);
        return undefined;
      }
      seen.delete(text);
      const name = `invest_${given++}`;
      names.set(text, name);
      return name;
    },
    renew(text) {
      if (names.delete(text)) seen.set(text, options.after - 1);
    },
  };
}

/**
 * A named statement whose result's columns changed since it was parsed (SQLSTATE 0A000,
 * "cached plan must not change result type"). Nothing of it ran: outside a transaction it is
 * sent again at once; inside one, the transaction is retried (db/transaction.ts `isRetryable`).
 */
export function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

/**
 * A pg Client (the pool's `Client`) whose `query(text, values)`, the call Kysely's driver makes,
 * sends a repeated text as a named statement. A text without parameters keeps the simple query
 * protocol: it may hold several statements, which a prepared statement may not.
 */
export function preparingClient(names: StatementNames = statementNames()): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    /** The server's transaction status at its last ReadyForQuery: 'I' idle, 'T' in one, 'E' failed. */
    private transactionStatus = 'I';

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const connection = (this as unknown as { connection: NodeJS.EventEmitter }).connection;
      connection.on('readyForQuery', (message: { status?: string }) => {
        this.transactionStatus = message.status ?? 'I';
      });
    }

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has many overloads
    override query(...args: any[]): any {
      const [text, values] = args as [unknown, unknown];
      if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
        const name = values.length > 0 ? names.of(text) : undefined;
        if (name !== undefined) {
          return super.query({ name, text, values }).catch((error: unknown) => {
            if (!isStalePlan(error)) throw error;
            names.renew(text);
            if (this.transactionStatus !== 'I') throw error;
            return super.query(text, values);
          });
        }
      }
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
  };
}
