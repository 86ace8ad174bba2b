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
  // spec 2: the connection rating's green (excellent) and emerald (good)
  'signal-excellent',
  'signal-excellent-fg',
  'signal-good',
  'signal-good-fg',
  'border',
  'border-strong',
  'focus',
  'overlay',
  // gains and losses: positive or negative as the client's up-colour setting says
  'up',
  'down',
  'transparent',
  'current',
] as const;

/**
 * The type scale @invest/tokens defines (`text-display`, ..., `text-caption`): font sizes (with
 * their line height, weight and tracking), not colours. Kept equal to the tokens'
 * `typeScaleSteps` by cn.test.ts.
 */
export const TYPE_SCALE = [
  'display',
  'page-title',
  'section',
  'card-title',
  'figure',
  'body',
  'label',
  'caption',
] as const;

/*
 * tailwind-merge's own configuration, told only what the token theme changes: its colours, fonts,
 * radii, shadows and easing replace Tailwind's defaults (the default palette is removed), and the
 * type scale adds font sizes beside the t-shirt sizes. Every other class group is tailwind-merge's,
 * so a class a component or a partner starts using merges without a change here.
 */
const twMerge = extendTailwindMerge({
  extend: { theme: { text: [...TYPE_SCALE] } },
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
