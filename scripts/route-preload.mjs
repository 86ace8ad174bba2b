// A Vite plugin (build only) that starts the app after the first paint and preloads the route's
// chunks. It writes a small classic script (`assets/route-preload-<hash>.js`, no inline script:
// CSP) that index.html loads in <head>, and takes the entry's `<script type="module">` and its
// `<link rel="modulepreload">`s out of index.html. The script matches location.pathname against
// the route table and, once the first contentful paint is on screen (the boot frame and the
// cookie notice of index.html), inserts `<link rel="modulepreload">` for the entry's static
// imports with the entry's module script, then, a few per task, the page chunk, the chunks it
// imports and the namespace chunks of the user's locale (and the en-US fallback). With the first
// links it starts a worker (`assets/intl-warm-<hash>.js`) that makes the process's first Intl
// objects off the page's thread.
//
// Why after the first paint: the first paint needs only the HTML, the stylesheet and
// theme-init.js. Fetched from <head>, the app's ~250 kB of modules shared the first round trips
// of a slow phone connection with them and came in before the paint (Lighthouse's graph of the
// first paint counts every request that ended before it); started after it, they take the line
// the app needs them in and the notice paints first. A hidden tab (which does not paint) starts
// at once.
//
// The route table is read from the app's sources: `paths.ts` (evaluated with esbuild) and the
// `r(paths.<name>, '<title>', '<access>', () => import('./pages/<Page>'), [<ns>])` entries of
// `router.tsx`; the shell namespaces from `SHELL_NAMESPACES` in `app/i18n.ts`. When the sources
// change shape the plugin warns and preloads no route (the app starts the same, only its page
// comes later).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

// the access flag is spec 2's column: 'any', 'public', 'auth' (login needed) or 'noAuth'
const ROUTE =
  /\br\(\s*paths\.(\w+)\s*,\s*'[^']*'\s*,\s*'(any|public|auth|noAuth)'\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)\s*(?:,\s*\[([^\]]*)\])?/g;
const WILDCARD =
  /\br\(\s*'\*'\s*,\s*'[^']*'\s*,\s*'(any|public|auth|noAuth)'\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)\s*(?:,\s*\[([^\]]*)\])?/;
const names = (list) =>
  [...(list ?? '').replace(/\/\/[^\n]*/g, '').matchAll(/'([^']+)'/g)].map((m) => m[1]);

async function evaluatePaths(file, tsconfig) {
  const out = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    tsconfig,
  });
  const url = `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`;
  return (await import(url)).paths;
}

/**
 * The route table: [{ pattern, access, requiresAuth (access 'auth'), page (absolute file without
 * extension), ns }].
 */
export async function readRoutes({ srcDir, tsconfig }) {
  const paths = await evaluatePaths(join(srcDir, 'paths.ts'), tsconfig);
  const router = readFileSync(join(srcDir, 'router.tsx'), 'utf8');
  const routes = [];
  for (const m of router.matchAll(ROUTE)) {
    const pattern = paths[m[1]];
    if (typeof pattern !== 'string') continue;
    routes.push({
      pattern,
      access: m[2],
      requiresAuth: m[2] === 'auth',
      page: join(srcDir, m[3]),
      ns: names(m[4]),
    });
  }
  const wildcard = WILDCARD.exec(router);
  if (wildcard) {
    routes.push({
      pattern: '*',
      access: wildcard[1],
      requiresAuth: wildcard[1] === 'auth',
      page: join(srcDir, wildcard[2]),
      ns: names(wildcard[3]),
    });
  }
  const i18n = readFileSync(join(srcDir, 'app', 'i18n.ts'), 'utf8');
  const shellNs = names(/SHELL_NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(i18n)?.[1]);
  return { paths, routes, shellNs };
}

