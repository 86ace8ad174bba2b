import { cva, type VariantProps } from 'class-variance-authority';

/** Alignment of a column's header and its cells: numbers line up on the end edge. */
export const tableCellVariants = cva(
  'px-3 py-2 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus',
  {
    variants: {
      align: {
        start: 'text-start',
        center: 'text-center',
        end: 'text-end tabular-nums',
      },
    },
    defaultVariants: { align: 'start' },
  },
);

export type TableCellVariantProps = VariantProps<typeof tableCellVariants>;
