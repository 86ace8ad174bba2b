import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import remarkGfm from 'remark-gfm';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
// @ts-expect-error: plain ESM helper
import { aliases } from '../scripts/aliases.mjs';

const config: StorybookConfig = {
  stories: ['./docs/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@chromatic-com/storybook',
    // GitHub-flavoured Markdown (tables) in the MDX docs pages
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (config) =>
    mergeConfig(config, {
      plugins: [tailwindcss()],
      resolve: {
        alias: [
          // The web app's faces (apps/web/src/fonts.css, imported by preview.css) name their files
          // by package; the packages are the web app's dependencies, so resolve them from there.
          // Unresolved, the static build asked for /assets/@fontsource-variable/... (404) and
          // every story rendered in the fallback face.
          {
            find: /^@fontsource-variable\//,
            replacement: `${fileURLToPath(new URL('../apps/web/node_modules/@fontsource-variable/', import.meta.url))}`,
          },
          ...aliases,
        ],
      },
    }),
};

export default config;
