// The browser entries (`@invest/api`, `@invest/api/hooks`) read the route table of the area
// contract files but never their schemas: bundled, they must not load zod (// contract/pure.ts says how the schemas stay droppable).
import { build } from 'esbuild';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));

async function zodInputs(contents: string): Promise<string[]> {
  const result = await build({
    stdin: { contents, resolveDir: src, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    metafile: true,
    treeShaking: true,
    logLevel: 'silent',
    // the domain keeps its own zod-free check; zod itself is bundled, so that it shows
    external: ['react', 'swr', '@invest/domain'],
  });
  // what ends up in the bundle (a module read but entirely shaken off contributes no bytes)
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output?.inputs ?? {})
    .filter(([input, { bytesInOutput }]) => input.includes('zod') && bytesInOutput > 0)
    .map(([input]) => input);
}

describe('the browser entries of @invest/api bundle without zod', () => {
  it('the main entry and the hooks, every export used', async () => {
    const inputs = await zodInputs(
      "export * from './index.ts';\nexport * from './hooks/index.ts';",
    );
    expect(inputs).toEqual([]);
  }, 30_000);

  it('would notice zod: the contract drags it in', async () => {
    const inputs = await zodInputs("export { loginRequestSchema } from './contract/index.ts';");
    expect(inputs.length).toBeGreaterThan(0);
  }, 30_000);
});
