import { cva, type VariantProps } from 'class-variance-authority';
import { buttonBase, buttonTones } from '../../lib/buttonTones';

/** Icon button recipes: Button's variants on a square box. */
// the base joined as Button's is (Button.variants.ts)
export const iconButtonVariants = cva(`${buttonBase} shrink-0`, {
  variants: {
    variant: buttonTones,
    size: {
      sm: 'size-8 [&_svg]:size-4',
      md: 'size-10 [&_svg]:size-5',
      lg: 'size-12 [&_svg]:size-6',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type IconButtonVariantProps = VariantProps<typeof iconButtonVariants>;
