import { cva, type VariantProps } from 'class-variance-authority';

/** Avatar recipes: a round box of three sizes; initials scale with it. */
export const avatarVariants = cva(
  'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-medium text-primary-fg select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-14 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvatarVariantProps = VariantProps<typeof avatarVariants>;
