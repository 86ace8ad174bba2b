import type { Decorator, Preview } from '@storybook/react-vite';
import { createI18n, locales } from '@invest/i18n';
import { themes, type Theme } from '@invest/tokens';
import { InvestProvider } from '../packages/ui/src/lib/InvestProvider';
import './preview.css';

const i18n = createI18n({ lng: 'en-US' });

const withProviders: Decorator = (Story, context) => {
  const theme = (context.globals.theme as Theme | undefined) ?? 'stand';
  const locale = (context.globals.locale as string | undefined) ?? 'en-US';
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  // overlays (popovers, modals, toasts) render in a portal under <body>: theme the root too
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = locale;
  return (
    <InvestProvider i18n={i18n}>
      <div data-theme={theme} lang={locale} className="min-h-screen p-4">
        <Story />
      </div>
    </InvestProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...themes], dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((l) => ({ value: l.locale, title: `${l.emoji} ${l.name}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'stand', locale: 'en-US' },
  parameters: {
    layout: 'fullscreen',
    options: {
      storySort: {
        order: [
          'Docs',
          ['Getting started', 'Theming', 'Accessibility', 'Changelog'],
          'Foundations',
          'Primitives',
          'Patterns',
          'Views',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // every story is an accessibility test: a violation fails it
    a11y: {
      test: 'error',
      options: {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
