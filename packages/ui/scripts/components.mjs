// The public components: one folder with an index.ts per component under each layer.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const layers = ['primitives', 'forms', 'patterns', 'views'];

/** @returns {{ name: string, layer: string, entry: string }[]} */
export function components() {
  return layers.flatMap((layer) => {
    const dir = join(root, 'src', layer);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.ts')))
      .map((d) => ({ name: d.name, layer, entry: `src/${layer}/${d.name}/index.ts` }))
      .sort((a, b) => a.name.localeCompare(b.name));
  });
}
