import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// @ts-expect-error: plain ESM helpers
import { aliases } from './scripts/aliases.mjs';
// @ts-expect-error: plain ESM helpers
import { chromeArgs, chromePath } from './scripts/chromium.mjs';

export default defineConfig({
  // a separate cache per concurrent run (VITE_CACHE_DIR) keeps parallel runs from clashing
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  resolve: { alias: aliases },
  test: {
    // The rule layer keeps branch coverage at 95 % or more (pnpm test:unit prints it)
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // two files at once (see the server project): 83 s under a load of 6, where one took 108 s alone
          maxWorkers: 2,
          // one migrated database per run, copied by the tests that open databases
          globalSetup: ['apps/server/src/testing/globalSetup.ts'],
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // real servers: the integration project below
          exclude: ['**/node_modules/**', '**/*.integration.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          // tests of a package that start the real server
          name: 'integration',
          // one migrated database per run, copied by the tests that open databases
          globalSetup: ['apps/server/src/testing/globalSetup.ts'],
          environment: 'node',
          include: ['packages/*/src/**/*.integration.test.{ts,tsx}'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // real HTTP and a real database (PGlite; PostgreSQL too when DATABASE_URL is set)
          name: 'server',
          // one migrated database per run, copied by the tests that open databases
          globalSetup: ['apps/server/src/testing/globalSetup.ts'],
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          // Vitest's default is one worker fewer than the cores: one on the 2-core machines CI
          // runs on. Two: a server test waits on its database and its HTTP round trips for much
          // of its time, which the other worker's test fills.
          maxWorkers: 2,
          // *.postgres.test.ts need a PostgreSQL server (a process killed and restarted on one
          // database): collected only when DATABASE_URL is set (.ci/run sets it), never skipped
          exclude: process.env.DATABASE_URL ? [] : ['apps/server/src/**/*.postgres.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Journeys through the built web app and a freshly seeded server, in Chromium
          name: 'e2e',
          // one migrated database per run, copied by the tests that open databases
          globalSetup: ['apps/server/src/testing/globalSetup.ts'],
          environment: 'node',
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [tailwindcss(), storybookTest({ configDir: '.storybook' })],
        optimizeDeps: {
          include: ['react', 'react-dom', 'react-dom/client'],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // two story files at once (see the server project): a story's play function waits on
          // the browser, its timers and its announcements for much of its time
          maxWorkers: 2,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromePath, args: chromeArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
