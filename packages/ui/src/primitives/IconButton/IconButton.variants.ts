import { cva, type VariantProps } from 'class-variance-authority';

/** Icon button recipes: Button's variants on a square box. */
export const iconButtonVariants = cva(
  'inline-flex shrink-0 cursor-default items-center justify-center rounded-md transition-colors outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus data-[pending]:cursor-wait',
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
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type IconButtonVariantProps = VariantProps<typeof iconButtonVariants>;
