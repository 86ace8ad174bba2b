import { defineConfig } from 'tsup';
// @ts-expect-error: plain ESM helper
import { buildDeclarations } from '../../scripts/build-dts.mjs';
// @ts-expect-error: plain ESM helper
import { perModule } from '../../scripts/esbuild-per-module.mjs';

export default defineConfig({
  // one output per module (dist mirrors src), so a consumer importing one helper gets that
  // module and what it imports, never zod unless it uses a schema
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  bundle: true,
  splitting: false,
  esbuildPlugins: [perModule],
  dts: false,
  onSuccess: async () => {
    buildDeclarations({ pkgDir: import.meta.dirname, outDir: 'dist' });
  },
  clean: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
});
