import { interStack } from '../fontStacks';
import { typeScale } from '../typeScale';
import type { ThemeDefinition } from '../types';

/**
 * neo: crisp modern fintech. Violet-indigo on cool white, large radius, airy spacing, soft tinted
 * shadows and a springy ease.
 */
export const neo: ThemeDefinition = {
  name: 'neo',
  colorScheme: 'light',
  tokens: {
    background: '#f7f7fd',
    surface: '#ffffff',
    'surface-raised': '#ffffff',
    'surface-sunken': '#efeef9',
    text: '#16132d',
    'text-muted': '#545071',
    'text-inverse': '#ffffff',
    primary: '#5a3fd9',
    'primary-hover': '#4629c2',
    'primary-foreground': '#ffffff',
    positive: '#00777a',
    'positive-foreground': '#ffffff',
    negative: '#c4224f',
    'negative-foreground': '#ffffff',
    warning: '#9a5b00',
    'warning-foreground': '#ffffff',
    info: '#1f62c7',
    'info-foreground': '#ffffff',
    'signal-excellent': '#297409',
    'signal-excellent-foreground': '#ffffff',
    'signal-good': '#02715a',
    'signal-good-foreground': '#ffffff',
    border: '#e1dff0',
    'border-strong': '#7a7596',
    'focus-ring': '#5a3fd9',
    overlay: 'rgb(22 19 45 / 0.45)',
    'radius-sm': '0.5rem',
    'radius-md': '0.875rem',
    'radius-lg': '1.25rem',
    'radius-full': '9999px',
    spacing: '0.28rem',
    'font-sans': interStack,
    'font-display': interStack,
    'font-mono': '"SF Mono", "Cascadia Code", ui-monospace, Menlo, Consolas, monospace',
    'text-base': '1rem',
    'leading-base': '1.6',
    ...typeScale({
      // bold and modern: big, heavy, tightly tracked headings and figures
      display: { size: '2.75rem', leading: '3.25rem', weight: '750', tracking: '-0.032em' },
      'page-title': { size: '2rem', leading: '2.5rem', weight: '700', tracking: '-0.026em' },
      section: { weight: '700', tracking: '-0.018em' },
      figure: { size: '1.625rem', weight: '700', tracking: '-0.02em' },
      body: { leading: '1.625rem' },
    }),
    'shadow-sm': '0 1px 2px rgb(40 30 110 / 0.06)',
    'shadow-md': '0 6px 20px rgb(40 30 110 / 0.1)',
    'shadow-lg': '0 20px 48px rgb(40 30 110 / 0.16)',
    'duration-fast': '150ms',
    'duration-normal': '260ms',
    'ease-standard': 'cubic-bezier(0.32, 0.72, 0, 1)',
  },
};
