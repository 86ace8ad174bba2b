// The back-office CLI (issue 4 point 6; spec 1: advisors and operations staff have no screens),
// assembled from each area's commands (areas/<area>/commands.ts, issue 10). Each command parses
// its options, calls the same services as the API (never SQL) and prints plain text. `run` is the whole CLI as a function: the process entry (backoffice.ts),
// the server's back-office socket and the tests all call it.
import { Command, CommanderError, Option } from 'commander';
import type { Kysely } from 'kysely';
import { authCommands } from '../areas/auth/commands';
import { clientCommands } from '../areas/client/commands';
import { findClient } from '../areas/client/service';
import { kycCommands } from '../areas/kyc/commands';
import { messagesCommands } from '../areas/messages/commands';
import { newsCommands } from '../areas/news/commands';
import { securityCommands } from '../areas/security/commands';
import { settingsCommands } from '../areas/settings/commands';
import { depositsCommands } from '../areas/deposits/commands';
import { fxCommands } from '../areas/fx/commands';
import { ledgerCommands } from '../areas/ledger/commands';
import { withdrawalsCommands } from '../areas/withdrawals/commands';
import { ordersCommands } from '../areas/orders/commands';
import type { Config } from '../config';
import type { Database, User } from '../db/schema';
import type { Clock } from '../platform/auth/tokens';
import { AppError } from '../platform/errors';
import { unitOfWork } from '../platform/unitOfWork';
import type { CommandResult } from './backofficeSocket';
import { CliError, type CommandKit } from './kit';

export { CliError } from './kit';

export interface CliContext {
  /** The database, or a function opening it on first use (so that --help needs none). */
  db: Kysely<Database> | (() => Promise<Kysely<Database>>);
  /** Standard output (text as it comes, newlines included). */
  out: (text: string) => void;
  /** Standard error; `out` when absent. */
  err?: (text: string) => void;
  config?: Config;
  clock?: Clock;
}

/** The program with every command; `ctx` gives the database and where output goes. */
export function buildProgram(ctx: CliContext): Command {
  const out = (text: string) => ctx.out(text.endsWith('\n') ? text : `${text}\n`);
  const clock: Clock = ctx.clock ?? (() => new Date());
  let opened: Kysely<Database> | undefined;
  const db = async () => {
    opened ??= typeof ctx.db === 'function' ? await ctx.db() : ctx.db;
    return opened;
  };
  const deps = async () => ({ db: await db(), clock });

  async function requireClient(tenantId: string, ref: string): Promise<User> {
    const user = await findClient(await db(), tenantId, ref);
    if (!user) {
      throw new CliError(
        `No client "${ref}" in tenant "${tenantId}" (give an id, a username or a mobile number).`,
      );
    }
    return user;
  }

  const program = new Command('backoffice')
    .description(
      'Invest back office: tenants, invitation and reset codes, KYC decisions, client settings, ' +
        'deposit bank details, messages.\nUses DATA_DIR (PGlite) or DATABASE_URL, like the server; ' +
        'while the server runs on a PGlite directory, commands are run by the server itself.',
    )
    .exitOverride()
    .configureOutput({
      writeOut: (s) => ctx.out(s),
      writeErr: (s) => (ctx.err ?? ctx.out)(s),
    })
    .showHelpAfterError('(add --help for usage)')
    .allowExcessArguments(false);

  const tenantOption = () => new Option('--tenant <id>', 'tenant id').makeOptionMandatory();
  const clientOption = () =>
    new Option('--client <ref>', 'client id, username or mobile number').makeOptionMandatory();

  const kit: CommandKit = {
    program,
    out,
    db,
    deps,
    unitOfWork: async (fn, options) => unitOfWork(await deps(), fn, options),
    clock,
    requireClient,
    tenantOption,
    clientOption,
  };
  // issue 10: each area owns its commands; the order is the order of `--help`
  settingsCommands(kit);
  authCommands(kit);
  kycCommands(kit);
  clientCommands(kit);
  messagesCommands(kit);
  newsCommands(kit);
  securityCommands(kit);
  depositsCommands(kit);
  withdrawalsCommands(kit);
  fxCommands(kit);
  ledgerCommands(kit);
  ordersCommands(kit);

  return program;
}

function describeError(error: unknown): string {
  if (error instanceof AppError) {
    const lines = [`Error: ${error.message}`];
    // a service's message may already list the fields; do not print them twice
    for (const e of error.errors ?? []) {
      if (!error.message.includes(e.path)) lines.push(`  ${e.path}: ${e.message}`);
    }
    return `${lines.join('\n')}\n`;
  }
  if (error instanceof CliError) return `Error: ${error.message}\n`;
  return `Error: ${error instanceof Error ? error.message : String(error)}\n`;
}

/**
 * Runs the back office with `argv` (the words after `backoffice`) and answers the exit code:
 * 0 when the command did its work (or printed help), 1 otherwise with a readable message.
 */
export async function run(argv: readonly string[], ctx: CliContext): Promise<number> {
  const err = ctx.err ?? ctx.out;
  const program = buildProgram(ctx);
  if (argv.length === 0) {
    ctx.out(program.helpInformation());
    return 0;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // help and version end the parse with an exception too (exitOverride)
      return error.exitCode;
    }
    err(describeError(error));
    return 1;
  }
}

/** `run` with its output collected (the server's back-office socket answers this). */
export async function runCaptured(
  argv: readonly string[],
  ctx: Omit<CliContext, 'out' | 'err'>,
): Promise<CommandResult> {
  let stdout = '';
  let stderr = '';
  const exitCode = await run(argv, {
    ...ctx,
    out: (t) => {
      stdout += t;
    },
    err: (t) => {
      stderr += t;
    },
  });
  return { exitCode, stdout, stderr };
}
