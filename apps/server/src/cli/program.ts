// The back-office commands (issue 4 point 6; spec 1: advisors and operations staff have no
// screens). Each command parses its options, calls the same services as the API (never SQL) and
// prints plain text. `run` is the whole CLI as a function: the process entry (backoffice.ts),
// the server's back-office socket and the tests all call it.
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { Kysely } from 'kysely';
import type { Clock } from '../platform/auth/tokens';
import type { Config } from '../config';
import type { Database, User } from '../db/schema';
import { AppError } from '../platform/errors';
import { findClient, setClientAttributes, type ClientAttributes } from '../areas/client/service';
import { issueResetCode, RESET_CODE_TTL_MINUTES } from '../areas/auth/codes';
import { issueInvitationCodes } from '../areas/auth/invitations';
import { decideKyc, listPendingKyc } from '../areas/kyc/service';
import { postMessage } from '../areas/messages/service';
import { listOutbox, outboxRecipient } from '../platform/outbox';
import {
  createTenant,
  setDepositBank,
  updateTenantSettings,
  type CountryInput,
  type TenantSettingsPatch,
} from '../areas/settings/service';
import type { CommandResult } from './backofficeSocket';

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

/** A problem with what the operator typed: printed as is, exit code 1. */
export class CliError extends Error {
  override readonly name = 'CliError';
}

// -- option parsers (commander calls them; InvalidArgumentError names the option) ------------

function wholeNumber(min: number, max: number) {
  return (value: string): number => {
    if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError('Not a whole number.');
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`Must be between ${min} and ${max}.`);
    return n;
  };
}

function trueFalse(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new InvalidArgumentError('Must be true or false.');
}

