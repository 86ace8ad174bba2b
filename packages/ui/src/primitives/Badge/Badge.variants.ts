import { cva, type VariantProps } from 'class-variance-authority';

/** Badge recipes: a solid role background with its `-fg` text, or a quiet neutral. */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'border border-border bg-surface-sunken text-fg',
        primary: 'bg-primary text-primary-fg',
        positive: 'bg-positive text-positive-fg',
        negative: 'bg-negative text-negative-fg',
        warning: 'bg-warning text-warning-fg',
        info: 'bg-info text-info-fg',
        'signal-excellent': 'bg-signal-excellent text-signal-excellent-fg',
        'signal-good': 'bg-signal-good text-signal-good-fg',
      },
      size: {
        sm: 'h-5 px-2 text-xs [&_svg]:size-3',
        md: 'h-6 px-2.5 text-sm [&_svg]:size-3.5',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'md' },
  },
);

export type BadgeVariantProps = VariantProps<typeof badgeVariants>;
