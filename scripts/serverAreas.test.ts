// The server's areas by convention (apps/server/src/areas/README.md): the generated list of
// areas matches the folders, every area has a public index.ts, and the areas' import graph has
// no cycle (an area that needs another's piece and is needed by it means the piece belongs in
// platform/ or in one of the two).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helpers
import { areaNames, areasDir, registryFile, registrySource } from './server-areas.mjs';

/** Test files and test fixtures may share helpers across areas; they are not the product. */
const isTestCode = (file: string) => /\.test\.ts$|\/test[A-Z]\w*\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !isTestCode(path) ? [path] : [];
  });
}

/** area -> the areas its product code imports, each with one file that shows it. */
function areaGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const name of areaNames() as string[]) {
    const edges = new Map<string, string>();
    graph.set(name, edges);
    for (const file of sourceFiles(join(areasDir, name))) {
      const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
      for (const { fileName } of imports) {
        if (!fileName.startsWith('.')) continue;
        const target = relative(areasDir, resolve(dirname(file), fileName)).split('/')[0];
        if (target && target !== name && !target.startsWith('..') && target !== fileName) {
          edges.set(target, relative(areasDir, file));
        }
      }
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the path of areas that closes it. */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (node: string, path: string[]) => {
    state.set(node, 'open');
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), node, next]);
      else if (!state.has(next)) walk(next, [...path, node]);
    }
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) walk(node, []);
  return found.map((c) => [...new Set(c.slice(0, -1))].concat(c.at(-1) ?? []));
}

describe('server areas by convention', () => {
  it('lists exactly the area folders in areas/registry.ts (pnpm areas:generate)', async () => {
    expect(readFileSync(registryFile, 'utf8')).toBe(await registrySource());
  });

  it('gives every area folder a public index.ts', () => {
    const folders = readdirSync(areasDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(areaNames()).toEqual(folders);
  });

  it('has no import cycle between areas', () => {
    const graph = areaGraph();
    const described = cycles(graph).map((cycle) =>
      cycle
        .slice(1)
        .map((to, i) => `${cycle[i]} -> ${to} (${graph.get(cycle[i] ?? '')?.get(to)})`)
        .join(', '),
    );
    expect(described).toEqual([]);
  });
});
