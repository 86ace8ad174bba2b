import { cva, type VariantProps } from 'class-variance-authority';

/** The dialog surface: a floating card (`modal`) or a full-height side sheet (`drawer`). */
export const dialogPanelVariants = cva(
  'flex max-h-full flex-col bg-surface-raised text-fg outline-none',
  {
    variants: {
      variant: {
        modal: 'rounded-lg border border-border shadow-lg',
        drawer: 'h-full border-s border-border shadow-lg',
      },
    },
    defaultVariants: { variant: 'modal' },
  },
);

export type DialogPanelVariantProps = VariantProps<typeof dialogPanelVariants>;
