// ESLint rule `invest/area-boundaries`: the server's areas talk through each other's public
// index.ts only (ARCHITECTURE.md 'The server'; apps/server/src/areas/README.md). An import that
// resolves into another area's folder must name the folder (its index), not a file inside it;
// test code may share another area's test fixtures (test*.ts files); the platform, the database
// layer and the other shared parts sit below the areas and import none.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = join(root, 'apps/server/src');
const areasDir = join(serverSrc, 'areas');

/** Parts of the server that areas build on: none of them may import an area. */
const BELOW_AREAS = ['platform', 'db', 'testing'];

const isTestCode = (file) => /\.test\.ts$|[\\/]test[A-Z]\w*\.ts$/.test(file);

function check(context, node) {
  const spec = node.source?.value;
  if (typeof spec !== 'string' || !spec.startsWith('.')) return;
  const file = context.filename;
  const target = relative(areasDir, resolve(dirname(file), spec)).split(sep);
  if (target[0] === '..' || target[0] === '') return; // outside the areas
  const [area, ...inside] = target;
  const fromArea = relative(areasDir, file).split(sep);
  const own = fromArea.length > 1 && fromArea[0] !== '..' ? fromArea[0] : undefined;
  const fromPart = relative(serverSrc, file).split(sep)[0];
  if (BELOW_AREAS.includes(fromPart) && !isTestCode(file)) {
    context.report({
      node: node.source,
      message: `${fromPart}/ sits below the areas and imports none of them (areas/README.md).`,
    });
    return;
  }
  if (area === own || inside.length === 0) return; // its own files, or another area's index
  if (inside.length === 1 && inside[0] === 'index') return;
  if (inside.length === 1 && /^test[A-Z]/.test(inside[0]) && isTestCode(file)) return;
  const index = relative(dirname(file), join(areasDir, area)).split(sep).join('/');
  context.report({
    node: node.source,
    message: `Import the ${area} area through its index ('${index.startsWith('.') ? index : `./${index}`}'), not its internals: areas talk through their public index.ts (areas/README.md).`,
  });
}

export const areaBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Refuses imports of another server area's internals." },
    schema: [],
  },
  create(context) {
    const visit = (node) => check(context, node);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};
