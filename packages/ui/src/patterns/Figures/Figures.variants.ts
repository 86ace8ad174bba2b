import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The list: `compact` stacks a breakdown's lines close together (a review before a money-moving
 * confirm), `relaxed` gives each fact of a detail page its own breathing room; `columns: 2` sets
 * the lines of a summary card side by side from the small breakpoint on.
 */
export const figuresVariants = cva('text-sm', {
  variants: {
    density: { compact: '', relaxed: '' },
    columns: {
      1: 'flex flex-col',
      2: 'grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2',
    },
  },
  compoundVariants: [{ density: 'compact', columns: 1, className: 'gap-1' }],
  defaultVariants: { density: 'compact', columns: 1 },
});

/** One line: label at the start, value at the end, on a shared baseline. */
export const figuresRowVariants = cva('flex items-baseline justify-between gap-4', {
  variants: {
    density: { compact: '', relaxed: 'py-1.5' },
    // a total stands out by weight and a rule above it, not by colour alone (WCAG 1.4.1)
    total: { true: 'border-t border-border font-semibold text-fg', false: '' },
  },
  compoundVariants: [{ density: 'compact', total: true, className: 'pt-2' }],
  defaultVariants: { density: 'compact', total: false },
});

export type FiguresVariantProps = VariantProps<typeof figuresVariants>;
