import { interJapaneseStack } from '../fontStacks';
import { typeScale } from '../typeScale';
import type { ThemeDefinition } from '../types';

/**
 * jp: Japanese minimal. Sumi ink and indigo (ai-iro) on washi off-white, a Japanese font stack
 * with a Mincho display face, generous line height, small radius, almost flat, calm motion.
 */
export const jp: ThemeDefinition = {
  name: 'jp',
  colorScheme: 'light',
  tokens: {
    background: '#f6f3ea',
    surface: '#fbf9f3',
    'surface-raised': '#fffdf8',
    'surface-sunken': '#eeeadd',
    text: '#1b1b1f',
    'text-muted': '#55524c',
    'text-inverse': '#fbf9f3',
    primary: '#203f74',
    'primary-hover': '#172f58',
    'primary-foreground': '#fbf9f3',
    positive: '#1a6b6b',
    'positive-foreground': '#fbf9f3',
    negative: '#ad2e2e',
    'negative-foreground': '#fbf9f3',
    warning: '#8a5800',
    'warning-foreground': '#fbf9f3',
    info: '#2f5d8a',
    'info-foreground': '#fbf9f3',
    'signal-excellent': '#297409',
    'signal-excellent-foreground': '#fbf9f3',
    'signal-good': '#02715a',
    'signal-good-foreground': '#fbf9f3',
    border: '#dcd6c6',
    'border-strong': '#7a7466',
    'focus-ring': '#203f74',
    overlay: 'rgb(27 27 31 / 0.45)',
    'radius-sm': '0.125rem',
    'radius-md': '0.25rem',
    'radius-lg': '0.5rem',
    'radius-full': '9999px',
    spacing: '0.27rem',
    'font-sans': interJapaneseStack,
    // Latin letters and figures in Source Serif 4, kana and kanji in the system's Mincho
    'font-display':
      '"Source Serif 4 Variable", "Source Serif 4 Fallback", "Hiragino Mincho ProN", "Yu Mincho", YuMincho, "Noto Serif JP", "Noto Serif CJK JP", serif',
    'font-mono': '"SF Mono", Menlo, Consolas, "Noto Sans Mono CJK JP", monospace',
    'text-base': '1rem',
    'leading-base': '1.8',
    ...typeScale({
      // airy: generous line height, slightly open tracking as Japanese typesetting does
      display: { size: '2.25rem', leading: '3rem', weight: '600', tracking: '0.02em' },
      'page-title': { size: '1.625rem', leading: '2.375rem', weight: '600', tracking: '0.02em' },
      section: { leading: '2rem', weight: '600', tracking: '0.02em' },
      'card-title': { leading: '1.75rem', tracking: '0.02em' },
      figure: { leading: '2.25rem', tracking: '0em' },
      body: { leading: '1.8rem', tracking: '0.02em' },
      label: { leading: '1.5rem', tracking: '0.02em' },
      caption: { leading: '1.25rem', tracking: '0.04em' },
    }),
    'shadow-sm': '0 1px 0 rgb(27 27 31 / 0.06)',
    'shadow-md': '0 2px 8px rgb(27 27 31 / 0.06)',
    'shadow-lg': '0 8px 24px rgb(27 27 31 / 0.1)',
    'duration-fast': '180ms',
    'duration-normal': '320ms',
    'ease-standard': 'cubic-bezier(0.25, 0.1, 0.25, 1)',
  },
};
