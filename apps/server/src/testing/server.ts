// Test helper: the real app on a real port, log lines captured.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions, type DbHealth } from '../app';
import { loadConfig, type Config } from '../config';

export interface RunningApp {
  app: FastifyInstance;
  url: string;
  /** Raw pino lines written so far. */
  logs: string[];
  close: () => Promise<void>;
}

export const okDb: DbHealth = { ping: async () => {} };

export async function startApp(
  options: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    db?: DbHealth;
    routes?: BuildAppOptions['routes'];
  } = {},
): Promise<RunningApp> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...options.env }),
    ...options.config,
  };
  const logs: string[] = [];
  const app = await buildApp({
    config,
    db: options.db ?? okDb,
    logStream: { write: (line) => void logs.push(line) },
    routes: options.routes,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return { app, url: `http://127.0.0.1:${address.port}`, logs, close: () => app.close() };
}
