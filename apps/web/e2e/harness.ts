// End-to-end harness: the built web app (apps/web/dist) served by the real
// server over a freshly seeded database, driven by playwright-core in Debian's Chromium.
// The server runs in this process so that the back-office CLI can act on the same database
// (PGlite has a single owner) exactly as an advisor would: through `runBackoffice`.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// @ts-expect-error: plain ESM helper
import { chromeArgs, chromePath } from '../../../scripts/chromium.mjs';
import { buildApp } from '../../server/src/app';
import { run as runCli } from '../../server/src/cli/program';
import { loadConfig } from '../../server/src/config';
import { openMigratedTestDatabase, type TestDatabase } from '../../server/src/db/test-support';
import { seedDemo, type SeedResult } from '../../server/src/seed';
import type { FastifyInstance } from 'fastify';

const here = dirname(fileURLToPath(import.meta.url));
export const WEB_ROOT = join(here, '..', 'dist');

export interface E2E {
  url: string;
  app: FastifyInstance;
  db: TestDatabase;
  browser: Browser;
  /** Moves the server clock (expire tokens). */
  advanceClock(ms: number): void;
  /** Runs a back-office command on the server's database; answers its printed output. */
  backoffice(argv: string[]): Promise<string>;
  seeded: SeedResult;
  newPage(options?: {
    width?: number;
    height?: number;
    locale?: string;
    bypassCSP?: boolean;
    /** A phone: touch events, a mobile viewport meta (the touch journey). */
    isMobile?: boolean;
    hasTouch?: boolean;
  }): Promise<{
    context: BrowserContext;
    page: Page;
  }>;
  close(): Promise<void>;
}

/**
 * A Tuesday at 10:00 in New York: with `startE2E({ marketTime })` the simulator's clock starts
 * there (MARKET_TIME, areas/market/clock.ts), so a journey that watches live prices move meets an
 * open US session whatever the day the suite runs on.
 */
export const US_SESSION_OPEN = '2026-11-24T15:00:00.000Z';

export async function startE2E(options: { marketTime?: string } = {}): Promise<E2E> {
  if (!existsSync(join(WEB_ROOT, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `pnpm --filter @invest/web build` first');
  }
  const db = await openMigratedTestDatabase('pglite');
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...(options.marketTime ? { MARKET_TIME: options.marketTime } : {}),
  });
  const seeded = await seedDemo({ db: db.db, config, clock });
  if (!seeded) throw new Error('the fresh database was not seeded');
  const app = await buildApp({
    config,
    db: { ping: db.ping },
    database: db.db,
    clock,
    webRoot: WEB_ROOT,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  return {
    url,
    app,
    db,
    browser,
    seeded,
    advanceClock: (ms) => {
      offset += ms;
    },
    async backoffice(argv) {
      const lines: string[] = [];
      const code = await runCli(argv, {
        // through the server's database, as the back-office socket does
        db: app.deps.db,
        out: (text: string) => void lines.push(text),
        clock,
      });
      if (code !== 0) throw new Error(`backoffice ${argv.join(' ')} failed:\n${lines.join('\n')}`);
      return lines.join('');
    },
    async newPage({
      width = 1280,
      height = 800,
      locale = 'en-US',
      bypassCSP = false,
      isMobile = false,
      hasTouch = false,
    } = {}) {
      const context = await browser.newContext({
        baseURL: url,
        bypassCSP,
        viewport: { width, height },
        isMobile,
        hasTouch,
        locale,
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      await app.close();
      await db.cleanup();
    },
  };
}
