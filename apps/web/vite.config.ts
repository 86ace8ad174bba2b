import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultLocale, enabledLocales } from '@invest/domain';
import { defineConfig } from 'vite';
// @ts-expect-error: plain ESM helper
import { precompress } from '../../scripts/precompress.mjs';
// @ts-expect-error: plain ESM helper
import { pureFunctions } from '../../scripts/pure-functions.mjs';
// @ts-expect-error: plain ESM helper
import { aliases } from '../../scripts/aliases.mjs';
// @ts-expect-error: plain ESM helper
import { bootNotice } from '../../scripts/boot-notice.mjs';
// @ts-expect-error: plain ESM helper
import { fontPreload } from '../../scripts/font-preload.mjs';
// @ts-expect-error: plain ESM helper
import { racAutocompleteSplit } from '../../scripts/rac-autocomplete-split.mjs';
// @ts-expect-error: plain ESM helper
import { routePreload } from '../../scripts/route-preload.mjs';

const here = import.meta.dirname;
/** The languages the app offers, the default first (a partial translation is not offered). */
const offeredLocales = [
  defaultLocale,
  ...enabledLocales.map((l) => l.locale).filter((l) => l !== defaultLocale),
];

/** The API server the dev server forwards to (`pnpm --filter @invest/web dev`). */
const API = process.env.INVEST_API_URL ?? 'http://127.0.0.1:8787';
const API_PREFIXES = [
  '/setting',
  '/auth',
  '/client',
  '/user',
  '/identify',
  '/acc',
  '/stat',
  '/overdrawn',
  '/upload',
  '/message',
  '/geo',
  '/healthz',
  '/readyz',
  '/stock-api',
  '/watchlist',
  '/news',
];

export default defineConfig({
  // precompress: a .br and a .gz beside every compressible file of the build, which the server
  // sends by Accept-Encoding (apps/server/src/platform/webApp.ts)
  // routePreload: the current route's page and namespace chunks preloaded from <head>
  plugins: [
    // a text field's contexts without the symbol search's Autocomplete component
    racAutocompleteSplit(),
    react(),
    tailwindcss(),
    routePreload({
      srcDir: `${here}/src`,
      tsconfig: `${here}/../../tsconfig.json`,
      resourcesDir: `${here}/../../packages/i18n/src/resources`,
      // the keys apps/web and @invest/api read (TOKEN_STORAGE_KEY, LOCALE_KEY)
      tokenKey: 'invest_tokens',
      localeKey: 'invest.locale',
      fallbackLocale: defaultLocale,
      locales: offeredLocales,
    }),
    // the cookie choice's title and introduction in the first paint, in every enabled language
    bootNotice({
      resourcesDir: `${here}/../../packages/i18n/src/resources`,
      // the default first: theme-init.js starts in it when no other language matches
      locales: offeredLocales,
      fallbackLocale: defaultLocale,
    }),
    // The latin subset of the text face, the one every locale's page needs
    fontPreload({ match: /inter-latin-wght-normal/ }),
    precompress(),
  ],
  resolve: { alias: aliases },
  // a locale file is read whole (its default export, packages/i18n resources/loaders.ts): named
  // exports would write every text twice, once per key and once in the object, in each
  // namespace's chunk (about 2 kB gzip of a first visit)
  json: { namedExports: false },
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: API, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // every browser the app supports (es2022) has modulepreload: no polyfill in the entry
    modulePreload: { polyfill: false },
    // Few, well-grouped chunks instead of a waterfall of 40 small ones:
    //  - `react`: react, react-dom and the router, the same on every route and release;
    //  - `boot`: the other modules the entry imports statically ($initial), one chunk instead
    //    of a score of small shared ones;
    //  - per route: its page with what only it uses, and the shared parts it needs, the small
    //    shared parts copied into it (below).
    rolldownOptions: {
      // calls the bundler may drop when unused (the contract's schemas: a page that reads one
      // route does not load every schema and zod); the list and its rules: scripts/pure-functions.mjs
      treeshake: { manualPureFunctions: pureFunctions },
      // the entry is the app, not a library: its chunk exports only what other chunks import
      // (which inlining common chunks requires)
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // A common chunk under 64 kB is copied into each chunk that imports it rather than
          // loaded on its own: a first visit of /login loaded 50 scripts, 30 of them react-aria
          // and form parts of 1–3 kB that different pages share in different sets, each a
          // request the page's main thread issues and a module it compiles. With the copies it
          // loads 18, for a few kB more on some routes and less on others (decisions 0031 and
          // 0032). It turns on strict execution order (each module runs when first imported, in
          // source order, whichever chunk holds it).
          experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](\.pnpm[\\/])?(react|react-dom|scheduler|react-router)[@\\/]/,
              priority: 3,
            },
            { name: 'boot', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
});
