import { cva, type VariantProps } from 'class-variance-authority';
import { focusRing } from '../../lib/focusRing';

/** Link recipes: `inline` sits in running text (always underlined), `standalone` stands alone. */
export const linkVariants = cva(
  `rounded-sm text-primary underline-offset-2 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 ${focusRing}`,
  {
    variants: {
      variant: {
        inline: 'underline data-[hovered]:decoration-2',
        standalone:
          'inline-flex items-center gap-1 font-medium no-underline data-[hovered]:underline',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

export type LinkVariantProps = VariantProps<typeof linkVariants>;
