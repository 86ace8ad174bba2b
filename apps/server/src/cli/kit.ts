// What every area's back-office commands (areas/<area>/commands.ts) share: the program to add
// commands to, output, the database (opened on first use), the clock, the unit of work, the
// common options, the option parsers and output helpers. cli/program.ts builds it.
import { InvalidArgumentError, type Command, type Option } from 'commander';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema';
import type { WithTransactionOptions } from '../db/transaction';
import type { Clock } from '../platform/auth/tokens';
import type { ServiceDeps } from '../platform/serviceDeps';

export interface CommandKit {
  program: Command;
  /** Prints a line (a newline is added when missing). */
  out: (text: string) => void;
  /** The database, opened on first use. */
  db: () => Promise<Kysely<Database>>;
  /** The services' dependencies on the database and the clock. */
  deps: () => Promise<ServiceDeps>;
  /**
   * Runs `fn` in one serializable transaction (platform/unitOfWork.ts), its services on the
   * transaction: they commit or roll back together. Money commands pass MONEY_TRANSACTION.
   */
  unitOfWork: <T>(
    fn: (deps: ServiceDeps) => Promise<T>,
    options?: WithTransactionOptions,
  ) => Promise<T>;
  clock: Clock;
  /** The client a --client reference designates in the tenant; a CliError when none. */
  requireClient: (tenantId: string, ref: string) => Promise<User>;
  tenantOption: () => Option;
  clientOption: () => Option;
}

/** A problem with what the operator typed: printed as is, exit code 1. */
export class CliError extends Error {
  override readonly name = 'CliError';
}

// -- option parsers (commander calls them; InvalidArgumentError names the option) ------------

export function wholeNumber(min: number, max: number) {
  return (value: string): number => {
    if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError('Not a whole number.');
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`Must be between ${min} and ${max}.`);
    return n;
  };
}

export function trueFalse(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new InvalidArgumentError('Must be true or false.');
}

export function commaList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function jsonObject(value: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new InvalidArgumentError('Not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidArgumentError('Must be a JSON object, e.g. {"ipo":{"vip":2}}.');
  }
  return parsed as Record<string, unknown>;
}

export function nonEmpty(what: string) {
  return (value: string): string => {
    if (value.trim() === '') throw new InvalidArgumentError(`${what} must not be empty.`);
    return value;
  };
}

// -- output helpers ------------------------------------------------------------------------------

export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export const describeClient = (
  u: Pick<User, 'username' | 'id' | 'mobile_country_code' | 'mobile'>,
) => `${u.username} (+${u.mobile_country_code} ${u.mobile}, id ${u.id})`;
