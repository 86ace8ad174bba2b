import { cva, type VariantProps } from 'class-variance-authority';
import { figureDigits } from '../../lib/figures';
import { focusRingInset } from '../../lib/focusRing';

/**
 * Alignment of a column's header and its cells: numbers line up on the end edge, in tabular,
 * lining figures. `compact` rows fit long lists of orders and records.
 */
export const tableCellVariants = cva(focusRingInset, {
  variants: {
    align: {
      start: 'text-start',
      center: 'text-center',
      end: `text-end ${figureDigits}`,
    },
    density: {
      regular: 'px-3 py-2',
      compact: 'px-2 py-1',
    },
  },
  defaultVariants: { align: 'start', density: 'regular' },
});

export type TableCellVariantProps = VariantProps<typeof tableCellVariants>;
