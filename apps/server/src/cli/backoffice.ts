// The back-office process: `pnpm --filter @invest/server backoffice <command> [options]`.
// It opens the server's database (DATA_DIR or DATABASE_URL, validated like the server's),
// applies pending migrations and runs one command. A PGlite directory has one owner: when the
// server holds it, the command is sent to the server's back-office socket and runs there; when
// another back-office command holds it, this one stops with a message.
import { mkdirSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { forwardCommand } from './backofficeSocket';
import {
  acquireDataDirLock,
  DataDirBusyError,
  lockHolder,
  type DataDirLock,
  type LockHolder,
} from './dataDirLock';
import { run } from './program';

const argv = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'));
const write = (stream: NodeJS.WriteStream) => (text: string) => void stream.write(text);
const out = write(process.stdout);
const err = write(process.stderr);

function wantsHelpOnly(args: readonly string[]): boolean {
  return args.length === 0 || args.includes('--help') || args.includes('-h') || args[0] === 'help';
}

async function forward(holder: LockHolder): Promise<number> {
  if (!holder.socket) {
    err(
      `The Invest server (pid ${holder.pid}) holds the data directory but has no back-office ` +
        `socket yet; try again in a moment.\n`,
    );
    return 1;
  }
  err(`(the server, pid ${holder.pid}, runs this command on its database)\n`);
  const result = await forwardCommand(holder.socket, argv);
  out(result.stdout);
  err(result.stderr);
  return result.exitCode;
}

async function main(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    err('The environment is invalid:\n');
    for (const p of error.problems) err(`  - ${p}\n`);
    return 1;
  }
  const usesDataDir = config.DATABASE_URL === undefined && !config.DATA_DIR.startsWith('memory://');

  if (wantsHelpOnly(argv)) {
    return run(argv, {
      db: () => Promise.reject(new Error('help needs no database')),
      out,
      err,
      config,
    });
  }

  let lock: DataDirLock | undefined;
  if (usesDataDir) {
    const holder = lockHolder(config.DATA_DIR);
    if (holder?.role === 'server') return forward(holder);
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      lock = acquireDataDirLock(config.DATA_DIR, 'backoffice');
    } catch (error) {
      if (error instanceof DataDirBusyError) {
        if (error.holder.role === 'server') return forward(error.holder);
        err(`${error.message}\n`);
        return 1;
      }
      throw error;
    }
  }
  let database: OpenedDatabase | undefined;
  try {
    database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
    await migrateToLatest(database.db);
    return await run(argv, { db: database.db, out, err, config });
  } finally {
    await database?.destroy();
    lock?.release();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  err(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
