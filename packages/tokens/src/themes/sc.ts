import { interChineseStack } from '../fontStacks';
import { typeScale } from '../typeScale';
import type { ThemeDefinition } from '../types';

/**
 * sc: scarlet, inspired by Chinese-market apps. Scarlet primary with gold accents (focus ring,
 * warning) on warm white, a Simplified Chinese font stack, dense spacing, brisk motion.
 *
 * Red means a gain in China, but `positive` and `negative` keep their meaning in every theme and
 * PriceChange always shows a sign and an arrow; so gain is jade and loss a plum distinct from the
 * scarlet primary, and neither can be read as the brand colour.
 */
export const sc: ThemeDefinition = {
  name: 'sc',
  colorScheme: 'light',
  tokens: {
    background: '#fdf8f3',
    surface: '#ffffff',
    'surface-raised': '#ffffff',
    'surface-sunken': '#f7eee4',
    text: '#1f1414',
    'text-muted': '#5e4b46',
    'text-inverse': '#ffffff',
    primary: '#c8102e',
    'primary-hover': '#a00d25',
    'primary-foreground': '#ffffff',
    positive: '#0e7a5a',
    'positive-foreground': '#ffffff',
    negative: '#94167a',
    'negative-foreground': '#ffffff',
    warning: '#8c5d00',
    'warning-foreground': '#ffffff',
    info: '#1d5c96',
    'info-foreground': '#ffffff',
    'signal-excellent': '#297409',
    'signal-excellent-foreground': '#ffffff',
    'signal-good': '#02715a',
    'signal-good-foreground': '#ffffff',
    border: '#ecdccd',
    'border-strong': '#8a6d5a',
    'focus-ring': '#8c6200',
    overlay: 'rgb(31 20 20 / 0.5)',
    'radius-sm': '0.25rem',
    'radius-md': '0.375rem',
    'radius-lg': '0.625rem',
    'radius-full': '9999px',
    spacing: '0.24rem',
    'font-sans': interChineseStack,
    'font-display': interChineseStack,
    'font-mono': 'ui-monospace, "SF Mono", Menlo, Consolas, "Noto Sans Mono CJK SC", monospace',
    'text-base': '0.9375rem',
    'leading-base': '1.5',
    ...typeScale({
      // dense, CJK-first: no negative tracking (it crowds Han characters), a 15 px body
      display: { size: '2.25rem', leading: '2.75rem', weight: '700', tracking: '0em' },
      'page-title': { size: '1.5rem', leading: '2rem', weight: '700', tracking: '0em' },
      section: { size: '1.125rem', leading: '1.625rem', tracking: '0em' },
      'card-title': { size: '0.9375rem', leading: '1.375rem', tracking: '0em' },
      figure: { size: '1.375rem', leading: '1.875rem', weight: '700', tracking: '0em' },
      body: { size: '0.9375rem', leading: '1.375rem' },
      label: { size: '0.8125rem', leading: '1.25rem' },
      caption: { leading: '1rem', tracking: '0em' },
    }),
    'shadow-sm': '0 1px 2px rgb(80 20 20 / 0.06)',
    'shadow-md': '0 4px 12px rgb(80 20 20 / 0.1)',
    'shadow-lg': '0 12px 28px rgb(80 20 20 / 0.14)',
    'duration-fast': '100ms',
    'duration-normal': '180ms',
    'ease-standard': 'cubic-bezier(0.2, 0, 0, 1)',
  },
};
