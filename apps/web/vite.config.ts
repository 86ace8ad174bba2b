import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error: plain ESM helper
import { aliases } from '../../scripts/aliases.mjs';

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
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
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
    // route-level splitting: react and the router are one long-lived chunk
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/node_modules\/(\.pnpm\/)?(react|react-dom|scheduler|react-router)[@/]/.test(id)) {
            return 'react';
          }
          return undefined;
        },
      },
    },
  },
});
