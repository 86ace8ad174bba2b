import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { dependencyRules, NO_ENUM, UI_NO_URL_SYNTAX } from './scripts/depRules.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/node_modules/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', NO_ENUM],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // every user-visible text comes from @invest/i18n (brief: no literal UI string outside it)
    files: ['packages/ui/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', 'packages/ui/src/storybook/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_ENUM,
        {
          selector: 'JSXText[value=/\\p{L}{2,}/u]',
          message: 'UI text must come from @invest/i18n (useT).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label)$/] > Literal[value=/\\p{L}{2,}/u]',
          message: 'UI text must come from @invest/i18n (useT).',
        },
        ...UI_NO_URL_SYNTAX,
      ],
    },
  },
  {
    // @invest/domain is pure and deterministic (ARCHITECTURE 'Dependency rule'): time,
    // randomness and storage come in as arguments; zod by named imports (browser cost)
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the time in as an argument.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in as an argument.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Pass stored values in as arguments.' },
        { name: 'fetch', message: 'domain does no I/O.' },
      ],
      'no-restricted-syntax': [
        'error',
        NO_ENUM,
        {
          selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
          message: 'Pass the time in as an argument.',
        },
        {
          selector: 'ImportNamespaceSpecifier[parent.source.value="zod"]',
          message: 'Use named imports from zod.',
        },
      ],
    },
  },
  {
    // the server's test files share their modules (vitest.config.ts, isolate: false): a module
    // mock, a stubbed global or environment variable or a fake clock of one file would reach the
    // files after it in the same worker. A server test passes its clock, config and database in
    // (buildApp's deps) instead.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server test files share modules: pass a dependency in instead.',
        })),
      ],
    },
  },
  ...dependencyRules,
  ...storybook.configs['flat/recommended'],
  prettier,
);
