/**
 * Progress bar and meter recipes. Plain maps rather than cva: these primitives wrap very small
 * react-aria parts, and cva's runtime alone would break their size budget (1.15x).
 */
export const progressTrack = 'relative w-full overflow-hidden rounded-full bg-surface-sunken';

/** Track height per size. */
export const progressSizes = { sm: 'h-1', md: 'h-2', lg: 'h-3' } as const;

/** Fill colour per tone: semantic tokens only. */
export const progressTones = {
  primary: 'bg-primary',
  positive: 'bg-positive',
  negative: 'bg-negative',
  warning: 'bg-warning',
} as const;
