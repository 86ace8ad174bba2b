// The dependency rule of ARCHITECTURE.md ('Dependency rule'), enforced by ESLint
// (issue 10 item 7). Arrows point down; nothing points up or sideways:
//   apps/web -> @invest/api -> @invest/domain
//   apps/web -> @invest/ui -> @invest/tokens, @invest/i18n, @invest/domain
//   apps/web -> @invest/i18n -> @invest/domain
//   apps/server -> @invest/api/contract (zod only), @invest/domain
// One `no-restricted-imports` block per package; scripts/depRules.test.ts shows that a wrong
// import fails.

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

const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*'];
const SQL = ['kysely', 'kysely/*', 'pg', 'pg/*', '@electric-sql/pglite', '@electric-sql/pglite/*'];
const why = (text) => `${text} (ARCHITECTURE.md: Dependency rule)`;

/** Flat-config blocks, one per package of the workspace. */
export const dependencyRules = [
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
