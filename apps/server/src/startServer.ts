// The server process, as a function (main.ts calls it; tests call it in-process): configuration,
// storage, migrations, the demo seed on an empty database, the HTTP app with the web build, the
// back-office socket, graceful shutdown.
import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { listenBackofficeSocket, type BackofficeSocket } from './cli/backofficeSocket';
import { acquireDataDirLock, type DataDirLock } from './cli/dataDirLock';
import { runCaptured } from './cli/program';
import { loadConfig, type Config } from './config';
import { openDatabase, type OpenedDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { withStartupLock } from './db/startupLock';
import { dataDirAuthSecret, databaseAuthSecret } from './platform/authSecret';
import { installShutdown, type ShutdownHandle } from './platform/shutdown';
import type { LogStream } from './platform/logging';
import { seedDemo, type SeedResult } from './seed';

/** The web app's build inside the repository (apps/web/dist), used when it exists. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/**
 * The web build to serve: WEB_ROOT when set (it must hold index.html), otherwise apps/web/dist
 * when it has been built, otherwise none (API only).
 */
export function resolveWebRoot(
  env: Record<string, string | undefined>,
  fallback = DEFAULT_WEB_ROOT,
): string | undefined {
  const hasIndex = (dir: string) => {
    try {
      return statSync(join(dir, 'index.html')).isFile();
    } catch {
      return false;
    }
  };
  const configured = env.WEB_ROOT?.trim();
  if (configured) {
    const dir = resolve(configured);
    if (!hasIndex(dir)) {
      throw new StartupError(`WEB_ROOT: ${dir} has no index.html (build the web app first)`);
    }
    return dir;
  }
  return hasIndex(fallback) ? fallback : undefined;
}

export interface StartServerOptions {
  /** Where log lines go (stdout by default). */
  logStream?: LogStream;
  /** Install SIGTERM/SIGINT handlers (the process entry does; tests do not). */
  handleSignals?: boolean;
  /** The web build's default location (tests point it elsewhere). */
  defaultWebRoot?: string;
}

export interface StartedServer {
  app: FastifyInstance;
  config: Config;
  database: OpenedDatabase;
  /** The URL to open (a wildcard host is shown as 127.0.0.1). */
  url: string;
  /** The web build served at `/`, if any. */
  webRoot: string | undefined;
  /** What the demo seed created on this start (an empty database), for printing. */
  seeded: SeedResult | undefined;
  /** The back-office socket path (PGlite in a directory only). */
  backofficeSocket: string | undefined;
  /** Stops the server, closes the database and releases the data directory. */
  close(): Promise<void>;
}

const isMemory = (dataDir: string) => dataDir.startsWith('memory://');

/**
 * Starts the server. Throws ConfigError for a bad environment, DataDirBusyError when another
 * process owns the PGlite directory, StartupError for other start problems.
 */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
  options: StartServerOptions = {},
): Promise<StartedServer> {
  const config = loadConfig(env);
  const webRoot = resolveWebRoot(env, options.defaultWebRoot);
  const usesDataDir = config.DATABASE_URL === undefined && !isMemory(config.DATA_DIR);

  let lock: DataDirLock | undefined;
  if (usesDataDir) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    lock = acquireDataDirLock(config.DATA_DIR, 'server');
  }
  let database: OpenedDatabase | undefined;
  let socket: BackofficeSocket | undefined;
  let app: FastifyInstance | undefined;
  const cleanup = async () => {
    await socket?.close();
    await database?.destroy();
    lock?.release();
  };

  try {
    database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
    const clock = () => new Date();
    const seeded = await withStartupLock(database.db, database.kind, async (db) => {
      await migrateToLatest(db);
      // No AUTH_SECRET -> the installation's own generated secret
      if (config.AUTH_SECRET_SOURCE === 'generated') {
        if (usesDataDir) config.AUTH_SECRET = dataDirAuthSecret(config.DATA_DIR);
        else if (config.DATABASE_URL !== undefined)
          config.AUTH_SECRET = await databaseAuthSecret(db);
      }
      // An empty database gets the demo tenant and clients (      // not in production unless SEED_DEMO=true); under the start-up lock, so once
      if (!config.SEED_DEMO) return undefined;
      return seedDemo({ db, config, clock });
    });

    const opened = database;
    app = await buildApp({
      config,
      db: { ping: opened.ping },
      database: opened.db,
      webRoot,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = address !== null && typeof address === 'object' ? address.port : config.PORT;
    const shownHost = ['0.0.0.0', '::', '[::]'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
    const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;

    if (lock) {
      // through the API's database, so that its writes reach the auth cache at once
      const apiDb = app.deps.db;
      socket = await listenBackofficeSocket(config.DATA_DIR, (argv) =>
        runCaptured(argv, { db: apiDb, config, clock }),
      );
      lock.update({ url, socket: socket.path });
    }

    const running = app;
    let shutdown: ShutdownHandle | undefined;
    if (options.handleSignals) {
      shutdown = installShutdown({ app: running, cleanup });
    }
    let closed: Promise<void> | undefined;
    return {
      app: running,
      config,
      database: opened,
      url,
      webRoot,
      seeded,
      backofficeSocket: socket?.path,
      close() {
        closed ??= shutdown
          ? shutdown.shutdown('close')
          : (async () => {
              await running.close();
              await cleanup();
            })();
        return closed;
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await cleanup().catch(() => {});
    throw error;
  }
}

/** The lines `pnpm start` prints once the server listens. */
export function startBanner(started: Pick<StartedServer, 'url' | 'webRoot' | 'seeded'>): string {
  const lines = [''];
  lines.push(`Invest is running: open ${started.url}`);
  if (!started.webRoot) {
    lines.push(
      `  (API only: no web build found; build apps/web or set WEB_ROOT. API docs: ${started.url}/docs)`,
    );
  }
  const seed = started.seeded;
  if (seed) {
    lines.push('', `Demo data created (tenant "${seed.tenantId}", ${seed.appName}):`);
    for (const client of seed.clients) {
      lines.push(
        `  ${client.label}: username ${client.username} (mobile +${client.countryCode} ${client.mobile}), password ${client.password}`,
      );
    }
    lines.push(
      `  Advisor invitation code (advisor "${seed.advisor}", valid ${seed.invitationDays} days): ${seed.invitationCode}`,
    );
    for (const pac of seed.pacCodes) {
      lines.push(
        `  Demo client's PAC code for ${pac.label} (valid ${seed.pacCodeDays} days): ${pac.code}`,
      );
    }
  } else {
    lines.push('  (existing data: the demo credentials were printed on the first start)');
  }
  lines.push(
    '',
    'Back office: pnpm --filter @invest/server backoffice --help (works while the server runs)',
    'Stop: Ctrl+C',
    '',
  );
  return lines.join('\n');
}
