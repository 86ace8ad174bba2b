// Workspace packages resolve to their sources in Storybook and Vitest, so that a change shows
// without a rebuild. Exact matches only: subpaths such as '@invest/tokens/tokens.css' still
// resolve through the package's exports (built files).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { components } from '../packages/ui/scripts/components.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = (pkg, file = 'index.ts') => join(root, 'packages', pkg, 'src', file);

export const aliases = [
  { find: /^@invest\/tokens$/, replacement: src('tokens') },
  { find: /^@invest\/domain$/, replacement: src('domain') },
  { find: /^@invest\/i18n$/, replacement: src('i18n') },
  { find: /^@invest\/api$/, replacement: src('api') },
  { find: /^@invest\/api\/contract$/, replacement: src('api', 'contract/index.ts') },
  { find: /^@invest\/api\/hooks$/, replacement: src('api', 'hooks/index.ts') },
  { find: /^@invest\/ui$/, replacement: src('ui') },
  // every per-component entry of @invest/ui (its package.json exports), e.g. '@invest/ui/LoginView'
  ...components().map((c) => ({
    find: new RegExp(`^@invest/ui/${c.name}$`),
    replacement: src('ui', `${c.layer}/${c.name}/index.ts`),
  })),
];
