import { interStack } from '../fontStacks';
import { typeScale } from '../typeScale';
import type { ThemeDefinition } from '../types';

/**
 * light: high-key light. Near-white greys with hairline borders, a clear blue, soft diffuse
 * shadows, rounder corners and a slightly airy rhythm.
 */
export const light: ThemeDefinition = {
  name: 'light',
  colorScheme: 'light',
  tokens: {
    background: '#fcfcfd',
    surface: '#ffffff',
    'surface-raised': '#ffffff',
    'surface-sunken': '#f3f4f6',
    text: '#1d2026',
    'text-muted': '#585e69',
    'text-inverse': '#ffffff',
    primary: '#1f5fd1',
    'primary-hover': '#184cae',
    'primary-foreground': '#ffffff',
    positive: '#007679',
    'positive-foreground': '#ffffff',
    negative: '#c4343a',
    'negative-foreground': '#ffffff',
    warning: '#93580a',
    'warning-foreground': '#ffffff',
    info: '#106aa3',
    'info-foreground': '#ffffff',
    'signal-excellent': '#297409',
    'signal-excellent-foreground': '#ffffff',
    'signal-good': '#02715a',
    'signal-good-foreground': '#ffffff',
    border: '#e6e8ec',
    'border-strong': '#7c8391',
    'focus-ring': '#1f5fd1',
    overlay: 'rgb(29 32 38 / 0.35)',
    'radius-sm': '0.375rem',
    'radius-md': '0.625rem',
    'radius-lg': '1rem',
    'radius-full': '9999px',
    spacing: '0.26rem',
    'font-sans': interStack,
    'font-display': interStack,
    'font-mono': 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    'text-base': '1rem',
    'leading-base': '1.55',
    ...typeScale({
      display: { weight: '600', tracking: '-0.02em' },
      'page-title': { weight: '600' },
      body: { leading: '1.5625rem' },
    }),
    'shadow-sm': '0 1px 2px rgb(16 24 40 / 0.04)',
    'shadow-md': '0 4px 16px rgb(16 24 40 / 0.06)',
    'shadow-lg': '0 16px 40px rgb(16 24 40 / 0.08)',
    'duration-fast': '140ms',
    'duration-normal': '220ms',
    'ease-standard': 'cubic-bezier(0.2, 0, 0, 1)',
  },
};