function commaList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function jsonObject(value: string): Record<string, unknown> {
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

function nonEmpty(what: string) {
  return (value: string): string => {
    if (value.trim() === '') throw new InvalidArgumentError(`${what} must not be empty.`);
    return value;
  };
}

// -- output helpers ------------------------------------------------------------------------------

function table(rows: string[][]): string {
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

const describeClient = (u: Pick<User, 'username' | 'id' | 'mobile_country_code' | 'mobile'>) =>
  `${u.username} (+${u.mobile_country_code} ${u.mobile}, id ${u.id})`;

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

  program
    .command('tenant:create')
    .description('Create a tenant with its settings and countries.')
    .requiredOption('--id <id>', 'tenant id: lowercase letters, digits, - and _', nonEmpty('--id'))
    .requiredOption('--name <name>', 'company / tenant name', nonEmpty('--name'))
    .option('--app-name <name>', 'app name shown to clients (default: --name)')
    .option('--currency <code>', 'default currency (ISO 4217)', 'USD')
    .option('--locales <list>', 'enabled locales, the first the default', commaList)
    .option(
      '--countries <list>',
      "ISO country codes served (default: the locales' markets)",
      commaList,
    )
    .option('--account-countries <list>', 'countries where clients hold accounts', commaList)
    .option('--cs-key <key>', 'support-chat project key')
    .option('--theme <name>', 'app theme (stand, neo, abs, edel, sc, jp, dark, light)')
    .action(
      async (o: {
        id: string;
        name: string;
        appName?: string;
        currency: string;
        locales?: string[];
        countries?: string[];
        accountCountries?: string[];
        csKey?: string;
        theme?: string;
      }) => {
        const accounts = new Set(o.accountCountries ?? []);
        let countries: CountryInput[] | undefined;
        if (o.countries) {
          countries = o.countries.map((code) => ({
            code: code.toUpperCase(),
            for_accounts: accounts.size === 0 ? undefined : accounts.has(code.toUpperCase()),
          }));
        } else if (accounts.size > 0) {
          throw new CliError('--account-countries needs --countries.');
        }
        const created = await createTenant(await db(), {
          id: o.id,
          name: o.name,
          ...(o.appName ? { appName: o.appName } : {}),
          currency: o.currency,
          ...(o.locales ? { enabledLocales: o.locales, defaultLocale: o.locales[0] } : {}),
          ...(countries ? { countries } : {}),
          ...(o.csKey !== undefined ? { csKey: o.csKey } : {}),
          ...(o.theme ? { appTemplate: o.theme as never } : {}),
        });
        out(
          `Tenant ${created.id} created: locales ${created.enabledLocales.join(', ')} ` +
            `(default ${created.defaultLocale}); countries ${created.countries.join(', ')}.`,
        );
      },
    );

  program
    .command('tenant:set')
    .description("Change a tenant's settings (only the options given).")
    .addOption(tenantOption())
    .option('--name <name>', 'company / tenant name')
    .option('--app-name <name>', 'app name shown to clients')
    .option('--co-name <name>', 'company name (company info)')
    .option('--co-address <text>', 'company address')
    .option('--icp-no <text>', 'registration number')
    .option('--cs-key <key>', 'support-chat project key (empty: no chat)')
    .option('--theme <name>', 'app theme, or "none" for the product default')
    .option('--currency <code>', 'default currency')
    .option('--locales <list>', 'enabled locales', commaList)
    .option('--default-locale <tag>', 'default locale (one of the enabled)')
    .option('--features <json>', 'feature requirements, e.g. {"ipo":{"vip":2}}', jsonObject)
    .action(async (o: Record<string, unknown> & { tenant: string }) => {
      const patch: TenantSettingsPatch = {};
      const map: Array<[string, keyof TenantSettingsPatch]> = [
        ['name', 'name'],
        ['appName', 'app_name'],
        ['coName', 'co_name'],
        ['coAddress', 'co_address'],
        ['icpNo', 'icp_no'],
        ['csKey', 'cs_key'],
        ['currency', 'currency'],
        ['locales', 'enabled_locales'],
        ['defaultLocale', 'default_locale'],
        ['features', 'features'],
      ];
      for (const [from, to] of map) {
        if (o[from] !== undefined) (patch as Record<string, unknown>)[to] = o[from];
      }
      if (typeof o.theme === 'string') {
        patch.app_template = (
          o.theme === 'none' ? null : o.theme
        ) as TenantSettingsPatch['app_template'];
      }
      if (Object.keys(patch).length === 0)
        throw new CliError('Nothing to change: give at least one option.');
      const settings = await updateTenantSettings(await db(), o.tenant, patch);
      out(
        `Tenant ${o.tenant} updated: app "${settings.app_name}", theme ${settings.app_template ?? 'default'}, ` +
          `locales ${settings.locales.map((l) => l.locale).join(', ')}, currency ${settings.default_currency}.`,
      );
    });

  program
    .command('invite')
    .description('Issue invitation codes for an advisor (clients register with them).')
    .addOption(tenantOption())
    .requiredOption(
      '--advisor <name>',
      'the advisor the new clients belong to',
      nonEmpty('--advisor'),
    )
    .option('--count <n>', 'how many codes (1-1000)', wholeNumber(1, 1000), 1)
    .option('--days <n>', 'days until the codes expire (1-3650)', wholeNumber(1, 3650), 30)
    .option('--max-uses <n>', 'registrations per code', wholeNumber(1, 100_000), 1)
    .action(
      async (o: {
        tenant: string;
        advisor: string;
        count: number;
        days: number;
        maxUses: number;
      }) => {
        const codes = await issueInvitationCodes(await deps(), {
          tenantId: o.tenant,
          advisor: o.advisor,
          count: o.count,
          ttlDays: o.days,
          maxUses: o.maxUses,
        });
        out(
          `${codes.length} invitation code${codes.length === 1 ? '' : 's'} for advisor ${o.advisor.trim()} ` +
            `in tenant ${o.tenant} (valid ${o.days} days, ${o.maxUses} use${o.maxUses === 1 ? '' : 's'} each; ` +
            `shown only now):`,
        );
        for (const code of codes) out(`  ${code}`);
      },
    );

  program
    .command('reset-code')
    .description(
      "Issue a password-reset code for a client's mobile number (spec 2: ask your advisor).",
    )
    .addOption(tenantOption())
    .requiredOption('--mobile <digits>', 'national mobile number', nonEmpty('--mobile'))
    .requiredOption(
      '--country-code <code>',
      'dialling code, e.g. 1 or +48',
      nonEmpty('--country-code'),
    )
    .option(
      '--minutes <n>',
      'minutes until the code expires (1-1440)',
      wholeNumber(1, 1440),
      RESET_CODE_TTL_MINUTES,
    )
    .action(async (o: { tenant: string; mobile: string; countryCode: string; minutes: number }) => {
      const code = await issueResetCode(await deps(), {
        tenantId: o.tenant,
        countryCode: o.countryCode,
        mobile: o.mobile,
        ttlMinutes: o.minutes,
      });
      out(
        `Reset code for +${o.countryCode.replace(/^\+/, '')} ${o.mobile} in tenant ${o.tenant} ` +
          `(valid ${o.minutes} minutes, single use): ${code}`,
      );
    });

  program
    .command('kyc:list')
    .description('List the KYC submissions waiting for a decision, oldest first.')
    .addOption(tenantOption())
    .action(async (o: { tenant: string }) => {
      const pending = await listPendingKyc(await db(), o.tenant);
      if (pending.length === 0) {
        out(`No KYC submission is waiting in tenant ${o.tenant}.`);
        return;
      }
      out(
        table([
          ['submitted', 'client', 'client id', 'full name', 'id kind', 'id number'],
          ...pending.map((p) => [
            p.submitted_at,
            p.username,
            p.user_id,
            p.full_name,
            p.id_kind,
            p.id_no_masked,
          ]),
        ]),
      );
    });

  const decide =
    (decision: 'approve' | 'reject') =>
    async (o: { tenant: string; client: string; reason?: string; by: string }) => {
      const user = await requireClient(o.tenant, o.client);
      const detail = await decideKyc(await deps(), {
        tenantId: o.tenant,
        userId: user.id,
        decision,
        decidedBy: o.by,
        ...(o.reason !== undefined ? { reason: o.reason } : {}),
      });
      out(
        decision === 'approve'
          ? `KYC of ${describeClient(user)} approved; full name now "${detail.full_name ?? ''}".`
          : `KYC of ${describeClient(user)} rejected: ${detail.reject_reason ?? ''}`,
      );
    };
  const byOption = () =>
    new Option('--by <name>', 'who decides (recorded)').default(process.env.USER ?? 'back-office');

  program
    .command('kyc:approve')
    .description("Approve a client's pending KYC submission.")
    .addOption(tenantOption())
    .addOption(clientOption())
    .addOption(byOption())
    .action(decide('approve'));

  program
    .command('kyc:reject')
    .description(
      "Reject a client's pending KYC submission; the client reads the reason and resubmits.",
    )
    .addOption(tenantOption())
    .addOption(clientOption())
    .requiredOption('--reason <text>', 'why (shown to the client)', nonEmpty('--reason'))
    .addOption(byOption())
    .action(decide('reject'));

  program
    .command('client:set')
    .description(
      "Set a client's VIP level, score, permissions, features, kyc_force, client_deposit.",
    )
    .addOption(tenantOption())
    .addOption(clientOption())
    .option('--vip <n>', 'VIP level (0-100)', wholeNumber(0, 100))
    .option('--score <n>', 'credit score (0-1000)', wholeNumber(0, 1000))
    .option(
      '--perms <list>',
      'permissions, comma-separated (replaces the list; "" clears it)',
      commaList,
    )
    .option(
      '--features <json>',
      'feature requirements, e.g. {"ipo":{"vip":2,"score":600}}',
      jsonObject,
    )
    .option('--kyc-force <bool>', 'true: the app requires KYC before use', trueFalse)
    .option('--client-deposit <bool>', 'true: the client may deposit', trueFalse)
    .action(
      async (o: {
        tenant: string;
        client: string;
        vip?: number;
        score?: number;
        perms?: string[];
        features?: Record<string, unknown>;
        kycForce?: boolean;
        clientDeposit?: boolean;
      }) => {
        const attributes: ClientAttributes = {
          ...(o.vip !== undefined ? { vip: o.vip } : {}),
          ...(o.score !== undefined ? { score: o.score } : {}),
          ...(o.perms !== undefined ? { perms: o.perms } : {}),
          ...(o.features !== undefined
            ? { features: o.features as ClientAttributes['features'] }
            : {}),
          ...(o.kycForce !== undefined ? { kyc_force: o.kycForce } : {}),
          ...(o.clientDeposit !== undefined ? { client_deposit: o.clientDeposit } : {}),
        };
        if (Object.keys(attributes).length === 0) {
          throw new CliError(
            'Nothing to change: give at least one of --vip, --score, --perms, --features, --kyc-force, --client-deposit.',
          );
        }
        const user = await requireClient(o.tenant, o.client);
        const config = await setClientAttributes(await db(), o.tenant, user.id, attributes);
        out(
          [
            `Client ${describeClient(user)} updated:`,
            `  vip ${config.vip}, score ${config.score}, kyc_force ${config.kyc_force}, client_deposit ${config.client_deposit}`,
            `  perms ${config.perms.length > 0 ? config.perms.join(', ') : '(none)'}`,
            `  features ${JSON.stringify(config.features)}`,
          ].join('\n'),
        );
      },
    );

  program
    .command('deposit-bank:set')
    .description('Set the bank details clients deposit to (shown on the deposit screen).')
    .addOption(tenantOption())
    .requiredOption('--bank-name <name>', 'bank name', nonEmpty('--bank-name'))
    .requiredOption(
      '--bank-acc <number>',
      'account number (letters, digits, spaces, dashes)',
      nonEmpty('--bank-acc'),
    )
    .requiredOption('--bank-holder <name>', 'account holder', nonEmpty('--bank-holder'))
    .option('--swift <bic>', 'SWIFT/BIC code')
    .option('--reference-note <text>', 'what clients write in the transfer reference')
    .action(
      async (o: {
        tenant: string;
        bankName: string;
        bankAcc: string;
        bankHolder: string;
        swift?: string;
        referenceNote?: string;
      }) => {
        const bank = await setDepositBank(await db(), o.tenant, {
          bank_name: o.bankName,
          bank_acc: o.bankAcc,
          bank_holder: o.bankHolder,
          ...(o.swift !== undefined ? { swift: o.swift } : {}),
          ...(o.referenceNote !== undefined ? { reference_note: o.referenceNote } : {}),
        });
        out(
          `Deposit bank of tenant ${o.tenant}: ${bank.bank_name}, ${bank.bank_acc}, ${bank.bank_holder}` +
            `${bank.swift ? `, SWIFT ${bank.swift}` : ''}.`,
        );
      },
    );

  program
    .command('message')
    .description("Post a message to a client's message centre.")
    .addOption(tenantOption())
    .addOption(clientOption())
    .requiredOption('--title <text>', 'title', nonEmpty('--title'))
    .requiredOption('--body <text>', 'text', nonEmpty('--body'))
    .action(async (o: { tenant: string; client: string; title: string; body: string }) => {
      const user = await requireClient(o.tenant, o.client);
      const posted = await postMessage(await db(), {
        tenantId: o.tenant,
        userId: user.id,
        title: o.title,
        body: o.body,
        createdAt: clock(),
      });
      out(`Message ${posted.id} posted to ${describeClient(user)}.`);
    });

  program
    .command('outbox')
    .description('Show the SMS outbox (verification codes a gateway would send), newest first.')
    .addOption(tenantOption())
    .option('--mobile <digits>', 'only this national number (with --country-code)')
    .option('--country-code <code>', 'dialling code of --mobile', '1')
    .option('--limit <n>', 'how many (1-500)', wholeNumber(1, 500), 20)
    .action(async (o: { tenant: string; mobile?: string; countryCode: string; limit: number }) => {
      const recipient =
        o.mobile === undefined ? undefined : outboxRecipient(o.countryCode, o.mobile);
      const entries = await listOutbox(await db(), {
        tenantId: o.tenant,
        ...(recipient !== undefined ? { recipient } : {}),
        limit: o.limit,
      });
      if (entries.length === 0) {
        out(`The outbox of tenant ${o.tenant} has nothing${recipient ? ` for ${recipient}` : ''}.`);
        return;
      }
      out(table(entries.map((e) => [e.created_at, e.channel, e.recipient, e.body])));
    });

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
