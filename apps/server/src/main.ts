// The process entry (`pnpm start`, `pnpm --filter @invest/server start`): starts the server and
// prints where to open it and, on a fresh data directory, the demo credentials. Problems that a
// user can fix (environment, a busy data directory, a missing web build) print a readable message
// and exit 1, without a stack trace.
import { DataDirBusyError } from './cli/dataDirLock';
import { ConfigError } from './config';
import { MigrationError } from './db/migrate';
import { StartupError, startBanner, startServer } from './startServer';

try {
  const started = await startServer(process.env, { handleSignals: true });
  process.stdout.write(`${startBanner(started)}\n`);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`Invest cannot start: the environment is invalid.\n`);
    for (const problem of error.problems) process.stderr.write(`  - ${problem}\n`);
  } else if (
    error instanceof DataDirBusyError ||
    error instanceof StartupError ||
    error instanceof MigrationError
  ) {
    process.stderr.write(`Invest cannot start: ${error.message}\n`);
  } else if ((error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE') {
    process.stderr.write(
      `Invest cannot start: the port is already in use (set PORT to another port).\n`,
    );
  } else {
    process.stderr.write(`Invest cannot start:\n`);
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
}
