// The route preload manifest is read from the app's sources; when router.tsx
// changes shape this fails instead of the preload silently disappearing.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper
import { readRoutes } from './route-preload.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(root, 'apps', 'web', 'src');

type Route = { pattern: string; access: string; requiresAuth: boolean; page: string; ns: string[] };

describe('route preload manifest', () => {
  it('finds every lazy page of router.tsx with its path, access flag and namespaces', async () => {
    const { paths, routes, shellNs } = (await readRoutes({
      srcDir,
      tsconfig: join(root, 'tsconfig.json'),
    })) as { paths: Record<string, string>; routes: Route[]; shellNs: string[] };
    const router = readFileSync(join(srcDir, 'router.tsx'), 'utf8');
    const lazyPages = router.match(/import\('\.\/pages\//g) ?? [];
    expect(routes).toHaveLength(lazyPages.length);
    expect(routes.find((r) => r.pattern === paths.login)).toMatchObject({
      access: 'noAuth',
      requiresAuth: false,
      page: join(srcDir, 'pages', 'LoginPage'),
      ns: ['auth', 'validation'],
    });
    expect(routes.find((r) => r.pattern === paths.kyc)).toMatchObject({
      access: 'auth',
      requiresAuth: true,
    });
    expect(routes.find((r) => r.pattern === paths.register)).toMatchObject({ access: 'any' });
    expect(routes.at(-1)?.pattern).toBe('*');
    expect(shellNs).toContain('common');
    // form texts come with the pages that have a form, not with every page
    expect(shellNs).not.toContain('validation');
    expect(shellNs.every((n) => /^[a-z]+$/.test(n))).toBe(true);
  });
});
