import { defineConfig } from 'tsup';
// @ts-expect-error: plain ESM helper shared with the exports script
import { components } from './scripts/components.mjs';

const entry: Record<string, string> = { index: 'src/index.ts' };
for (const c of components() as { name: string; entry: string }[]) entry[c.name] = c.entry;

export default defineConfig({
  entry,
  format: ['esm'],
  dts: true,
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
