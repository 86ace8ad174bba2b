import { cva, type VariantProps } from 'class-variance-authority';
import { buttonBase, buttonTones } from '../../lib/buttonTones';

/**
 * Button recipes: variants switch semantic tokens only. The base is joined, not merged with `cn`:
 * it sets no property twice (Button.variants.test.ts), and a merge when the module loads is work
 * in a first visit's longest task.
 */
export const buttonVariants = cva(`${buttonBase} gap-2 font-medium whitespace-nowrap`, {
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
