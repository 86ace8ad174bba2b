import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * The colour utilities @invest/tokens defines (`bg-surface`, `text-positive`, ...): the only
 * colours there are (the default palette is removed). Kept equal to the tokens' `colorUtilities`
 * by cn.test.ts.
 */
export const TOKEN_COLORS = [
  'background',
  'surface',
  'surface-raised',
  'surface-sunken',
  'fg',
  'fg-muted',
  'fg-inverse',
  'primary',
  'primary-hover',
  'primary-fg',
  'positive',
  'positive-fg',
  'negative',
  'negative-fg',
  'warning',
  'warning-fg',
  'info',
  'info-fg',
  'border',
  'border-strong',
  'focus',
  'overlay',
  'transparent',
  'current',
] as const;

/**
 * tailwind-merge configured for the project's theme: a colour is one of the tokens, so
 * `text-positive` (colour) and `text-sm` (size) never replace each other, and a class the theme
 * does not know (say a future `text-title`) is left alone instead of being taken for a colour.
 */
const twMerge = extendTailwindMerge({
  override: {
    theme: {
      color: [...TOKEN_COLORS],
      font: ['sans', 'display', 'mono'],
      radius: ['sm', 'md', 'lg', 'full'],
      shadow: ['sm', 'md', 'lg'],
      ease: ['standard'],
    },
  },
});

/**
 * Joins class names; a later class wins over an earlier one of the same property, so a
 * partner's `className` (passed last) overrides a component's own classes (`bg-surface` +
 * `bg-primary` gives `bg-primary`).
 */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));

/** The focus ring every interactive part shows on keyboard focus: see ./focusRing. */
export { focusRing } from './focusRing';
