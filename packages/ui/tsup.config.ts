import { defineConfig } from 'tsup';
// @ts-expect-error: plain ESM helper shared with the exports script
import { components } from './scripts/components.mjs';
// @ts-expect-error: plain ESM helper
import { buildDeclarations } from '../../scripts/build-dts.mjs';

const entry: Record<string, string> = { index: 'src/index.ts' };
for (const c of components() as { name: string; entry: string }[]) entry[c.name] = c.entry;

export default defineConfig({
  entry,
  format: ['esm'],
  // declarations by `tsc --emitDeclarationOnly` (dist/types, one per module) with a
  // dist/<entry>.d.ts per entry: tsup's dts worker needed an 8 GiB heap here
  dts: false,
  onSuccess: async () => {
    buildDeclarations({ pkgDir: import.meta.dirname, outDir: 'dist/types', entries: entry });
  },
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
