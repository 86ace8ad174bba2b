import { cva, type VariantProps } from 'class-variance-authority';

/** Button recipes: variants switch semantic tokens only. */
export const buttonVariants = cva(
  'inline-flex cursor-default items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus data-[pending]:cursor-wait',
  {
    variants: {
      variant: {
        primary:
          'bg-primary text-primary-fg data-[hovered]:bg-primary-hover data-[pressed]:bg-primary-hover',
        secondary:
          'border border-border-strong bg-surface text-fg data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken',
        ghost: 'text-fg data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken',
        danger: 'bg-negative text-negative-fg data-[hovered]:opacity-90 data-[pressed]:opacity-90',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
      fullWidth: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
