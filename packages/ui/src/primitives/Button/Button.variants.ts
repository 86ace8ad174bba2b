import { cva, type VariantProps } from 'class-variance-authority';
import { buttonBase, buttonTones } from '../../lib/buttonTones';
import { cn } from '../../lib/cn';

/** Button recipes: variants switch semantic tokens only. */
export const buttonVariants = cva(cn(buttonBase, 'gap-2 font-medium whitespace-nowrap'), {
  variants: {
    variant: buttonTones,
    size: {
      sm: 'h-8 px-3 text-sm',
      md: 'h-10 px-4 text-sm',
      lg: 'h-12 px-6 text-base',
    },
    fullWidth: { true: 'w-full' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