/** The runtime: reads the manifest, picks the route and the locale, adds the preload links. */
const RUNTIME = `(function (m) {
  var BATCH = 3;
  var first = [];
  var later = [];
  var locale;
  // A renderer's first Intl objects load ICU's locale data into the process: 20 to 28 ms of a
  // desktop core, four times that on a phone, in one task (react-aria reads the default locale as
  // its modules are evaluated, i18next makes its plural rules, the app its formats). A dedicated
  // worker runs in the page's process on a thread of its own: the same objects made there first
  // leave the page's thread 0.1 to 0.7 ms for its own (Chromium, measured; decision 0030). Where
  // no worker can start, the page pays it here, before the app's modules run.
  var warmIntl = function () {
    try {
      new Worker(m.base + m.files[m.intl], { name: locale || m.fallback });
    } catch (e) {
      try {
        Intl.DateTimeFormat.supportedLocalesOf([navigator.language || m.fallback]);
      } catch (e2) {}
    }
  };
  try {
    var path = location.pathname.replace(/\\/+$/, '') || '/';
    var matches = function (pattern) {
      if (pattern === '*') return true;
      var a = pattern.split('/'), b = path.split('/');
      if (a.length !== b.length) return false;
      for (var i = 0; i < a.length; i++) if (a[i].charAt(0) !== ':' && a[i] !== b[i]) return false;
      return true;
    };
    var find = function (p) {
      for (var i = 0; i < m.routes.length; i++) if (m.routes[i][0] === p) return m.routes[i];
    };
    var route = path === '/' ? find(m.home) : null;
    for (var i = 0; !route && i < m.routes.length; i++) if (matches(m.routes[i][0])) route = m.routes[i];
    // the visit's copy first, as theme-init.js and app/prefs.ts read it: without the Functional
    // consent a choice lives only in the tab's session (spec 3)
    var get = function (area, k) {
      try { var store = window[area]; return store ? store.getItem(k) : null; } catch (e) { return null; }
    };
    var read = function (k) { var v = get('sessionStorage', k); return v !== null ? v : get('localStorage', k); };
    // a guest on a page that needs a login lands on the login page (spec 4 guard)
    if (route && route[1] && !read(m.tokenKey)) route = find(m.login) || route;
    // the languages the app offers (not every language it has texts for: a partial one is not
    // offered), so the start locale is app/prefs.ts initialLocale's and theme-init.js's
    var locales = m.locales;
    var pick = function () {
      var stored = read(m.localeKey);
      if (stored && locales.indexOf(stored) >= 0) return stored;
      var langs = navigator.languages || [];
      for (var i = 0; i < langs.length; i++) {
        for (var j = 0; j < locales.length; j++) {
          var c = locales[j];
          if (c === langs[i] || c.split('-')[0] === String(langs[i]).split('-')[0]) return c;
        }
      }
      return m.fallback;
    };
    locale = pick();
    var files = route ? route[2].slice() : [];
    var ns = m.shellNs.concat(route ? route[3] : []);
    var lngs = locale === m.fallback ? [locale] : [locale, m.fallback];
    for (var l = 0; l < lngs.length; l++) {
      for (var n = 0; n < ns.length; n++) {
        var f = m.ns[lngs[l]] && m.ns[lngs[l]][ns[n]];
        if (f !== undefined) files.push(f);
      }
    }
    var added = {};
    var make = function (file) {
      added[file] = 1;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = m.base + m.files[file];
      return link;
    };
    for (var e = 0; e < m.initial.length; e++) first.push(make(m.initial[e]));
    for (var k = 0; k < files.length; k++) if (!added[files[k]]) later.push(make(files[k]));
  } catch (e) {}
  var started = false;
  var go = function () {
    if (started) return;
    started = true;
    // with the first links: the worker's few hundred bytes come long before the app's modules
    warmIntl();
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = m.base + m.files[m.entry];
    // the entry after its own imports (it starts with them), then the route's files
    var queue = first.concat(entry, later);
    // a few links a task: each request a page starts costs its main thread about a millisecond
    // (Chromium here: 1.1 ms a link, at times far more), four times that on Lighthouse's phone;
    // eight a task made tasks of 40 to 170 ms there, three make tasks of 5 to 25 ms, under the
    // 50 ms from which a task blocks (TBT)
    var next = function () {
      insert(queue.splice(0, BATCH));
      if (queue.length) setTimeout(next, 0);
    };
    next();
  };
  function insert(nodes) {
    var fragment = document.createDocumentFragment();
    for (var i = 0; i < nodes.length; i++) fragment.appendChild(nodes[i]);
    document.head.appendChild(fragment);
  }
  // after the first contentful paint; at once where nothing paints (a hidden tab) or the browser
  // cannot tell; a late timer in case no paint is ever reported
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden' || !paints || paints.indexOf('paint') < 0) return go();
  try {
    var seen = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      seen.disconnect();
      go();
    });
    seen.observe({ type: 'paint', buffered: true });
  } catch (e) {
    return go();
  }
  document.addEventListener('visibilitychange', go, { once: true });
  setTimeout(go, 3000);
})(__MANIFEST__);
`;

/**
 * The worker that makes the first Intl objects of the page's process (see `warmIntl` above): the
 * services the app formats with, in the start locale (the worker's name) and the fallback.
 */
const INTL_WORKER = `try {
  var locales = [self.name, 'en-US'];
  new Intl.DateTimeFormat(locales, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.DateTimeFormat(locales, { month: 'short', day: 'numeric' }).formatToParts(0);
  new Intl.NumberFormat(locales, { style: 'currency', currency: 'USD' }).format(1.5);
  new Intl.NumberFormat(locales, { style: 'percent', signDisplay: 'exceptZero' }).formatToParts(0.1);
  new Intl.PluralRules(locales).select(1);
  new Intl.RelativeTimeFormat(locales).format(1, 'day');
  new Intl.Collator(locales).compare('a', 'b');
} catch (e) {}
close();
`;

