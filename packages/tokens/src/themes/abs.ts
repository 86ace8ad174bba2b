import { interStack } from '../fontStacks';
import { typeScale } from '../typeScale';
import type { ThemeDefinition } from '../types';

/**
 * abs: absolute, brutalist monochrome. Black on white, no radius anywhere, black borders, hard
 * offset shadows, compact spacing, monospace headings, near-instant linear motion. Colour is kept
 * for meaning only (gain, loss, warning, info) and a blue focus ring.
 */
export const abs: ThemeDefinition = {
  name: 'abs',
  colorScheme: 'light',
  tokens: {
    background: '#ffffff',
    surface: '#ffffff',
    'surface-raised': '#ffffff',
    'surface-sunken': '#efefef',
    text: '#000000',
    'text-muted': '#3d3d3d',
    'text-inverse': '#ffffff',
    primary: '#000000',
    'primary-hover': '#333333',
    'primary-foreground': '#ffffff',
    positive: '#006b45',
    'positive-foreground': '#ffffff',
    negative: '#d1001f',
    'negative-foreground': '#ffffff',
    warning: '#8f5200',
    'warning-foreground': '#ffffff',
    info: '#0043ce',
    'info-foreground': '#ffffff',
    'signal-excellent': '#297409',
    'signal-excellent-foreground': '#ffffff',
    'signal-good': '#02715a',
    'signal-good-foreground': '#ffffff',
    border: '#000000',
    'border-strong': '#000000',
    'focus-ring': '#0033cc',
    overlay: 'rgb(0 0 0 / 0.6)',
    'radius-sm': '0px',
    'radius-md': '0px',
    'radius-lg': '0px',
    'radius-full': '0px',
    spacing: '0.22rem',
    'font-sans': interStack,
    'font-display': 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
    'font-mono': 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
    'text-base': '1rem',
    'leading-base': '1.4',
    ...typeScale({
      // monochrome, high contrast: monospace headings (no negative tracking), heavy labels
      display: { size: '2.25rem', leading: '2.75rem', weight: '700', tracking: '-0.01em' },
      'page-title': { size: '1.625rem', leading: '2rem', weight: '700', tracking: '0em' },
      section: { size: '1.125rem', leading: '1.5rem', weight: '700', tracking: '0em' },
      'card-title': { weight: '700', tracking: '0em' },
      figure: { weight: '700', tracking: '-0.01em' },
      body: { leading: '1.375rem' },
      label: { weight: '600' },
      caption: { weight: '500', tracking: '0.02em' },
    }),
    'shadow-sm': '2px 2px 0 #000000',
    'shadow-md': '4px 4px 0 #000000',
    'shadow-lg': '8px 8px 0 #000000',
    'duration-fast': '60ms',
    'duration-normal': '100ms',
    'ease-standard': 'linear',
  },
};
