import { interStack, serifStack } from '../fontStacks';
import { typeScale } from '../typeScale';
import type { ThemeDefinition } from '../types';

/**
 * edel (German: noble): private wealth. Deep bottle green on warm ivory with restrained gold (the
 * warning tone), Source Serif 4 headings at a book weight over Inter, small radius, warm low
 * shadows, unhurried motion.
 */
export const edel: ThemeDefinition = {
  name: 'edel',
  colorScheme: 'light',
  tokens: {
    background: '#f7f3e9',
    surface: '#fffdf8',
    'surface-raised': '#fffefb',
    'surface-sunken': '#efe8d8',
    text: '#1e1a14',
    'text-muted': '#5a5142',
    'text-inverse': '#fffdf8',
    primary: '#17503c',
    'primary-hover': '#0e3b2c',
    'primary-foreground': '#fffdf8',
    positive: '#0d6477',
    'positive-foreground': '#fffdf8',
    negative: '#a3262a',
    'negative-foreground': '#fffdf8',
    warning: '#8a5a00',
    'warning-foreground': '#fffdf8',
    info: '#2f5680',
    'info-foreground': '#fffdf8',
    'signal-excellent': '#297409',
    'signal-excellent-foreground': '#fffdf8',
    'signal-good': '#02715a',
    'signal-good-foreground': '#fffdf8',
    border: '#ddd3bf',
    'border-strong': '#7d705a',
    // restrained gold: the focus ring (and the warning tone) are the theme's only gold
    'focus-ring': '#8c6d1f',
    overlay: 'rgb(30 26 20 / 0.5)',
    'radius-sm': '0.125rem',
    'radius-md': '0.25rem',
    'radius-lg': '0.375rem',
    'radius-full': '9999px',
    spacing: '0.26rem',
    'font-sans': interStack,
    'font-display': serifStack,
    'font-mono': 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
    'text-base': '1rem',
    'leading-base': '1.6',
    ...typeScale({
      // serif headings at a book weight, a little larger; quiet figures
      display: { size: '2.75rem', leading: '3.25rem', weight: '500', tracking: '-0.012em' },
      'page-title': { size: '2rem', leading: '2.5rem', weight: '500', tracking: '-0.01em' },
      section: { size: '1.375rem', leading: '1.875rem', weight: '500', tracking: '-0.005em' },
      'card-title': { weight: '600', tracking: '0em' },
      figure: { size: '1.625rem', leading: '2.125rem', weight: '500', tracking: '-0.01em' },
      body: { leading: '1.625rem' },
      caption: { tracking: '0.02em' },
    }),
    'shadow-sm': '0 1px 2px rgb(60 45 20 / 0.08)',
    'shadow-md': '0 4px 14px rgb(60 45 20 / 0.1)',
    'shadow-lg': '0 14px 36px rgb(60 45 20 / 0.14)',
    'duration-fast': '160ms',
    'duration-normal': '280ms',
    'ease-standard': 'cubic-bezier(0.4, 0, 0.2, 1)',
  },
};
