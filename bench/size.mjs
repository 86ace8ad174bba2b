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

async function measure(label, specifiers) {
  // several entries as one bundle: each as a namespace, so equal export names do not collide
  const source = specifiers.map((s, i) => `export * as _${i} from '${s}';`).join('\n');
  const own = gz(await bundle(source));
  const names = await ariaImports(source);
  const floor = names.size ? gz(await bundle(floorSource(names))) : 0;
  const parts = [...names.values()].reduce((a, s) => a + s.size, 0);
  return { label, own, floor, ratio: floor ? own / floor : null, parts };
}

const dist = (name) => join(uiRoot, 'dist', `${name}.js`);

/**
 * Each component alone, then the budget's set: every primitive in one bundle against the
 * react-aria parts they use together (a partner's app takes the primitives, and the class merger
 * they share is counted once). Forms, patterns and views are measured for information only: they
 * compose primitives and are not held to the primitive goal. The whole index is printed beside.
 */
export async function sizeTable() {
  const rows = [];
  for (const c of components())
    rows.push({ ...(await measure(c.name, [dist(c.name)])), layer: c.layer });
  const primitives = components().filter((c) => c.layer === 'primitives');
  const set = await measure(
    'set of primitives',
    primitives.map((c) => dist(c.name)),
  );
  const index = await measure('whole index', [dist('index')]);
  return { rows, set, index };
}

const kb = (b) => (b / 1024).toFixed(1).padStart(7);
export function printSizeTable({ rows, set, index }) {
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
      goal == null
        ? 'for information'
        : r.ratio == null
          ? r.own <= NO_ARIA_KB * 1024
            ? `no RAC part, ≤ ${NO_ARIA_KB} kB ok`
            : `no RAC part, > ${NO_ARIA_KB} kB OVER`
          : r.ratio <= goal
            ? `≤ ${goal} ok`
            : `> ${goal} OVER`;
    console.log(`${r.label.padEnd(20)} ${kb(r.own)}   ${kb(r.floor)}       ${ratio}   ${verdict}`);
  };
  const primitives = rows.filter((r) => r.layer === 'primitives');
  for (const r of primitives) line(r, PRIMITIVE);
  line(set, SET);
  console.log('forms, patterns and views: for information, not judged against the primitive goal');
  for (const r of rows.filter((r) => r.layer !== 'primitives')) line(r, null);
  line(index, null);
  const over = primitives
    .filter((r) => (r.ratio == null ? r.own > NO_ARIA_KB * 1024 : r.ratio > PRIMITIVE))
    .map((r) => r.label);
  if (set.ratio > SET) over.push(set.label);
  console.log(
    over.length ? `over budget: ${over.join(', ')}` : 'every primitive and their set within budget',
  );
}
