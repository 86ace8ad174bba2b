import { defineConfig } from 'tsup';

export default defineConfig({
  // `contract` is the wire's single definition, shared with apps/server (zod only)
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
});
