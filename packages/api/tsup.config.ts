import { defineConfig } from 'tsup';

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
});
