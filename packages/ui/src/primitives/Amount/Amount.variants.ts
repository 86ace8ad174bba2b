import { cva, type VariantProps } from 'class-variance-authority';
import { figureDigits } from '../../lib/figures';

/** Sizes of a figure on the type scale; `inherit` takes the surrounding text's size. */
export const amountVariants = cva(`whitespace-nowrap [unicode-bidi:isolate] ${figureDigits}`, {
  variants: {
    size: {
      inherit: '',
      caption: 'text-caption',
      body: 'text-body',
      figure: 'text-figure font-semibold',
      display: 'text-display font-semibold',
    },
  },
  defaultVariants: { size: 'inherit' },
});

export type AmountVariantProps = VariantProps<typeof amountVariants>;
