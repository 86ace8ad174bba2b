import { cva, type VariantProps } from 'class-variance-authority';
import { buttonBase, buttonTones } from '../../lib/buttonTones';
import { cn } from '../../lib/cn';

/** Icon button recipes: Button's variants on a square box. */
export const iconButtonVariants = cva(cn(buttonBase, 'shrink-0'), {
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
