import { cva, type VariantProps } from 'class-variance-authority';
import { focusRingInset } from '../../lib/focusRing';

/** Alignment of a column's header and its cells: numbers line up on the end edge. */
export const tableCellVariants = cva(`px-3 py-2 ${focusRingInset}`, {
  variants: {
    align: {
      start: 'text-start',
      center: 'text-center',
      end: 'text-end tabular-nums',
    },
  },
  defaultVariants: { align: 'start' },
});

export type TableCellVariantProps = VariantProps<typeof tableCellVariants>;
