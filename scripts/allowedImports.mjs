// ESLint rule `invest/allowed-imports`: the dependency rule of ARCHITECTURE.md as an allow-list.
// A file of a workspace package imports only
//   - files of its own package (a relative import never leaves the package's folder),
//   - the workspace packages its row of ALLOWED_WORKSPACE_IMPORTS names (depRules.mjs), and
//   - the npm packages its package.json depends on (dependencies, peerDependencies),
// so that ui or api reaching into apps/server, a package importing one it sits beside or above,
// and a dependency missing from package.json all fail. Tests, stories and scripts use the
// workspace's development tools and are not checked here.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtins = new Set(builtinModules);

/** The npm package an import names: '@scope/name' or 'name' ('react-dom/client' -> 'react-dom'). */
export const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

const manifests = new Map();
function dependenciesOf(dir) {
  if (!manifests.has(dir)) {
    const file = join(root, dir, 'package.json');
    const json = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    manifests.set(dir, new Set(Object.keys({ ...json.dependencies, ...json.peerDependencies })));
  }
  return manifests.get(dir);
}

/** The rule, for the table of workspace imports each package may make. */
export function allowedImportsRule(allowed) {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Imports only what ARCHITECTURE.md and package.json allow.' },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      const pkg = Object.keys(allowed).find((dir) => file.startsWith(join(root, dir) + sep));
      if (!pkg) return {};
      const own = join(root, pkg);
      const check = (node) => {
        const spec = node.source?.value;
        if (typeof spec !== 'string') return;
        const report = (message) => context.report({ node: node.source, message });
        if (spec.startsWith('.')) {
          if (relative(own, resolve(dirname(file), spec)).startsWith('..')) {
            report(
              `${pkg} imports only its own files: '${spec}' leaves the package (ARCHITECTURE.md: Dependency rule).`,
            );
          }
          return;
        }
        if (spec.startsWith('@invest/')) {
          const ok = allowed[pkg].some((a) => spec === a || spec.startsWith(`${a}/`));
          if (!ok) {
            const list = allowed[pkg].length ? allowed[pkg].join(', ') : 'no workspace package';
            report(`${pkg} may import ${list}, not '${spec}' (ARCHITECTURE.md: Dependency rule).`);
          } else if (!dependenciesOf(pkg).has(packageOf(spec))) {
            report(`'${packageOf(spec)}' is missing from ${pkg}/package.json dependencies.`);
          }
          return;
        }
        const name = packageOf(spec);
        if (spec.startsWith('node:') || builtins.has(name)) {
          if (!dependenciesOf(pkg).has('@types/node') && !pkg.startsWith('apps/server')) {
            report(`${pkg} runs in the browser: no Node built-in ('${spec}').`);
          }
          return;
        }
        if (!dependenciesOf(pkg).has(name)) {
          report(`'${name}' is not a dependency of ${pkg} (add it to ${pkg}/package.json).`);
        }
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}
