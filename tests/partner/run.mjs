// The partner path, end to end: the release flow publishes the packages to a local
// registry, a fresh Vite + React + TypeScript app outside the workspace installs @invest/ui with
// npm and follows the getting-started page (its source is app/, shown word for word by
// Storybook's "Docs/Getting started"), type-checks, builds, and renders in Chromium in two themes
// and two locales with zero axe violations. Package hygiene is checked (the one-Button budget is printed)
// on what the registry serves. Ends with "N passed, N failed".
//
//   pnpm test:partner            (builds the packages first if they are not built)
//   KEEP=1 pnpm test:partner     (keeps the temporary folder and prints it)
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromeArgs, chromePath } from '../../scripts/chromium.mjs';
import { inspectPublished } from './hygiene.mjs';
import { published, releaseSnapshot } from './release.mjs';
import { startRegistry } from './registry.mjs';

const exec = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

let passed = 0;
let failed = 0;
const problems = [];
function check(name, ok, detail = '') {
  if (ok) passed++;
  else {
    failed++;
    problems.push(`${name}${detail ? `: ${detail}` : ''}`);
  }
  console.log(`${ok ? '✓' : '✗'} ${name}${detail && !ok ? `\n    ${detail}` : ''}`);
  return ok;
}
/** A step the rest does not depend on: a failure is counted and the test goes on. */
async function soft(name, fn) {
  try {
    await step(name, fn);
  } catch (error) {
    if (!(error instanceof Abort)) throw error;
  }
}
async function step(name, fn) {
  const t = Date.now();
  try {
    const value = await fn();
    check(`${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`, true);
    return value;
  } catch (error) {
    const out = [error.stdout, error.stderr]
      .filter(Boolean)
      .join('\n')
      .trim()
      .split('\n')
      .slice(-25)
      .join('\n    ');
    check(name, false, `${error.message.split('\n')[0]}${out ? `\n    ${out}` : ''}`);
    throw new Abort();
  }
}
class Abort extends Error {}

const work = mkdtempSync(join(tmpdir(), 'invest-partner-'));
const appDir = join(work, 'partner-app');
let registry;
let browser;
let server;

const en = JSON.parse(
  readFileSync(join(root, 'packages/i18n/src/resources/en-US/pages.json'), 'utf8'),
);
// the app's own texts, to check that they show (texts.ts compiled here: Node 20 runs no TypeScript)
const { code: textsJs } = await transform(readFileSync(join(here, 'app/src/texts.ts'), 'utf8'), {
  loader: 'ts',
  format: 'esm',
});
const { texts } = await import(`data:text/javascript,${encodeURIComponent(textsJs)}`);

