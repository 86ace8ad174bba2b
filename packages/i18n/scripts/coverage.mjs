#!/usr/bin/env node
// Translation coverage per locale and namespace, read straight from the JSON resources (no
// build). A key counts as translated when the locale has it, or any plural form of it
// (i18next `_one`, `_few`, ...). The total is the en-US keys, plural forms folded into one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const resourcesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'resources');
const source = 'en-US';
const PLURAL = /_(?:ordinal_)?(?:zero|one|two|few|many|other)$/;

/** Dotted leaf keys of a JSON resource, plural forms folded. */
function keys(tree, prefix = '', out = new Set()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') keys(value, path, out);
    else out.add(path.replace(PLURAL, ''));
  }
  return out;
}

function read(lng, ns) {
  const file = join(resourcesDir, lng, `${ns}.json`);
  return existsSync(file) ? keys(JSON.parse(readFileSync(file, 'utf8'))) : new Set();
}

const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

const namespaces = readdirSync(join(resourcesDir, source))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
const locales = [
  source,
  ...dirs(resourcesDir)
    .filter((d) => d !== source)
    .sort(),
];
const totals = new Map(namespaces.map((ns) => [ns, read(source, ns)]));

const percent = (done, all) => (all === 0 ? 100 : (done / all) * 100);
const cell = (done, all) => `${done}/${all} ${percent(done, all).toFixed(1).padStart(5)}%`;

const header = ['locale', ...namespaces, 'total'];
const rows = locales.map((lng) => {
  let done = 0;
  let all = 0;
  const cells = namespaces.map((ns) => {
    const wanted = totals.get(ns);
    const own = read(lng, ns);
    const translated = [...wanted].filter((k) => own.has(k)).length;
    done += translated;
    all += wanted.size;
    return cell(translated, wanted.size);
  });
  return [lng, ...cells, cell(done, all)];
});

const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