/**
 * The runtime's source for a manifest (exported for its test).
 * @param {object} manifest
 */
export const runtimeSource = (manifest) =>
  RUNTIME.replace('__MANIFEST__', JSON.stringify(manifest));

/**
 * @param {{ srcDir: string, tsconfig?: string, tokenKey: string, localeKey: string,
 *   fallbackLocale: string, resourcesDir: string, locales: readonly string[] }} options
 *   `locales`: the languages the app offers, the default first (@invest/domain enabledLocales)
 */
export function routePreload(options) {
  let base = '/';
  let fileName;
  let entryFile;
  let initialFiles = [];
  return {
    name: 'invest:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        const { paths, routes, shellNs } = await readRoutes(options);
        if (routes.length === 0) {
          this.warn('route preload: no route found in router.tsx; nothing is preloaded');
          return;
        }
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFacade = new Map(
          chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]),
        );
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        // what index.html already preloads: the entry and its static imports
        const initial = new Set();
        const closure = (chunk, into) => {
          if (into.has(chunk.fileName)) return;
          into.add(chunk.fileName);
          for (const dep of chunk.imports) {
            const next = byName.get(dep);
            if (next) closure(next, into);
          }
        };
        const entries = chunks.filter((c) => c.isEntry);
        if (entries.length !== 1) {
          this.error(`route preload: the build has ${entries.length} entries, not one`);
        }
        const [entry] = entries;
        closure(entry, initial);
        const pageChunk = (page) =>
          ['.tsx', '.ts'].map((ext) => byFacade.get(page + ext)).find(Boolean);
        // every file named once; the routes and the namespaces name files by their index, so the
        // script the browser evaluates before the first paint stays small
        const fileIndex = new Map();
        const indexOf = (file) => {
          if (!fileIndex.has(file)) fileIndex.set(file, fileIndex.size);
          return fileIndex.get(file);
        };
        const table = [];
        for (const r of routes) {
          const chunk = pageChunk(r.page);
          if (!chunk) continue;
          const files = new Set();
          closure(chunk, files);
          table.push([
            r.pattern,
            r.requiresAuth ? 1 : 0,
            [...files].filter((f) => !initial.has(f)).map(indexOf),
            r.ns,
          ]);
        }
        // namespace chunks: <resourcesDir>/<locale>/<ns>.json
        const ns = {};
        const prefix = resolve(options.resourcesDir).replace(/\/?$/, '/');
        for (const c of chunks) {
          const id = c.facadeModuleId;
          if (!id || !id.startsWith(prefix) || !id.endsWith('.json')) continue;
          const [locale, file] = id.slice(prefix.length).split('/');
          if (!locale || !file || !options.locales.includes(locale)) continue;
          (ns[locale] ??= {})[file.replace(/\.json$/, '')] = indexOf(c.fileName);
        }
        const intlHash = createHash('sha256').update(INTL_WORKER).digest('base64url').slice(0, 8);
        const intlFile = `assets/intl-warm-${intlHash}.js`;
        this.emitFile({ type: 'asset', fileName: intlFile, source: INTL_WORKER });
        entryFile = entry.fileName;
        initialFiles = [...initial].filter((f) => f !== entry.fileName);
        const manifest = {
          base,
          entry: indexOf(entry.fileName),
          initial: initialFiles.map(indexOf),
          home: paths.dashboard,
          login: paths.login,
          tokenKey: options.tokenKey,
          localeKey: options.localeKey,
          fallback: options.fallbackLocale,
          locales: options.locales,
          shellNs,
          routes: table,
          ns,
          intl: indexOf(intlFile),
          files: [...fileIndex.keys()],
        };
        const source = runtimeSource(manifest);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!fileName) return undefined;
        // the entry and its static imports are the script's to start, after the first paint
        let out = html;
        const take = (pattern, what) => {
          const before = out;
          out = out.replace(pattern, '');
          if (out === before) this.error(`route preload: index.html has no ${what}`);
        };
        const escaped = (file) => `${base}${file}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
        take(
          new RegExp(`\\s*<script type="module"[^>]*src="${escaped(entryFile)}"[^>]*></script>`),
          'entry script',
        );
        for (const file of initialFiles) {
          take(
            new RegExp(`\\s*<link rel="modulepreload"[^>]*href="${escaped(file)}"[^>]*>`),
            `modulepreload of ${file}`,
          );
        }
        // an async classic script first in <head>: it blocks neither parsing nor the first paint
        return {
          html: out,
          tags: [
            {
              tag: 'script',
              attrs: { src: `${base}${fileName}`, async: true },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}