try {
  await step('packages built', async () => {
    const missing = published.filter((p) => !existsSync(join(root, 'packages', p, 'dist')));
    if (missing.length || process.argv.includes('--build'))
      await exec('pnpm', ['build'], { cwd: root, maxBuffer: 1 << 26 });
  });

  registry = await step(
    'local registry (verdaccio, 127.0.0.1, storage in a temporary folder)',
    () => startRegistry(join(work, 'registry')),
  );
  console.log(`  registry ${registry.url}, work folder ${work}`);

  const { versions, copy: releaseCopy } = await step(
    'release flow: changeset version --snapshot partner, changeset publish',
    () => releaseSnapshot({ root, dir: work, registry }),
  );
  const version = versions['@invest/ui'];
  // item 1: changeset version wrote each package's changelog with the release's entry
  for (const [name, v] of Object.entries(versions)) {
    const file = join(releaseCopy, 'packages', name.replace('@invest/', ''), 'CHANGELOG.md');
    check(
      `${name}: changeset version wrote CHANGELOG.md with the ${v} entry`,
      existsSync(file) && readFileSync(file, 'utf8').includes(`## ${v}`),
    );
  }
  console.log(`  published ${version}`);

  // item 6: the manifests and tarballs as the registry serves them
  const sizes = [];
  for (const name of Object.keys(versions)) {
    const info = await inspectPublished(registry, name, versions[name], join(work, 'tarballs'));
    check(
      `${name}: published manifest and tarball are clean`,
      info.problems.length === 0,
      info.problems.join('; '),
    );
    if (info.manifest)
      sizes.push({
        name,
        tarball: info.tarball,
        unpacked: info.unpacked,
        files: info.files.length,
      });
    if (name === '@invest/ui' && info.manifest) {
      const peers = info.manifest.peerDependencies ?? {};
      check(
        '@invest/ui: react and react-dom are peer dependencies',
        Boolean(peers.react && peers['react-dom']),
        JSON.stringify(peers),
      );
      check(
        '@invest/ui: internal dependencies pinned to the released version',
        ['@invest/tokens', '@invest/i18n', '@invest/domain'].every(
          (d) => info.manifest.dependencies?.[d] === versions[d],
        ),
        JSON.stringify(info.manifest.dependencies),
      );
    }
  }
  console.log('\n  package              tarball kB   unpacked kB   files');
  for (const s of sizes)
    console.log(
      `  ${s.name.padEnd(20)} ${(s.tarball / 1024).toFixed(1).padStart(10)}   ${(s.unpacked / 1024).toFixed(1).padStart(11)}   ${String(s.files).padStart(5)}`,
    );
  console.log();

  // a fresh Vite + React + TypeScript app outside the workspace
  await step(
    'fresh Vite + React + TypeScript app in a temporary folder outside the workspace',
    async () => {
      if (!relative(root, appDir).startsWith('..'))
        throw new Error(`${appDir} is inside the workspace`);
      cpSync(join(here, 'app'), appDir, { recursive: true });
      writeFileSync(
        join(appDir, 'package.json'),
        JSON.stringify(
          {
            name: 'partner-app',
            private: true,
            type: 'module',
            scripts: { build: 'tsc && vite build' },
            dependencies: { react: '19.3.1', 'react-dom': '19.3.1' },
            devDependencies: {
              '@types/react': '19.3.0',
              '@types/react-dom': '19.3.0',
              '@vitejs/plugin-react': '6.3.0',
              typescript: '6.0.3',
              vite: '8.3.8',
            },
          },
          null,
          2,
        ),
      );
    },
  );

  const npm = (args) =>
    exec('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
      cwd: appDir,
      maxBuffer: 1 << 26,
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
  await step('npm install (the app itself, from the npm registry)', () => npm(['install']));
  // the getting-started page, step 1, word for word (the registry line is the partner's)
  writeFileSync(join(appDir, '.npmrc'), `@invest:registry=${registry.url}\n`);
  await step(
    'npm install @invest/ui @invest/i18n @invest/tokens i18next (from the local registry)',
    () => npm(['install', '@invest/ui', '@invest/i18n', '@invest/tokens', 'i18next']),
  );
  const installed = JSON.parse(
    readFileSync(join(appDir, 'node_modules/@invest/ui/package.json'), 'utf8'),
  );
  check(
    'the app got the released @invest/ui',
    installed.version === version,
    `${installed.version} != ${version}`,
  );

  await soft('tsc type-checks the app against the published types (skipLibCheck off)', () =>
    exec(join(appDir, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: appDir }),
  );
  await step('vite build', () =>
    exec(join(appDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: appDir }),
  );

  const assets = readdirSync(join(appDir, 'dist/assets'));
  const css = assets
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(appDir, 'dist/assets', f), 'utf8'))
    .join('');
  check(
    "sideEffects: the build kept @invest/ui's CSS (tokens of every theme)",
    /\[data-theme=["']?dark/.test(css) && css.includes('--iv-background'),
  );

  // one Button as a partner bundles it, against react-aria-components' own Button
  const bundle = async (source) => {
    const file = join(appDir, `size-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(file, source);
    const r = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      platform: 'browser',
      define: { 'process.env.NODE_ENV': '"production"' },
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
      logLevel: 'silent',
    });
    rmSync(file);
    return gzipSync(Buffer.from(r.outputFiles[0].text), { level: 9 }).length;
  };
  const ours = await bundle("export { Button } from '@invest/ui/Button';");
  const barrel = await bundle("export { Button } from '@invest/ui';");
  const rac = await bundle("export { Button } from 'react-aria-components';");
  const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
  console.log(
    `  one Button (esbuild, minified, gzip -9, react external): @invest/ui/Button ${kb(ours)}, from the barrel ${kb(barrel)}, react-aria-components ${kb(rac)}, ratio ${(ours / rac).toFixed(2)}`,
  );
  // a budget, printed (a benchmark figure, not a test): the partner budget asks for ≤ 1.15 ×; the
  // class merger with clsx and the token colours costs about 2.3 kB of it, see
  // docs/decisions/0014
  console.log(
    `  budget: one Button ≤ 1.15 × react-aria-components' Button: ${ours <= 1.15 * rac ? 'met' : 'NOT met'} (${(ours / rac).toFixed(2)} ×)`,
  );
  check(
    'sideEffects: JS tree-shakes (Button from the barrel costs what the entry costs)',
    barrel <= ours * 1.02 + 64,
    `${kb(barrel)} vs ${kb(ours)}`,
  );

  // serve the build and look at it in Chromium
  server = await new Promise((res) => {
    const dist = join(appDir, 'dist');
    const types = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.svg': 'image/svg+xml',
    };
    const s = createServer((req, reply) => {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = join(dist, path);
      if (!file.startsWith(dist) || !existsSync(file) || path.endsWith('/'))
        file = join(dist, 'index.html');
      reply.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      reply.end(readFileSync(file));
    });
    s.listen(0, '127.0.0.1', () => res(s));
  });
  const site = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

  const backgrounds = {};
  for (const [theme, lng] of [
    ['stand', 'en-US'],
    ['dark', 'fr-FR'],
  ]) {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const axe = async (label) => {
      await page.evaluate(axeSource);
      const violations = await page.evaluate(
        (runOnly) =>
          window.axe
            .run(document, { runOnly: { type: 'tag', values: runOnly } })
            .then((r) => r.violations.map((v) => `${v.id} (${v.nodes.length})`)),
        tags,
      );
      check(
        `${theme}/${lng}: ${label}: zero axe violations`,
        violations.length === 0,
        violations.join(', '),
      );
    };
    const app = texts[lng].app ?? {};
    try {
      await page.goto(`${site}?theme=${theme}&lang=${lng}`);
      const startup = page.getByRole('dialog', { name: en.startup.title });
      await startup.waitFor({ timeout: 15_000 });
      check(`${theme}/${lng}: StartupOverlay shows`, true);
      const state = await page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        bg: getComputedStyle(document.body).backgroundColor,
        token: getComputedStyle(document.documentElement)
          .getPropertyValue('--iv-background')
          .trim(),
      }));
      backgrounds[theme] = state.bg;
      check(
        `${theme}/${lng}: themed (data-theme on <html>, the theme's background token applied)`,
        state.theme === theme && state.token !== '',
        JSON.stringify(state),
      );
      await axe('StartupOverlay');

      await startup.locator('[data-slot="continue"]').click();
      const consent = page.getByRole('dialog', { name: en.cookie.title });
      await consent.waitFor();
      check(`${theme}/${lng}: CookieConsent follows`, true);
      await axe('CookieConsent');
      await consent.getByRole('button', { name: en.cookie.acceptAll }).click();
      await consent.waitFor({ state: 'detached' });

      const h1 = await page.getByRole('heading', { level: 1 }).textContent();
      check(
        `${theme}/${lng}: the partner's own texts in ${lng}`,
        h1 === app.title,
        `${h1} != ${app.title}`,
      );
      await axe('first screen');

      await page.getByRole('button', { name: app.search }).click();
      const search = page.getByRole('dialog').last();
      await search
        .getByRole('searchbox')
        .or(search.getByRole('combobox'))
        .or(search.getByRole('textbox'))
        .first()
        .fill('ac');
      await search.getByRole('option', { name: /ACME/ }).waitFor();
      check(`${theme}/${lng}: SymbolSearch lists results`, true);
      await axe('SymbolSearch with results');
      await search.getByRole('option', { name: /ACME/ }).click();
      await page.getByRole('status').filter({ hasText: 'ACME' }).waitFor();
      check(`${theme}/${lng}: SymbolSearch reports the chosen stock`, true);

      await page.getByRole('button', { name: app.details }).click();
      const drawer = page.getByRole('dialog', { name: app.detailsTitle });
      await drawer.waitFor();
      const close = await drawer
        .getByRole('button', { name: texts[lng].ui?.drawer?.close })
        .count();
      check(`${theme}/${lng}: Drawer opens, with the partner's reworded close label`, close === 1);
      await axe('Drawer');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      check(`${theme}/${lng}: no errors in the console`, errors.length === 0, errors.join(' | '));
    } catch (error) {
      check(`${theme}/${lng}: the journey`, false, error.message.split('\n')[0]);
    } finally {
      await page.close();
    }
  }
  check(
    'the two themes look different',
    backgrounds.stand && backgrounds.dark && backgrounds.stand !== backgrounds.dark,
    JSON.stringify(backgrounds),
  );
} catch (error) {
  if (!(error instanceof Abort)) check('partner test', false, error.stack);
} finally {
  await browser?.close();
  await new Promise((r) => (server ? server.close(r) : r()));
  await registry?.close();
  if (process.env.KEEP) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

console.log(
  '\nNomineeEditor: not in @invest/ui yet (the money issue adds it); the app renders what exists.',
);
if (problems.length) console.log(`\nfailed:\n- ${problems.join('\n- ')}`);
console.log(`\npartner test took ${seconds()} s`);
// the vitest-like line .ci/run sums, then the plain count
console.log(`      Tests  ${passed} passed, ${failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
