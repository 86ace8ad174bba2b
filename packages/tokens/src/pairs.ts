import type { TokenName, TokenSet } from './base';
import { contrastRatio } from './contrast';

/**
 * WCAG 2.2 AA minimum contrast: 4.5:1 for text (SC 1.4.3), 3:1 for the parts of controls and
 * for focus indicators (SC 1.4.11).
 */
export const MIN_CONTRAST = { text: 4.5, control: 3, focus: 3 } as const;

export type ContrastUse = keyof typeof MIN_CONTRAST;

/** A foreground token drawn on a background token, and what it is used for. */
export interface ContrastPair {
  fg: TokenName;
  bg: TokenName;
  use: ContrastUse;
}

const surfaces = ['background', 'surface', 'surface-raised', 'surface-sunken'] as const;
const on = (fgs: readonly TokenName[], bgs: readonly TokenName[], use: ContrastUse) =>
  fgs.flatMap((fg) => bgs.map((bg): ContrastPair => ({ fg, bg, use })));

/**
 * Every foreground/background combination the UI relies on. A component that puts a token on
 * another one not listed here must add the pair, so that every theme is checked for it.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...on(['text', 'text-muted'], surfaces, 'text'),
  // roles used as text: links, amounts, gains and losses, status labels
  ...on(['primary', 'positive', 'negative', 'warning', 'info'], surfaces, 'text'),
  // filled roles: buttons, badges, banners
  { fg: 'primary-foreground', bg: 'primary', use: 'text' },
  { fg: 'primary-foreground', bg: 'primary-hover', use: 'text' },
  { fg: 'positive-foreground', bg: 'positive', use: 'text' },
  { fg: 'negative-foreground', bg: 'negative', use: 'text' },
  { fg: 'warning-foreground', bg: 'warning', use: 'text' },
  { fg: 'info-foreground', bg: 'info', use: 'text' },
  // spec 2: the connection rating, green (excellent) and emerald (good): a dot or signal icon
  // beside the rating's word, or a filled badge; held to text contrast so they may be text too
  ...on(['signal-excellent', 'signal-good'], surfaces, 'text'),
  { fg: 'signal-excellent-foreground', bg: 'signal-excellent', use: 'text' },
  { fg: 'signal-good-foreground', bg: 'signal-good', use: 'text' },
  // tooltips and toasts: the text colour as a background
  { fg: 'text-inverse', bg: 'text', use: 'text' },
  // input, checkbox and secondary button outlines
  ...on(['border-strong'], ['background', 'surface', 'surface-sunken'], 'control'),
  ...on(['focus-ring'], surfaces, 'focus'),
];

/** The measured contrast of one pair in one token set. */
export interface ContrastResult extends ContrastPair {
  ratio: number;
  min: number;
  ok: boolean;
}

/** Measures every pair (default: {@link contrastPairs}) in a token set. */
export function checkContrast(
  tokens: TokenSet,
  pairs: readonly ContrastPair[] = contrastPairs,
): ContrastResult[] {
  return pairs.map((pair) => {
    const ratio = contrastRatio(tokens[pair.fg], tokens[pair.bg]);
    const min = MIN_CONTRAST[pair.use];
    return { ...pair, ratio, min, ok: ratio >= min };
  });
}
