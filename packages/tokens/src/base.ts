import { typeScaleTokenNames } from './typeScale';

/**
 * The base semantic token set. Every theme (see ./themes) defines exactly these names; the
 * stand theme's values are the reference. Names are CSS custom property names without the
 * `--iv-` prefix.
 */
export const tokenNames = [
  // surfaces
  'background',
  'surface',
  'surface-raised',
  'surface-sunken',
  // text
  'text',
  'text-muted',
  'text-inverse',
  // roles
  'primary',
  'primary-hover',
  'primary-foreground',
  'positive',
  'positive-foreground',
  'negative',
  'negative-foreground',
  'warning',
  'warning-foreground',
  'info',
  'info-foreground',
  // spec 2: the connection rating's colours, excellent green and good emerald (fair, poor and
  // offline take warning, negative and text-muted)
  'signal-excellent',
  'signal-excellent-foreground',
  'signal-good',
  'signal-good-foreground',
  'border',
  'border-strong',
  'focus-ring',
  'overlay',
  // shape, space, type
  'radius-sm',
  'radius-md',
  'radius-lg',
  'radius-full',
  'spacing',
  'font-sans',
  // headings and large figures; a theme may give it its own character (edel: serif)
  'font-display',
  'font-mono',
  'text-base',
  'leading-base',
  // the type scale: text-display, text-display-leading, ... (./typeScale)
  ...typeScaleTokenNames,
  // elevation
  'shadow-sm',
  'shadow-md',
  'shadow-lg',
  // motion
  'duration-fast',
  'duration-normal',
  'ease-standard',
] as const;

export type TokenName = (typeof tokenNames)[number];
export type TokenSet = Record<TokenName, string>;
