// The browser entries (`@invest/api`, `@invest/api/hooks`) read the route table of the area
// contract files but never their schemas: bundled as the web app bundles them, with the pure
// functions its bundler is told of (scripts/pure-functions.mjs; contract/wireSchema.ts says
// why), they must not load zod.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper
import { pureCalls, pureFunctions } from '../../../scripts/pure-functions.mjs';

const src = dirname(fileURLToPath(import.meta.url));
const ENTRY = 'virtual:browser-entries';

async function zodInputs(contents: string): Promise<string[]> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root: src,
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) => (id === ENTRY ? contents.replaceAll("'./", `'${src}/`) : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: ENTRY,
        // an app build drops an entry's exports; here every export counts as used
        preserveEntrySignatures: 'strict',
        // the domain keeps its own zod-free check; zod itself is bundled, so that it shows
        external: ['react', 'swr', /^@invest\/domain/],
        treeshake: { manualPureFunctions: pureFunctions },
      },
    },
  })) as Rolldown.RolldownOutput;
  // what ends up in the bundle (a module read but entirely shaken off contributes no bytes)
  return out.output
    .flatMap((o) => (o.type === 'chunk' ? Object.entries(o.modules) : []))
    .filter(([id, { renderedLength }]) => id.includes('zod') && renderedLength > 0)
    .map(([id]) => id);
}

describe('the browser entries of @invest/api bundle without zod', () => {
  it('the main entry and the hooks, every export used', async () => {
    const inputs = await zodInputs(
      "export * from './index.ts';\nexport * from './hooks/index.ts';",
    );
    expect(inputs).toEqual([]);
  }, 60_000);

  it('would notice zod: the contract drags it in', async () => {
    const inputs = await zodInputs("export { loginRequestSchema } from './contract/index.ts';");
    expect(inputs.length).toBeGreaterThan(0);
  }, 60_000);

  it('built by esbuild as the published files are (tsup with the pure-calls plugin), the same', async () => {
    const result = await esbuild({
      stdin: {
        contents: "export * from './index.ts';\nexport * from './hooks/index.ts';",
        resolveDir: src,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      metafile: true,
      logLevel: 'silent',
      external: ['react', 'swr', '@invest/domain'],
      plugins: [pureCalls()],
    });
    const [output] = Object.values(result.metafile.outputs);
    const zod = Object.entries(output?.inputs ?? {}).filter(
      ([input, { bytesInOutput }]) => input.includes('zod') && bytesInOutput > 0,
    );
    expect(zod).toEqual([]);
  }, 60_000);
});
