import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import remarkGfm from 'remark-gfm';
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
    mergeConfig(config, { plugins: [tailwindcss()], resolve: { alias: aliases } }),
};

export default config;
