import { focusRing } from './focusRing';

/** The tones Button and IconButton share: each switches semantic tokens only. */
export const buttonTones = {
  primary:
    'bg-primary text-primary-fg data-[hovered]:bg-primary-hover data-[pressed]:bg-primary-hover',
  secondary:
    'border border-border-strong bg-surface text-fg data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken',
  ghost: 'text-fg data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken',
  danger: 'bg-negative text-negative-fg data-[hovered]:opacity-90 data-[pressed]:opacity-90',
} as const;

/** What every button-like control has: layout, disabled and pending cursors, the focus ring. */
export const buttonBase = `inline-flex cursor-default items-center justify-center rounded-md transition-colors data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[pending]:cursor-wait ${focusRing}`;
