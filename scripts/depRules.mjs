// The dependency rule of ARCHITECTURE.md ('Dependency rule'), enforced by ESLint. Arrows point
// down; nothing points up or sideways:
//   apps/web -> @invest/api -> @invest/domain
//   apps/web -> @invest/ui -> @invest/tokens, @invest/i18n, @invest/domain
//   apps/web -> @invest/i18n -> @invest/domain
//   apps/server -> @invest/api/contract (zod only), @invest/domain
// An allow-list per package (ALLOWED_WORKSPACE_IMPORTS, rule `invest/allowed-imports`): what is
// not listed is refused, and npm packages must be in the package's package.json. The
// `no-restricted-imports` blocks below add the reasons for the npm packages a layer never uses
// (React in domain, the router in ui, SQL outside the server). scripts/depRules.test.ts shows
// that each wrong import fails.
import { areaBoundaries } from './areaBoundaries.mjs';
import { allowedImportsRule } from './allowedImports.mjs';

export const NO_ENUM = {
  selector: 'TSEnumDeclaration',
  message: 'Use an `as const` object and a union instead of enum.',
};

/** ui knows no URL path of the app: a route string arrives as a prop (`href`). */
export const UI_NO_URL_SYNTAX = [
  {
    selector: 'Literal[value=/^\\/(?![/*])[a-z]/]',
    message: 'ui knows no URL path: take the href as a prop (ARCHITECTURE: Dependency rule).',
  },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(?![/*])[a-z]/]',
    message: 'ui knows no URL path: take the href as a prop (ARCHITECTURE: Dependency rule).',
  },
];

/** The workspace packages each package may import: the arrows of ARCHITECTURE.md. */
export const ALLOWED_WORKSPACE_IMPORTS = {
  'packages/domain': [],
  'packages/tokens': [],
  'packages/i18n': ['@invest/domain'],
  'packages/ui': ['@invest/tokens', '@invest/i18n', '@invest/domain'],
  'packages/api': ['@invest/domain'],
  'apps/web': ['@invest/api', '@invest/ui', '@invest/i18n', '@invest/tokens', '@invest/domain'],
  'apps/server': ['@invest/api/contract', '@invest/domain'],
};

/** The repository's own ESLint rules (one plugin object: flat config refuses two). */
export const investPlugin = {
  rules: {
    'allowed-imports': allowedImportsRule(ALLOWED_WORKSPACE_IMPORTS),
    'area-boundaries': areaBoundaries,
  },
};

/** Product code of every package; tests, stories and the Storybook setup use development tools. */
const allowListBlock = {
  files: Object.keys(ALLOWED_WORKSPACE_IMPORTS).map((dir) => `${dir}/src/**/*.{ts,tsx}`),
  ignores: [
    '**/*.test.{ts,tsx}',
    '**/*.stories.tsx',
    '**/test[A-Z]*.ts',
    'packages/ui/src/storybook/**',
    // test harnesses (the api's integration tests start the real server) and fuzzing
    '**/src/testing/**',
    'apps/server/src/fuzz/**',
    // the contrast report and its colour-vision simulation: development tools, not in the build
    'packages/tokens/src/report.ts',
    'packages/tokens/src/colorVision.ts',
  ],
  plugins: { invest: investPlugin },
  rules: { 'invest/allowed-imports': 'error' },
};

const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*'];
const SQL = ['kysely', 'kysely/*', 'pg', 'pg/*', '@electric-sql/pglite', '@electric-sql/pglite/*'];
const why = (text) => `${text} (ARCHITECTURE.md: Dependency rule)`;

/** Flat-config blocks, one per package of the workspace. */
export const dependencyRules = [
  allowListBlock,
  {
    // areas talk through their public index.ts (scripts/areaBoundaries.mjs)
    files: ['apps/server/src/**/*.ts'],
    plugins: { invest: investPlugin },
    rules: { 'invest/area-boundaries': 'error' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', importNames: ['z', 'default'], message: 'Use named imports from zod.' },
          ],
          patterns: [
            { group: REACT, message: why('domain is pure: no React, no DOM.') },
            {
              group: ['i18next', 'react-i18next'],
              message: why('domain returns codes, not text.'),
            },
            { group: ['@invest/*'], message: why('domain imports no workspace package.') },
            { group: [...SQL, 'swr', 'fastify', 'node:*'], message: why('domain does no I/O.') },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/tokens/src/**/*.ts', 'packages/i18n/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@invest/ui', '@invest/ui/*', '@invest/api', '@invest/api/*', ...REACT],
              message: why('tokens and i18n sit below ui and api and render nothing.'),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@invest/api', '@invest/api/*'],
              message: why('ui never fetches: data arrives by props, intent leaves by callbacks.'),
            },
            {
              group: ['react-router', 'react-router/*', 'swr', '**/apps/web/**', '**/paths'],
              message: why('ui knows no route or URL path: take href and data as props.'),
            },
            { group: SQL, message: why('ui holds no SQL.') },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/ui/src/storybook/**'],
    rules: { 'no-restricted-syntax': ['error', NO_ENUM, ...UI_NO_URL_SYNTAX] },
  },
  {
    files: ['packages/api/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@invest/ui', '@invest/ui/*', 'react-dom', 'react-dom/*'],
              message: why('api renders nothing: it exposes data and events.'),
            },
            {
              group: ['react-router', 'react-router/*'],
              message: why('api never navigates: apps/web wires onUnauthorized to the router.'),
            },
            { group: SQL, message: why('api holds no SQL: the server does.') },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        NO_ENUM,
        { selector: 'JSXElement', message: why('api renders nothing.') },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SQL, message: why('apps/web holds no SQL.') },
            {
              group: [
                'fastify',
                'fastify/*',
                '@fastify/*',
                '**/apps/server/**',
                '**/server/src/**',
              ],
              message: why('apps/web talks to the server over HTTP only (@invest/api).'),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@invest/api',
              message: why('the server imports the wire contract only: @invest/api/contract.'),
            },
          ],
          patterns: [
            { group: REACT, message: why('the server renders nothing.') },
            {
              group: ['@invest/ui', '@invest/ui/*', 'swr', 'swr/*', '@invest/api/hooks'],
              message: why('the server never imports ui or the SWR part of @invest/api.'),
            },
            {
              group: ['**/apps/web/**', '**/web/src/**'],
              message: why('the server never imports the app.'),
            },
          ],
        },
      ],
    },
  },
];
