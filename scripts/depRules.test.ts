// The dependency rule of ARCHITECTURE.md is enforced by the repository's own ESLint config, as an
// allow-list per package; a deliberately wrong import fails, the allowed one passes.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

/** The rule ids an in-memory file at `path` (relative to the root) breaks. */
async function broken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const cases: { what: string; path: string; wrong: string; right: string; rule?: string }[] = [
  {
    what: 'domain imports React',
    path: 'packages/domain/src/x.ts',
    wrong: "import { useState } from 'react';\nexport const a = useState;\n",
    right: "import { object } from 'zod';\nexport const a = object;\n",
  },
  {
    what: 'domain imports the DOM renderer',
    path: 'packages/domain/src/x.ts',
    wrong: "import { createRoot } from 'react-dom/client';\nexport const a = createRoot;\n",
    right: "import { string } from 'zod';\nexport const a = string;\n",
  },
  {
    what: 'domain imports i18next',
    path: 'packages/domain/src/x.ts',
    wrong: "import i18next from 'i18next';\nexport const a = i18next;\n",
    right: "import { number } from 'zod';\nexport const a = number;\n",
  },
  {
    what: 'domain imports a workspace package',
    path: 'packages/domain/src/x.ts',
    wrong: "import { locales } from '@invest/i18n';\nexport const a = locales;\n",
    right: "import { add } from './money';\nexport const a = add;\n",
  },
  {
    what: 'ui imports @invest/api',
    path: 'packages/ui/src/components/X/X.tsx',
    wrong: "import { useProfile } from '@invest/api/hooks';\nexport const a = useProfile;\n",
    right: "import { formatMoney } from '@invest/i18n';\nexport const a = formatMoney;\n",
  },
  {
    what: 'ui imports the router',
    path: 'packages/ui/src/components/X/X.tsx',
    wrong: "import { useNavigate } from 'react-router';\nexport const a = useNavigate;\n",
    right: "import { Button } from 'react-aria-components';\nexport const a = Button;\n",
  },
  {
    what: "ui imports the app's paths",
    path: 'packages/ui/src/patterns/X/X.tsx',
    wrong: "import { paths } from '../../../../../apps/web/src/paths';\nexport const a = paths;\n",
    right: "import { cn } from '../../lib/cn';\nexport const a = cn;\n",
  },
  {
    what: 'ui knows a URL path',
    path: 'packages/ui/src/patterns/X/X.tsx',
    wrong: "export const to = '/dashboard';\n",
    right: 'export const to = (href: string) => href;\n',
    rule: 'no-restricted-syntax',
  },
  {
    what: 'api renders',
    path: 'packages/api/src/hooks/x.ts',
    wrong: "import { Button } from '@invest/ui';\nexport const a = Button;\n",
    right: "import useSWR from 'swr';\nexport const a = useSWR;\n",
  },
  {
    what: 'api navigates',
    path: 'packages/api/src/hooks/x.ts',
    wrong: "import { redirect } from 'react-router';\nexport const a = redirect;\n",
    right: "import { useMemo } from 'react';\nexport const a = useMemo;\n",
  },
  {
    what: 'web holds SQL',
    path: 'apps/web/src/pages/X.tsx',
    wrong: "import { sql } from 'kysely';\nexport const a = sql;\n",
    right: "import { useProfile } from '@invest/api/hooks';\nexport const a = useProfile;\n",
  },
  {
    what: 'web opens PGlite',
    path: 'apps/web/src/app/x.ts',
    wrong: "import { PGlite } from '@electric-sql/pglite';\nexport const a = PGlite;\n",
    right: "import { createApiClient } from '@invest/api';\nexport const a = createApiClient;\n",
  },
  {
    what: 'server imports React',
    path: 'apps/server/src/areas/x/routes.ts',
    wrong: "import { createElement } from 'react';\nexport const a = createElement;\n",
    right: "import { routes } from '@invest/api/contract';\nexport const a = routes;\n",
  },
  {
    what: 'server imports ui',
    path: 'apps/server/src/areas/x/routes.ts',
    wrong: "import { Button } from '@invest/ui/Button';\nexport const a = Button;\n",
    right: "import { isValidAmount } from '@invest/domain';\nexport const a = isValidAmount;\n",
  },
  {
    what: 'server imports swr',
    path: 'apps/server/src/areas/x/service.ts',
    wrong: "import useSWR from 'swr';\nexport const a = useSWR;\n",
    right: "import { z } from 'zod';\nexport const a = z;\n",
  },
  {
    what: 'server imports the api hooks',
    path: 'apps/server/src/areas/x/service.ts',
    wrong: "import { useProfile } from '@invest/api/hooks';\nexport const a = useProfile;\n",
    right: "import { sql } from 'kysely';\nexport const a = sql;\n",
  },
  // the allow-list (ALLOWED_WORKSPACE_IMPORTS): what a package's row does not name is refused
  {
    what: 'api imports @invest/i18n',
    path: 'packages/api/src/hooks/x.ts',
    wrong: "import { formatMoney } from '@invest/i18n';\nexport const a = formatMoney;\n",
    right: "import { Money } from '@invest/domain';\nexport const a = Money;\n",
    rule: 'invest/allowed-imports',
  },
  {
    what: 'tokens imports @invest/domain',
    path: 'packages/tokens/src/x.ts',
    wrong: "import { upColors } from '@invest/domain';\nexport const a = upColors;\n",
    right: "import { upColors } from './upColor';\nexport const a = upColors;\n",
    rule: 'invest/allowed-imports',
  },
  {
    what: 'i18n imports @invest/tokens',
    path: 'packages/i18n/src/x.ts',
    wrong: "import { themes } from '@invest/tokens';\nexport const a = themes;\n",
    right: "import { LOCALES } from '@invest/domain';\nexport const a = LOCALES;\n",
    rule: 'invest/allowed-imports',
  },
  {
    what: 'ui reaches into apps/server',
    path: 'packages/ui/src/views/X/X.tsx',
    wrong:
      "import { AppError } from '../../../../../apps/server/src/platform/errors';\nexport const a = AppError;\n",
    right: "import { cn } from '../../lib/cn';\nexport const a = cn;\n",
    rule: 'invest/allowed-imports',
  },
  {
    what: 'api reaches into apps/server',
    path: 'packages/api/src/client/x.ts',
    wrong:
      "import { LIMITS } from '../../../../apps/server/src/platform/rateLimit';\nexport const a = LIMITS;\n",
    right: "import { routes } from '../contract';\nexport const a = routes;\n",
    rule: 'invest/allowed-imports',
  },
  {
    what: 'a package imports an npm package missing from its package.json',
    path: 'packages/domain/src/x.ts',
    wrong: "import { groupBy } from 'lodash-es';\nexport const a = groupBy;\n",
    right: "import Big from 'big.js';\nexport const a = Big;\n",
    rule: 'invest/allowed-imports',
  },
  {
    what: 'the server imports @invest/api beyond the contract',
    path: 'apps/server/src/areas/x/service.ts',
    wrong:
      "import { createApiClient } from '@invest/api/client';\nexport const a = createApiClient;\n",
    right: "import { routes } from '@invest/api/contract';\nexport const a = routes;\n",
    rule: 'invest/allowed-imports',
  },
];

