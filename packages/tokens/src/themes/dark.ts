import { interStack } from '../fontStacks';
import { typeScale } from '../typeScale';
import type { ThemeDefinition } from '../types';

/**
 * dark: a dark scheme for low light. Blue-black surfaces that get lighter as they rise, soft
 * light text, desaturated light roles with dark text on fills, deep shadows.
 */
export const dark: ThemeDefinition = {
  name: 'dark',
  colorScheme: 'dark',
  tokens: {
    background: '#0b0f14',
    surface: '#131920',
    'surface-raised': '#1b232d',
    'surface-sunken': '#080b0f',
    text: '#e7ecf2',
    'text-muted': '#9ba7b5',
    'text-inverse': '#0b0f14',
    primary: '#7aa7ff',
    'primary-hover': '#a1c0ff',
    'primary-foreground': '#0b0f14',
    positive: '#4cd6c0',
    'positive-foreground': '#0b0f14',
    negative: '#ff6b81',
    'negative-foreground': '#0b0f14',
    warning: '#f2b84b',
    'warning-foreground': '#0b0f14',
    info: '#5cc0f5',
    'info-foreground': '#0b0f14',
    'signal-excellent': '#7ee081',
    'signal-excellent-foreground': '#0b0f14',
    'signal-good': '#3ad6ad',
    'signal-good-foreground': '#0b0f14',
    border: '#28313d',
    'border-strong': '#76828f',
    'focus-ring': '#7aa7ff',
    overlay: 'rgb(0 0 0 / 0.6)',
    'radius-sm': '0.25rem',
    'radius-md': '0.5rem',
    'radius-lg': '0.75rem',
    'radius-full': '9999px',
    spacing: '0.25rem',
    'font-sans': interStack,
    'font-display': interStack,
    'font-mono': 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    'text-base': '1rem',
    'leading-base': '1.55',
    ...typeScale({
      // light on dark reads heavier: a touch lighter and looser than stand
      display: { weight: '600' },
      'page-title': { weight: '600' },
      body: { leading: '1.5625rem' },
    }),
    'shadow-sm': '0 1px 2px rgb(0 0 0 / 0.4)',
    'shadow-md': '0 4px 12px rgb(0 0 0 / 0.5)',
    'shadow-lg': '0 12px 32px rgb(0 0 0 / 0.6)',
    'duration-fast': '120ms',
    'duration-normal': '200ms',
    'ease-standard': 'cubic-bezier(0.2, 0, 0, 1)',
  },
};
