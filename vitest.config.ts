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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
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