describe('dependency rule (ARCHITECTURE.md) in ESLint', () => {
  // loading the config and its plugins takes seconds on a busy machine: once, up front
  beforeAll(async () => {
    await broken('packages/domain/src/x.ts', 'export const a = 1;\n');
  }, 120_000);

  for (const c of cases) {
    it(`fails when ${c.what}`, async () => {
      expect(await broken(c.path, c.wrong)).toContain(c.rule ?? 'no-restricted-imports');
      expect(await broken(c.path, c.right)).toEqual([]);
    });
  }
});

// Areas talk through each other's public index.ts only (ARCHITECTURE.md 'The server',
// apps/server/src/areas/README.md): another area's routes, service or repo are its own.
const areaCases: { what: string; path: string; wrong: string; right: string }[] = [
  {
    what: "an area imports another area's repo",
    path: 'apps/server/src/areas/withdrawals/service.ts',
    wrong:
      "import { insertBankAccount } from '../bank/repo';\nexport const a = insertBankAccount;\n",
    right: "import { saveBankAccount } from '../bank';\nexport const a = saveBankAccount;\n",
  },
  {
    what: "an area imports another area's service",
    path: 'apps/server/src/areas/fx/service.ts',
    wrong: "import { listAccounts } from '../accounts/service';\nexport const a = listAccounts;\n",
    right: "import { listAccounts } from '../accounts/index';\nexport const a = listAccounts;\n",
  },
  {
    what: "an area re-exports another area's internals",
    path: 'apps/server/src/areas/fx/index.ts',
    wrong: "export { listAccounts } from '../accounts/service';\n",
    right: "export { quoteRate } from './service';\n",
  },
  {
    what: "the back office imports an area's service",
    path: 'apps/server/src/cli/program.ts',
    wrong: "import { findClient } from '../areas/client/service';\nexport const a = findClient;\n",
    right: "import { findClient } from '../areas/client';\nexport const a = findClient;\n",
  },
  {
    what: "the seed imports an area's internals",
    path: 'apps/server/src/seed.ts',
    wrong: "import { anyTenant } from './areas/settings/repo';\nexport const a = anyTenant;\n",
    right: "import { anyTenant } from './areas/settings';\nexport const a = anyTenant;\n",
  },
  {
    what: "a test imports another area's repo",
    path: 'apps/server/src/areas/withdrawals/routes.test.ts',
    wrong: "import { updateUserKyc } from '../kyc/repo';\nexport const a = updateUserKyc;\n",
    right: "import { moneyClient } from '../client/testSupport';\nexport const a = moneyClient;\n",
  },
  {
    what: "a service imports another area's test support",
    path: 'apps/server/src/areas/fx/service.ts',
    wrong:
      "import { signedInClient } from '../client/testSupport';\nexport const a = signedInClient;\n",
    right: "import { post } from '../ledger';\nexport const a = post;\n",
  },
  {
    what: 'the platform imports an area',
    path: 'apps/server/src/platform/route.ts',
    wrong:
      "import { DEFAULT_CURRENCY } from '../areas/settings';\nexport const a = DEFAULT_CURRENCY;\n",
    right: "import { AppError } from './errors';\nexport const a = AppError;\n",
  },
];

describe('area boundaries of the server in ESLint', () => {
  beforeAll(async () => {
    await broken('apps/server/src/areas/x/service.ts', 'export const a = 1;\n');
  }, 120_000);

  for (const c of areaCases) {
    it(`fails when ${c.what}`, async () => {
      expect(await broken(c.path, c.wrong)).toContain('invest/area-boundaries');
      expect(await broken(c.path, c.right)).toEqual([]);
    });
  }
});
