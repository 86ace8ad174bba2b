import { defineConfig } from 'tsup';
// @ts-expect-error: plain ESM helper
import { pureCalls } from '../../scripts/pure-functions.mjs';

export default defineConfig({
  // `.`: client, profiles, session (no React, no zod at run time);
  // `hooks`: the React/SWR part; `contract`: the wire's single definition, shared with
  // apps/server (zod only)
  entry: { index: 'src/index.ts', hooks: 'src/hooks/index.ts', contract: 'src/contract/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  external: ['react', 'swr', 'zod', '@invest/domain'],
  // the contract's schema calls marked pure in the published files, as the web build declares
  // them (scripts/pure-functions.mjs): a consumer's bundler then drops the schemas, and zod, from
  // the main entry and the hooks
  esbuildPlugins: [pureCalls()],
});
