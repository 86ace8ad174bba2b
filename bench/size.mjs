// Bundle-size figures for @invest/ui: the gzipped JS of importing each component
// alone from the built package, next to the react-aria-components parts it wraps bundled the same
// way (esbuild, minified, production, gzip -9; react and react-dom external), and the ratio.
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { components, root as uiRoot } from '../packages/ui/scripts/components.mjs';

const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
/** The react-aria family: what a primitive wraps. */
const ARIA =
  /^(react-aria-components|react-aria|react-stately|@react-aria\/|@react-stately\/|@internationalized\/)/;
const work = mkdtempSync(join(tmpdir(), 'invest-bench-'));
let n = 0;

async function bundle(source, { external = REACT, minify = true } = {}) {
  const file = join(work, `entry-${n++}.mjs`);
  writeFileSync(file, source);
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    minify,
    treeShaking: true,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    external,
    nodePaths: [join(uiRoot, 'node_modules')],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** The react-aria imports that survive tree-shaking of an entry: the floor it stands on. */
async function ariaImports(source) {
  const text = await bundle(source, {
    external: [
      ...REACT,
      '@internationalized/*',
      'react-aria*',
      'react-stately*',
      '@react-aria/*',
      '@react-stately/*',
    ],
    minify: false,
  });
  const names = new Map();
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const [, list, from] = m;
    if (!ARIA.test(from)) continue;
    const set = names.get(from) ?? new Set();
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) set.add(name);
    }
    names.set(from, set);
  }
  return names;
}

const floorSource = (names) =>
  [...names]
    .map(
      ([from, set], i) =>
        `export { ${[...set].map((s) => `${s} as _${i}_${s}`).join(', ')} } from '${from}';`,
    )
    .join('\n');

async function measure(label, specifier) {
  const source = `export * from '${specifier}';`;
  const own = gz(await bundle(source));
  const names = await ariaImports(source);
  const floor = names.size ? gz(await bundle(floorSource(names))) : 0;
  const parts = [...names.values()].reduce((a, s) => a + s.size, 0);
  return { label, own, floor, ratio: floor ? own / floor : null, parts };
}

export async function sizeTable() {
  const rows = [];
  for (const c of components())
    rows.push(await measure(c.name, join(uiRoot, 'dist', `${c.name}.js`)));
  const all = await measure('whole set (index)', join(uiRoot, 'dist', 'index.js'));
  return { rows, all };
}

const kb = (b) => (b / 1024).toFixed(1).padStart(7);
export function printSizeTable({ rows, all }) {
  const PRIMITIVE = 1.15;
  const SET = 1.1;
  const NO_ARIA_KB = 2; // a primitive that wraps no react-aria part is judged by its own size
  console.log(
    '\n@invest/ui bundle size (esbuild, minified, gzip -9; react and react-dom excluded)',
  );
  console.log('component              own kB   RAC floor kB   ratio   goal');
  const line = (r, goal) => {
    const ratio = r.ratio == null ? '   n/a' : r.ratio.toFixed(2).padStart(6);
    const verdict =
      r.ratio == null
        ? r.own <= NO_ARIA_KB * 1024
          ? `no RAC part, ≤ ${NO_ARIA_KB} kB ok`
          : `no RAC part, > ${NO_ARIA_KB} kB OVER`
        : r.ratio <= goal
          ? `≤ ${goal} ok`
          : `> ${goal} OVER`;
    console.log(`${r.label.padEnd(20)} ${kb(r.own)}   ${kb(r.floor)}       ${ratio}   ${verdict}`);
  };
  for (const r of rows) line(r, PRIMITIVE);
  line(all, SET);
  const over = rows
    .filter((r) => (r.ratio == null ? r.own > NO_ARIA_KB * 1024 : r.ratio > PRIMITIVE))
    .map((r) => r.label);
  console.log(over.length ? `over budget: ${over.join(', ')}` : 'every primitive within budget');
}
