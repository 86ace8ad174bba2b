// Codemod: rewrites `import { … } from '@invest/ui'` in apps/web to the per-component
// entries (`@invest/ui/LoginView`), so that a lazily loaded part of the app takes its components
// with it instead of leaning on the barrel. Names only the barrel exports (InvestProvider, useT,
// useLocale) stay on '@invest/ui'. Usage: node scripts/ui-subpaths.mjs [dir] (default apps/web/src).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { components, root as uiRoot } from '../packages/ui/scripts/components.mjs';

/** name exported by a component entry -> the entry's name */
const owner = new Map();
for (const c of components()) {
  const text = readFileSync(join(uiRoot, c.entry), 'utf8');
  for (const block of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const spec of block[1].split(',')) {
      const name = spec
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) owner.set(name, c.name);
    }
  }
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@invest\/ui';?\n/g;

function rewrite(source) {
  return source.replace(IMPORT, (whole, typeOnly, list) => {
    const groups = new Map();
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const name = spec
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      const target = owner.has(name) ? `@invest/ui/${owner.get(name)}` : '@invest/ui';
      if (!groups.has(target)) groups.set(target, []);
      groups.get(target).push(spec);
    }
    return [...groups]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([from, specs]) => `import ${typeOnly ?? ''}{ ${specs.join(', ')} } from '${from}';\n`)
      .join('');
  });
}

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (/\.tsx?$/.test(entry.name)) {
      const before = readFileSync(path, 'utf8');
      const after = rewrite(before);
      if (after !== before) {
        writeFileSync(path, after);
        console.log(`rewrote ${path}`);
      }
    }
  }
}

walk(process.argv[2] ?? 'apps/web/src');
