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
          // A worker's files share their modules (see the server project): 107 s → 64 s on a
          // 2-core machine. A test that stubs a global or an environment variable gets it back
          // after each test, so no file sees another's stubs.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
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
          // A worker's files share their modules: every server test builds its own app over its
          // own database and passes its clock and config in, and nothing a module holds outlives
          // an app (eslint forbids module mocks, stubbed globals and fake timers here). Loading
          // the server's modules once a worker rather than once a file: the orders and products
          // suites 103 s → 55 s on a 2-core machine, the whole project 354 s (import 24 s) where
          // the last CI run took 687 s (import 302 s).
          isolate: false,
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
          // Two journey files at once, each with its own server, database and Chromium: a
          // journey waits on the browser for most of its time. 680 s one file at a time in the
          // last CI run, 399 s two at a time on the same 2-core machine, with the axe pass (the
          // longest file) one file per theme so that it does not end the run alone. The
          // files share the harness's modules, which hold nothing of a server.
          maxWorkers: 2,
          isolate: false,
          // a page waited for (a theme applied, a figure updated) after a navigation: a second
          // under a loaded machine is not enough; a poll still ends as soon as it holds
          expect: { poll: { timeout: 15_000 } },
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
          // Story files share one page and its modules: each story renders from scratch under
          // the preview's decorator, which sets the theme, locale and providers every time.
          // Loading the preview once a worker rather than once a file: ten view files 87 s → 58 s
          // on a 2-core machine, the whole project 355 s (setup 28 s) where the last CI run took
          // 731 s (setup 374 s).
          isolate: false,
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
